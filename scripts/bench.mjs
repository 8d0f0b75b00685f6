// `npm run bench [-- --records N --requests N --only sqlite|postgres|shell|global-search|suggest-lookup|list-views|statement-counts|form|list-ui]`: builds the server (tsc -b) and runs
// the benchmarks in bench/. Never part of `npm test`; results go to bench/results and docs/BENCHMARKS.md.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
execFileSync(path.join(root, 'node_modules/.bin/tsc'), ['-b', 'packages/core', 'packages/server'], {
  cwd: root,
  stdio: 'inherit',
});
const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
// Benches that run on their own with `--only NAME` (their other options pass through). `spa`: it drives
// headless Chromium, so the SPA is built first.
const STANDALONE = {
  // Global search across every object (50,000 accounts unless --records says).
  'global-search': { script: 'bench/global-search.bench.mjs', spa: false },
  // Global-search suggestions while typing and lookup search (50,000 accounts unless --records says).
  'suggest-lookup': { script: 'bench/suggest-lookup.bench.mjs', spa: false },
  // List views on SQLite and PostgreSQL (1,000,000 accounts unless --records says; its own options pass
  // through: --database-url, --sqlite-dir, --pages, --only-database).
  'list-views': { script: 'bench/list-views.bench.mjs', spa: false },
  // Statements and CPU per create, read and lookup (`--root DIR` measures another built tree the same way).
  'statement-counts': { script: 'bench/statement-counts.bench.mjs', spa: false },
  // The record form: a 100-field, 10-section layout opened and changed.
  form: { script: 'bench/form.bench.mjs', spa: true },
  // The list views in the browser (10,000 more accounts unless --records says, --runs clicks): click to 25
  // rows painted, and the frame rate while scrolling the whole virtualised list. Seeds a database of its own.
  'list-ui': { script: 'bench/list-ui.bench.mjs', spa: true },
};
if (only && only in STANDALONE) {
  const bench = STANDALONE[only];
  if (bench.spa)
    execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
  const benchArgs = args.filter((arg, i) => arg !== '--only' && args[i - 1] !== '--only');
  execFileSync(process.execPath, [path.join(root, bench.script), ...benchArgs], {
    cwd: root,
    stdio: 'inherit',
  });
  process.exit(0);
}
if (only !== 'shell') {
  execFileSync(process.execPath, [path.join(root, 'bench/record-engine.bench.mjs'), ...args], {
    cwd: root,
    stdio: 'inherit',
  });
}
// The shell in headless Chromium (`--only shell` runs just this one); it needs the built SPA too.
if (!only || only === 'shell') {
  execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
  const shellArgs = args.filter((arg, i) => arg !== '--only' && args[i - 1] !== '--only');
  execFileSync(process.execPath, [path.join(root, 'bench/shell.bench.mjs'), ...shellArgs], {
    cwd: root,
    stdio: 'inherit',
  });
}

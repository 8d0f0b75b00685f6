// `npm run bench [-- --records N --requests N --only sqlite|postgres|shell|global-search|list-views]`: builds the server (tsc -b) and runs
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
// The standalone benches, each run alone: global search across every object (`--only global-search`;
// 50,000 accounts unless --records says) and list views (`--only list-views`; 1,000,000 accounts on SQLite
// and PostgreSQL unless --records says, its own options pass through: --database-url, --sqlite-dir, --pages).
const STANDALONE = {
  'global-search': 'bench/global-search.bench.mjs',
  'list-views': 'bench/list-views.bench.mjs',
};
if (only && only in STANDALONE) {
  const standaloneArgs = args.filter((arg, i) => arg !== '--only' && args[i - 1] !== '--only');
  execFileSync(process.execPath, [path.join(root, STANDALONE[only]), ...standaloneArgs], {
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

// `npm run bench [-- --records N --requests N --only sqlite|postgres]`: builds the server (tsc -b) and runs
// the benchmarks in bench/. Never part of `npm test`; results go to bench/results and docs/BENCHMARKS.md.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
execFileSync(path.join(root, 'node_modules/.bin/tsc'), ['-b', 'packages/core', 'packages/server'], {
  cwd: root,
  stdio: 'inherit',
});
execFileSync(process.execPath, [path.join(root, 'bench/record-engine.bench.mjs'), ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});

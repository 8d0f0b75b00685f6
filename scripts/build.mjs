// Builds what `npm start` serves: TypeScript packages (tsc -b, incremental) and the SPA (Vite),
// skipping the SPA when its output is newer than every source file.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

export function build({ force = false } = {}) {
  execFileSync(bin('tsc'), ['-b', 'packages/core', 'packages/server'], { cwd: root, stdio: 'inherit' });
  const webIndex = path.join(root, 'packages/web/dist/index.html');
  const webSources = Math.max(
    newestMtime(path.join(root, 'packages/web')),
    newestMtime(path.join(root, 'packages/core/src')),
  );
  if (force || !fs.existsSync(webIndex) || fs.statSync(webIndex).mtimeMs < webSources) {
    execFileSync(bin('vite'), ['build', '--logLevel', 'warn'], {
      cwd: path.join(root, 'packages/web'),
      stdio: 'inherit',
    });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) build({ force: process.argv.includes('--force') });

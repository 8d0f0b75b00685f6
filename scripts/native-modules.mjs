// The embedded database's native module (better-sqlite3) is compiled for one Node major version. Started
// under another, the server would die with "compiled against a different Node.js version … NODE_MODULE_VERSION";
// `npm start` notices first, rebuilds it for this Node, and says what to run when that fails.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REBUILD = 'npm rebuild better-sqlite3';

/** Whether an error loading a native module says it was built for another Node version. */
export function isAbiMismatch(error) {
  const text = error instanceof Error ? error.message : String(error);
  return /NODE_MODULE_VERSION|compiled against a different Node\.js version/.test(text);
}

/** Loads better-sqlite3 in a child Node (a failed native load cannot be undone in this process). */
function loadsInChild() {
  const probe = spawnSync(
    process.execPath,
    [
      '-e',
      "require(require.resolve('better-sqlite3', { paths: [process.argv[1]] }))",
      path.join(root, 'packages/server'),
    ],
    { encoding: 'utf8' },
  );
  return { ok: probe.status === 0, message: probe.stderr };
}

const rebuildHere = () =>
  spawnSync('npm', ['rebuild', 'better-sqlite3'], { cwd: root, stdio: 'inherit' }).status === 0;

/** Rebuilds the native module when it was built for another Node; throws, saying what to run, when it cannot. */
export function ensureNativeModules({ rebuild = rebuildHere, load = loadsInChild } = {}) {
  const first = load();
  if (first.ok) return { rebuilt: false };
  if (!isAbiMismatch(first.message)) return { rebuilt: false };
  process.stdout.write(
    `The database module was built for another Node version than ${process.version}: rebuilding it (${REBUILD}).\n`,
  );
  if (rebuild() && load().ok) return { rebuilt: true };
  throw new Error(
    `The database module does not load under Node ${process.version}. Run "${REBUILD}" (or "npm ci") with this Node, then start again.`,
  );
}

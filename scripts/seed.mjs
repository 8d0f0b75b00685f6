// `npm run seed -- --records N [--object Account]`: adds N deterministic generated records to the
// database the server would use (VELA_DATA_DIR or DATABASE_URL), for scale tests and benchmarks.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
build();
execFileSync(
  process.execPath,
  [path.join(root, 'packages/server/dist/seed-cli.js'), ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);

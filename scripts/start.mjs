// `npm start`: build what is missing or stale, then run the server (migrate, seed when empty, listen).
import { build } from './build.mjs';
import { ensureNativeModules } from './native-modules.mjs';

try {
  ensureNativeModules();
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
build();
await import('../packages/server/dist/main.js');

// Starts job-crash-worker.ts in this process: Node 20 runs no TypeScript, so Vite's module runner
// transforms it (and the server code it imports) on the fly, as vitest does for the tests.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const coreSource = fileURLToPath(new URL('../../../core/src/index.ts', import.meta.url));
const { module } = await runnerImport(fileURLToPath(new URL('./job-crash-worker.ts', import.meta.url)), {
  configFile: false,
  logLevel: 'silent',
  resolve: { alias: { '@vela/core': coreSource } },
});
await module.runDoomedWorker(process.argv.slice(2));

import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const coreSource = fileURLToPath(new URL('./packages/core/src/index.ts', import.meta.url));

/** One vitest run covers the scripts, core, server and web; e2e runs under Playwright. */
export default defineConfig({
  resolve: { alias: { '@vela/core': coreSource } },
  test: {
    // Two cores: two test files at a time (each server file builds its own databases).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'core', include: ['packages/core/src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts'],
          environment: 'node',
          // Each file builds its own databases and app, and no server test mocks a module or changes the
          // environment: sharing the module registry between a worker's files saves importing the server
          // once per file (about a quarter of the suite's time was imports).
          isolate: false,
          // The migrations run once per run into a template database; each suite copies it.
          globalSetup: ['packages/server/src/test-support/database-templates.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './packages/web/vitest.config.ts',
    ],
  },
});

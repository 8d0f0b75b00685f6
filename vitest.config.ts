import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const coreSource = fileURLToPath(new URL('./packages/core/src/index.ts', import.meta.url));

/**
 * A web test file's page (jsdom) is removed when its last test has ended. React may still hold work a timer
 * started during that test (antd closing a message or a dialog by a timer, then React flushing the render's
 * effects): it then runs with no `window` and throws. No test can see that work, and every assertion of the
 * file has already run, so it is not counted against the run (it failed CI twice, in a different file each
 * time, once every test had passed). Any other error outside a test still fails the run.
 */
function isReactWorkAfterThePageIsGone(error: Error): false | undefined {
  const gone = error.name === 'ReferenceError' && /^(window|document) is not defined$/.test(error.message);
  const fromReact = /node_modules\/(react-dom|scheduler)\//.test(error.stack ?? '');
  return gone && fromReact ? false : undefined;
}

/** One vitest run covers the scripts, core, server and web; e2e runs under Playwright. */
export default defineConfig({
  resolve: { alias: { '@vela/core': coreSource } },
  test: {
    onUnhandledError: isReactWorkAfterThePageIsGone,
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
      './packages/web/vitest.isolated.config.ts',
    ],
  },
});

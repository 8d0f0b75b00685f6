import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { ISOLATED_WEB_TESTS } from './vitest.isolated-files.ts';

/**
 * The web component tests share a page (jsdom) and the imported modules between the files a worker runs:
 * building the page and importing React and antd again for each of about a hundred files cost about a third
 * of the web tests' time (measured: 6 files, import 69 s → 9 s, page set-up 33 s → 3 s). Each test still
 * starts clean: `test-support/setup.ts` unmounts, clears storage and resets the shared state after each.
 * The few files that change what a module keeps for the life of the page run alone
 * (vitest.isolated.config.ts).
 */
export default defineProject({
  plugins: [react()],
  resolve: { alias: { '@vela/core': fileURLToPath(new URL('../core/src/index.ts', import.meta.url)) } },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ISOLATED_WEB_TESTS,
    isolate: false,
    environment: 'jsdom',
    setupFiles: ['./src/test-support/setup.ts'],
    testTimeout: 30_000,
  },
});

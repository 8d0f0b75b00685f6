import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { ISOLATED_WEB_TESTS } from './vitest.isolated-files.ts';

/** The web test files that need a page and modules of their own (see vitest.config.ts). */
export default defineProject({
  plugins: [react()],
  resolve: { alias: { '@vela/core': fileURLToPath(new URL('../core/src/index.ts', import.meta.url)) } },
  test: {
    name: 'web-isolated',
    include: ISOLATED_WEB_TESTS,
    environment: 'jsdom',
    setupFiles: ['./src/test-support/setup.ts'],
    testTimeout: 30_000,
  },
});

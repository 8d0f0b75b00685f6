import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.js';

/**
 * Browser tests drive Debian's Chromium against Vela started exactly as the
 * README starts it (`npm start`), on a temporary data folder and a free port:
 * see support/global-setup.ts.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  fullyParallel: false,
  // Three at a time on two cores: with two, the run used about two thirds of the CPU (Chromium most of it;
  // the server about 6 % of a core) and spent the rest waiting on pages; measured in the CI run of 28 Nov.
  workers: 3,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    baseURL: process.env.VELA_E2E_BASE_URL,
    viewport: { width: 1600, height: 900 },
    // Popups appear at once (the app honours reduced motion): a click is never taken by a menu still
    // zooming open, whose items move between the press and the release.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});

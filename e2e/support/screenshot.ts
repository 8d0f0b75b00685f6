import type { Page, PageScreenshotOptions } from '@playwright/test';

/**
 * A picture of the page for a person to look at (VELA_E2E_SHOTS=1 while working on a screen). CI skips
 * them: nothing reads them there, and on two shared cores the ~170 full-page captures cost minutes; a
 * failing test still keeps its screenshot (playwright.config.ts `screenshot: 'only-on-failure'`).
 */
export async function keepScreenshot(page: Page, options: PageScreenshotOptions): Promise<void> {
  if (process.env.VELA_E2E_SHOTS) await page.screenshot(options);
}

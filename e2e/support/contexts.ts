import type { Browser, BrowserContext } from '@playwright/test';

/**
 * A journey where several people act opens a context for each (browser.newContext). Those outlive the
 * test unless closed: their pages kept polling and holding sockets until the worker ended, and over a run
 * they slowed every later test. Specs that open them close them after each test with
 * `test.afterEach(closeOtherContexts)`; the test's own context stays for its failure screenshot.
 */
export async function closeOtherContexts({
  browser,
  context,
}: {
  browser: Browser;
  context: BrowserContext;
}): Promise<void> {
  await Promise.all(
    browser
      .contexts()
      .filter((each) => each !== context)
      .map((each) => each.close()),
  );
}

import type { Page } from '@playwright/test';

/**
 * Calls the API as the user signed in on the page (the token the app keeps), with the envelope the
 * app sends: for setting a test's stage through the same calls a screen makes.
 */
export async function postAsSignedInUser<T = unknown>(
  page: Page,
  path: string,
  body: unknown,
): Promise<{ status: number; data: T }> {
  return page.evaluate(
    async ({ path, body }) => {
      const accessToken = localStorage.getItem('vela.accessToken') ?? '';
      const response = await fetch(`/api/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accessToken },
        body: JSON.stringify({ head: { appType: 'lightning-main', appVersion: '1.1.1', accessToken }, body }),
      });
      const answer = (await response.json()) as { data: T };
      return { status: response.status, data: answer.data };
    },
    { path, body },
  );
}

import type { Page } from '@playwright/test';

/** Calls the API as the signed-in person (the request client's envelope and token); answers `data`. */
export async function callApi<T>(page: Page, url: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ({ url, body }) => {
      const accessToken = localStorage.getItem('vela.accessToken') ?? '';
      const response = await fetch(`/api${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accessToken },
        body: JSON.stringify({
          head: { appType: 'lightning-main', appVersion: '1.1.1', accessToken, source: 'e2e' },
          body,
        }),
      });
      return (await response.json()).data;
    },
    { url, body },
  ) as Promise<T>;
}

/** A GET call of the API as the signed-in person; answers `data`. */
export async function getApi<T>(page: Page, url: string): Promise<T> {
  return page.evaluate(async (url) => {
    const accessToken = localStorage.getItem('vela.accessToken') ?? '';
    const response = await fetch(`/api${url}`, { headers: { accessToken } });
    return (await response.json()).data;
  }, url) as Promise<T>;
}

/** Saves one record through /objectInfo/save; answers its id or fails the test with the server's reason. */
export async function saveRecord(
  page: Page,
  objectApi: string,
  values: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const [saved] = await callApi<Array<{ id: string; isSaveSuccess: boolean; errormessage: string }>>(
    page,
    '/objectInfo/save',
    { objectApi, data: JSON.stringify([values]), ...extra },
  );
  if (!saved?.isSaveSuccess) throw new Error(`${objectApi} not saved: ${saved?.errormessage}`);
  return saved.id;
}

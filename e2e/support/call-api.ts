import type { Page } from '@playwright/test';

/** The API's whole answer to a call as the signed-in person (the request client's envelope and token). */
export async function callApiAnswer<T>(page: Page, url: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ({ url, body }) => {
      const accessToken = localStorage.getItem('vela.accessToken') ?? '';
      const response = await fetch(`/api/${url.replace(/^\//, '')}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accessToken },
        body: JSON.stringify({
          head: { appType: 'lightning-main', appVersion: '1.1.1', accessToken, source: 'e2e' },
          body,
        }),
      });
      return response.json();
    },
    { url, body },
  ) as Promise<T>;
}

/** Calls the API as the signed-in person; answers `data` (null when refused). */
export async function callApi<T>(page: Page, url: string, body: unknown): Promise<T> {
  return (await callApiAnswer<{ data: T }>(page, url, body)).data;
}

/** Calls the API as the signed-in person; answers `data`, or fails the test with the server's refusal. */
export async function callApiOrFail<T>(page: Page, url: string, body: unknown): Promise<T> {
  const answer = await callApiAnswer<{ result: boolean; returnInfo: string; data: T }>(page, url, body);
  if (!answer.result) throw new Error(`${url}: ${answer.returnInfo}`);
  return answer.data;
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

/** The id of a demo product found by its exact name through the product search, or the test fails. */
export async function productId(page: Page, name: string): Promise<string> {
  const found = await callApiOrFail<{ dataList: Array<{ productId: string; productName: string }> }>(
    page,
    'master/searchProducts',
    { keyword: name, recordCurrency: 'USD' },
  );
  const product = found.dataList.find((row) => row.productName === name);
  if (!product) throw new Error(`no product ${name}`);
  return product.productId;
}

/** Starts from no open console tabs (the server keeps them per user and app across runs). */
export async function clearConsoleTabs(page: Page): Promise<void> {
  const apps = await callApi<Array<{ id: string; navigationStyle: string }>>(
    page,
    'application/getApplicationList',
    {},
  );
  for (const app of apps.filter((candidate) => candidate.navigationStyle === 'console'))
    await callApi(page, 'consoleSaveTab', { appid: app.id, opentab: JSON.stringify({ tabs: [] }) });
}

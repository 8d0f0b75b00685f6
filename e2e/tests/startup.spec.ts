import { expect, test } from '@playwright/test';

test('npm start serves the SPA, the API and its OpenAPI document on one port', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(health.ok()).toBe(true);
  expect(await health.json()).toMatchObject({ result: true, data: { status: 'ok', database: 'sqlite' } });

  const docs = await request.get('/api/docs/json');
  expect((await docs.json()).info.title).toBe('Vela API');

  const unknown = await request.post('/api/no/such/call', { data: {} });
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toMatchObject({ result: false, returnCode: '404' });

  await page.goto('/');
  await expect(page).toHaveTitle(/Vela/);
});

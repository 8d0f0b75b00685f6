import { expect, test } from '@playwright/test';
import { callApiOrFail } from '../support/call-api.js';
import { keepScreenshot } from '../support/screenshot.js';
import { signIn } from '../support/sign-in.js';
import { signedInPage } from '../support/signed-in-page.js';

/**
 * Custom SQL reports (issue 19): an administrator writes a query over objects by API name, runs and saves
 * it; a sales rep runs the saved report and gets only the rows his access lets him read, as many as his
 * list of opportunities counts.
 */
test('[S1-R-077] an administrator writes and saves a custom SQL report; a sales rep runs it and sees only his rows', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const name = `Deals by SQL ${Math.random().toString(36).slice(2, 7)}`;
  await signIn(page, { to: '/customsql/new/edit' });
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 45_000 });
  const query = page.getByRole('textbox', { name: 'SQL query' });
  await expect(query).toBeVisible({ timeout: 30_000 });

  // A query naming a raw table is refused, saying so.
  await query.fill('select * from app_user');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '"app_user" is not an object' })).toBeVisible();

  await query.fill('select name, stage from Opportunity order by name');
  await query.press('Control+Enter');
  const result = page.getByRole('table');
  await expect(result.getByRole('columnheader', { name: 'stage' })).toBeVisible({ timeout: 30_000 });
  const adminRows = (
    await callApiOrFail<{ rows: unknown[] }>(page, '/report/runCustomSql', {
      sql: 'select name from Opportunity',
    })
  ).rows.length;

  await page.getByRole('textbox', { name: 'Report name' }).fill(name);
  await page.getByRole('checkbox', { name: 'Everyone in the organisation may run it' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  // Saved, the page moves from customsql/new/edit to the report's own address.
  await expect(page).toHaveURL(/\/customsql\/(?!new\/)[^/]+\/edit$/);
  const reportId = /\/customsql\/([^/]+)\/edit$/.exec(page.url())?.[1] ?? '';
  await keepScreenshot(page, { path: testInfo.outputPath('custom-sql-admin.png'), fullPage: true });

  const sam = await signedInPage(browser, 'sam.sales@vela.local');
  await sam.goto(`/customsql/${reportId}/run`);
  await expect(sam.getByRole('heading', { name: new RegExp(name) })).toBeVisible({ timeout: 30_000 });
  // A sales rep has no editor: he runs the administrator's query as himself.
  await expect(sam.getByRole('textbox', { name: 'SQL query' })).toHaveCount(0);
  await sam.getByRole('button', { name: 'Run' }).click();
  const samTable = sam.getByRole('table');
  await expect(samTable.getByRole('columnheader', { name: 'stage' })).toBeVisible({ timeout: 30_000 });
  const listed = await callApiOrFail<{ count: number }>(sam, '/view/getViewCount', {
    objectApi: 'Opportunity',
  });
  await expect(samTable.locator('tbody tr.ant-table-row')).toHaveCount(Math.min(listed.count, 50));
  expect(listed.count).toBeLessThan(adminRows);
  await keepScreenshot(sam, { path: testInfo.outputPath('custom-sql-rep.png'), fullPage: true });
});

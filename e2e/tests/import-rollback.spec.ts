import { expect as baseExpect, type Page, test } from '@playwright/test';
import { callApiOrFail } from '../support/call-api.js';
import { keepScreenshot } from '../support/screenshot.js';
import { signIn } from '../support/sign-in.js';

// Two cores shared by several builds: give each step room.
const expect = baseExpect.configure({ timeout: 25_000 });
test.describe.configure({ timeout: 180_000 });

interface ImportView {
  id: string;
  status: string;
  mapping: unknown;
  dateFormat: string;
  numberFormat: string;
}

/** Imports a CSV of accounts through the wizard's calls (the wizard's own screens are import-wizard.spec's). */
async function importAccounts(page: Page, fileName: string, csv: string): Promise<string> {
  const view = await callApiOrFail<ImportView>(page, '/importFile/upload', {
    objectApi: 'Account',
    operation: 'insert',
    matchField: '',
    fileName,
    contentBase64: Buffer.from(csv, 'utf8').toString('base64'),
  });
  const proposal = await callApiOrFail<ImportView>(page, '/importFile/getMapping', { importId: view.id });
  const statusOf = async () =>
    (await callApiOrFail<ImportView>(page, '/importFile/getImport', { importId: view.id })).status;
  await callApiOrFail(page, '/importFile/dryRun', {
    importId: view.id,
    mapping: proposal.mapping,
    dateFormat: proposal.dateFormat,
    numberFormat: proposal.numberFormat,
  });
  await expect.poll(statusOf, { timeout: 60_000 }).toBe('checked');
  await callApiOrFail(page, '/importFile/run', { importId: view.id });
  await expect.poll(statusOf, { timeout: 60_000 }).toBe('done');
  return view.id;
}

async function searchList(page: Page, label: string, text: string) {
  const search = page.getByRole('searchbox', { name: label });
  await search.fill(text);
  await search.press('Enter');
}

test('[S1-R-127] a person rolls an import back from the import history: confirms, sees it run, and the imported accounts are in the recycle bin', async ({
  page,
}, testInfo) => {
  const stamp = Date.now().toString(36);
  const fileName = `rollback-${stamp}.csv`;
  const names = Array.from({ length: 3 }, (_, index) => `Rollback ${stamp} ${index + 1}`);
  await signIn(page, { to: '/importmodule' });
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 45_000 });
  await importAccounts(
    page,
    fileName,
    ['Account name;Phone', ...names.map((name) => `${name};+1 555 0199`)].join('\n'),
  );

  // The imported accounts are in the list.
  await page.goto('/commonObjects/views/table/Account/account/001');
  await searchList(page, 'Search this list', `Rollback ${stamp}`);
  for (const name of names) await expect(page.getByRole('link', { name, exact: true })).toBeVisible();

  // The history offers the rollback; it asks first, then shows it under way and done.
  await page.goto('/importmodule/home');
  const history = page.getByRole('region', { name: 'Your latest imports' });
  const row = history.getByRole('row', { name: new RegExp(fileName.replace('.', '\\.')) });
  await expect(row).toContainText('Done');
  await row.getByRole('button', { name: `Roll back the import of ${fileName}` }).click();
  const confirm = page.getByRole('tooltip').filter({ hasText: `Roll back the import of ${fileName}?` });
  await expect(confirm).toContainText('The records it created go to the recycle bin');
  await keepScreenshot(page, { path: testInfo.outputPath('rollback-confirm.png'), fullPage: true });
  await confirm.getByRole('button', { name: 'Roll back' }).click();
  // Under way (the progress) or, on a quick machine, already finished: either way the button is gone.
  await expect(row.getByText(/records put back/)).toBeVisible();
  await expect(row).toContainText('Rolled back', { timeout: 60_000 });
  await expect(row).toContainText('3 records put back, 0 could not be');
  await keepScreenshot(page, { path: testInfo.outputPath('rollback-done.png'), fullPage: true });

  // Gone from the list, waiting in the recycle bin.
  await page.goto('/commonObjects/views/table/Account/account/001');
  await searchList(page, 'Search this list', `Rollback ${stamp}`);
  await expect(page.getByRole('link', { name: names[0], exact: true })).toBeHidden();
  await page.goto('/recycle');
  await expect(page.getByRole('heading', { level: 1, name: 'Recycle bin' })).toBeVisible();
  await searchList(page, 'Search the recycle bin', `Rollback ${stamp}`);
  for (const name of names) await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  await keepScreenshot(page, { path: testInfo.outputPath('recycle-bin.png'), fullPage: true });
});

import { expect as baseExpect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { chooseByTyping } from '../support/choose-option.js';
import { keepScreenshot } from '../support/screenshot.js';
import { signIn } from '../support/sign-in.js';

// Two cores shared by several builds: give each step room.
const expect = baseExpect.configure({ timeout: 25_000 });
test.describe.configure({ timeout: 120_000 });

test('a person exports the accounts they may read to XLSX with the fields they chose, follows the job and opens the file', async ({
  page,
}, testInfo) => {
  await signIn(page, 'sam.sales@vela.local', { to: '/importmodule/home' });
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 45_000 });
  const panel = page.locator('.vela-import__export');
  await expect(panel.getByText('Export data')).toBeVisible();
  await chooseByTyping(page, 'Object', 'Account');
  await chooseByTyping(page, 'Fields', 'Account name');
  await chooseByTyping(page, 'Fields', 'Record type');
  await panel.getByRole('radio', { name: 'Excel (XLSX)' }).check();
  await panel.getByRole('button', { name: 'Export', exact: true }).click();

  // The job runs in the background; its row in the history turns into a download.
  const history = panel.getByRole('region', { name: 'Your exports' });
  const done = history
    .getByRole('row')
    .filter({ hasText: /Account-\d{4}-\d{2}-\d{2}\.xlsx/ })
    .first();
  await expect(done.getByRole('button', { name: 'Download' })).toBeVisible({ timeout: 60_000 });
  await expect(done).toContainText(/\d+ rows/);
  await keepScreenshot(page, { path: testInfo.outputPath('export.png'), fullPage: true });
  const download = page.waitForEvent('download');
  await done.getByRole('button', { name: 'Download' }).click();
  const file = await download;
  const saved = testInfo.outputPath('accounts.xlsx');
  await file.saveAs(saved);

  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(saved);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('the file has no sheet');
  expect(sheet.getRow(1).values).toEqual([undefined, 'Account name', 'Record type']);
  const rowCount = Number((await done.textContent())?.match(/(\d+) rows/)?.[1]);
  expect(sheet.actualRowCount - 1).toBe(rowCount);
  expect(rowCount).toBeGreaterThan(0);
  const names = sheet.getColumn(1).values.slice(2).map(String);
  expect(names.every((name) => name.trim() !== '')).toBe(true);
});

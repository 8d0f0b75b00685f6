import { readFile } from 'node:fs/promises';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { callApiOrFail } from '../support/call-api.js';
import { chooseByTyping } from '../support/choose-option.js';
import { keepScreenshot } from '../support/screenshot.js';
import { signIn } from '../support/sign-in.js';

// Two cores shared by several builds, and 10,000 rows checked and imported twice: give each step room.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 900_000 });

const ROWS = 10_000;
/** Every 200th row, from the 8th: 50 rows whose e-mail is not one. */
const isBad = (index: number) => index % 200 === 7;

async function shot(page: Page, name: string, testInfo: { outputPath: (name: string) => string }) {
  await keepScreenshot(page, { path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

/** Step 1 from the wizard's home: the object, the operation, the file; answers once step 2 is open. */
async function chooseFile(page: Page, fileName: string, csv: string, upsertOn?: string) {
  await expect(page.getByRole('radio', { name: 'Add new records' })).toBeVisible();
  await chooseByTyping(page, 'Object', 'Contact');
  if (upsertOn) {
    await page.getByRole('radio', { name: 'Add or update, matched on a field' }).check();
    await chooseByTyping(page, 'Match on', upsertOn);
  }
  await page.locator('input[type=file]').setInputFiles({
    name: fileName,
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  await expect(page.locator('.vela-import__preview')).toContainText('UTF-8');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/importmodule\/step2\?importId=/);
}

test('[S1-R-124][S1-R-125][S1-R-126][S1-R-127][S1-C-008] a person imports 10,000 contacts with 50 bad rows, follows the progress, downloads the failed rows, fixes them and imports them again as an upsert', async ({
  page,
}, testInfo) => {
  const stamp = Date.now().toString(36);
  await signIn(page, { to: '/importmodule' });
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 45_000 });
  // An upsert matches on a unique or external-id field: the administrator's own, made for this run.
  const externalLabel = `External ID ${stamp}`;
  await callApiOrFail(page, '/metadata/addField', {
    objId: 'contact',
    field: { api: `external_${stamp}`, type: 'S', label: externalLabel, length: 40 },
  });
  const email = (index: number) =>
    isBad(index) ? `p${index} at ${stamp}` : `p${index}@${stamp}.example.com`;
  const line = (index: number) => `Pat${index};Journey ${stamp} ${index};${email(index)};X-${stamp}-${index}`;
  const header = `First name;Last name;E-mail;${externalLabel}`;
  const csv = [header, ...Array.from({ length: ROWS }, (_, index) => line(index))].join('\n');

  // Step 1 and 2: the columns are matched by their labels, the new field's too.
  await page.getByRole('button', { name: 'Start an import' }).click();
  await expect(page).toHaveURL(/\/importmodule\/step1$/);
  await chooseFile(page, 'contacts.csv', csv);
  await expect(
    page
      .getByRole('combobox', { name: `Field for the column ${externalLabel}` })
      .locator('xpath=ancestor::div[contains(@class,"ant-select")][1]'),
  ).toContainText(externalLabel);
  await page.getByRole('button', { name: 'Check every row' }).click();

  // Step 3: the dry run over the whole file names the 50 bad rows.
  await expect(page).toHaveURL(/\/importmodule\/step3\?importId=/);
  await expect(page.getByText('Dry run finished: 9950 rows can be imported, 50 would fail.')).toBeVisible({
    timeout: 240_000,
  });
  const failures = page.getByRole('region', { name: 'Rows that fail' });
  // Row numbers are the file's (the header is row 1): the first bad row, index 7, is row 9.
  await expect(
    failures.getByRole('row', { name: '9 E-mail is not a valid e-mail address', exact: true }),
  ).toBeVisible();

  // The run: its progress is shown while it goes, then the counts.
  await page.getByRole('button', { name: 'Import 9950 rows' }).click();
  await expect(page.getByRole('progressbar', { name: /of 10000 rows/ })).toBeVisible();
  await shot(page, 'running', testInfo);
  await expect(page.getByText('Import finished')).toBeVisible({ timeout: 300_000 });
  const counts = page.locator('.vela-import__counts');
  await expect(counts.locator('.ant-statistic').filter({ hasText: 'Created' })).toContainText('9,950');
  await expect(counts.locator('.ant-statistic').filter({ hasText: 'Failed' })).toContainText('50');
  await shot(page, 'done', testInfo);

  // The failure file: the 50 rows as they were, each with why, in the file's own format.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the failed rows' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('contacts-failed.csv');
  const failed = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '').split(/\r?\n/);
  const lines = failed.filter((text) => text.trim() !== '');
  expect(lines[0]).toBe(`${header};Import error`);
  expect(lines).toHaveLength(51);
  expect(lines[1]).toMatch(new RegExp(`^Pat7;Journey ${stamp} 7;p7 at ${stamp};X-${stamp}-7;.*E-mail`));

  // Fixed (each e-mail made one) and imported again as an upsert on the external id: the 50 are created.
  const fixed = lines.map((text) => text.replace(/ at ([a-z0-9]+);/, '@$1.example.com;')).join('\n');
  await page.getByRole('button', { name: 'Import another file' }).click();
  await expect(page).toHaveURL(/\/importmodule\/step1$/);
  await chooseFile(page, 'contacts-fixed.csv', fixed, externalLabel);
  // The error column the failure file added is not imported.
  await expect(
    page
      .getByRole('combobox', { name: 'Field for the column Import error' })
      .locator('xpath=ancestor::div[contains(@class,"ant-select")][1]'),
  ).toContainText('Do not import');
  await page.getByRole('button', { name: 'Check every row' }).click();
  await expect(page.getByText('Dry run finished: 50 rows can be imported, 0 would fail.')).toBeVisible({
    timeout: 120_000,
  });
  await page.getByRole('button', { name: 'Import 50 rows' }).click();
  await expect(page.getByText('Import finished')).toBeVisible({ timeout: 120_000 });
  await expect(counts.locator('.ant-statistic').filter({ hasText: 'Created' })).toContainText('50');
  await expect(counts.locator('.ant-statistic').filter({ hasText: 'Failed' })).toContainText('0');
  await shot(page, 'upserted', testInfo);

  // The history has both, with their counts.
  await page.goto('/importmodule/home');
  const history = page.getByRole('region', { name: 'Your latest imports' });
  await expect(
    history.getByRole('row', { name: /contacts-fixed\.csv Contact Done 50 50 0 0/ }),
  ).toBeVisible();
  await expect(
    history.getByRole('row', { name: /^contacts\.csv Contact Done 10,?000 9,?950 0 50/ }),
  ).toBeVisible();
});

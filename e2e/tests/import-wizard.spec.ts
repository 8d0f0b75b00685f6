import { expect as baseExpect, type Page, test } from '@playwright/test';
import { chooseByTyping } from '../support/choose-option.js';
import { keepScreenshot } from '../support/screenshot.js';
import { signIn } from '../support/sign-in.js';

// Two cores shared by several builds: give each step room.
const expect = baseExpect.configure({ timeout: 25_000 });
test.describe.configure({ timeout: 180_000 });

async function shot(page: Page, name: string, testInfo: { outputPath: (name: string) => string }) {
  await keepScreenshot(page, { path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

test('[S1-R-124][S1-R-125][S1-R-126][S1-R-127][S1-C-008] a person imports a CSV of accounts: maps, dry-runs, runs, sees the counts and finds the new accounts in the list', async ({
  page,
}, testInfo) => {
  const stamp = Date.now().toString(36);
  const csv = [
    'Account name;Type;Employees;Notes',
    `Import Alpha ${stamp};Customer;12;First of the file`,
    `Import Beta ${stamp};Partner;7;`,
    `Import Gamma ${stamp};Friend;3;Refused: no such type`,
    `Import Delta ${stamp};prospect;1 200;`,
  ].join('\n');

  await signIn(page, { to: '/importmodule' });
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 45_000 });
  await expect(page).toHaveURL(/\/importmodule\/home$/);
  await expect(page.getByRole('heading', { name: 'Import data' })).toBeVisible();
  await page.getByRole('button', { name: 'Start an import' }).click();

  // Step 1: the object, the operation (insert by default) and the file, previewed.
  await expect(page).toHaveURL(/\/importmodule\/step1$/);
  // The address changes before step 1 has drawn; until then the home page's export panel is still on screen
  // with an "Object" select of its own (twice in CI the account was chosen there, and step 1 stayed empty).
  await expect(page.getByRole('radio', { name: 'Add new records' })).toBeVisible();
  await chooseByTyping(page, 'Object', 'Account');
  await page.locator('input[type=file]').setInputFiles({
    name: 'accounts.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  const preview = page.locator('.vela-import__preview');
  await expect(preview.getByRole('cell', { name: `Import Alpha ${stamp}` })).toBeVisible();
  await expect(preview).toContainText('UTF-8');
  await expect(preview).toContainText('4');
  await shot(page, 'step1', testInfo);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: columns matched by label; Notes is mapped by hand.
  await expect(page).toHaveURL(/\/importmodule\/step2\?importId=/);
  const nameField = page.getByRole('combobox', { name: 'Field for the column Account name' });
  await expect(nameField.locator('xpath=ancestor::div[contains(@class,"ant-select")][1]')).toContainText(
    'Account name',
  );
  await chooseByTyping(page, 'Field for the column Notes', 'Description');
  await expect(
    page
      .getByRole('combobox', { name: 'Field for the column Notes' })
      .locator('xpath=ancestor::div[contains(@class,"ant-select")][1]'),
  ).toContainText('Description');
  await chooseByTyping(page, 'Numbers written as', '1 234,56');
  await shot(page, 'step2', testInfo);
  await page.getByRole('button', { name: 'Check every row' }).click();

  // Step 3: the dry run names the failing row and why; then the import runs with its progress.
  await expect(page).toHaveURL(/\/importmodule\/step3\?importId=/);
  await expect(page.getByText('Dry run finished: 3 rows can be imported, 1 would fail.')).toBeVisible();
  const failures = page.getByRole('region', { name: 'Rows that fail' });
  await expect(
    failures.getByRole('row', { name: /4 Type: "Friend" is not one of its values/ }),
  ).toBeVisible();
  await shot(page, 'step3-dry-run', testInfo);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the failed rows' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('accounts-failed.csv');

  await page.getByRole('button', { name: 'Import 3 rows' }).click();
  await expect(page.getByText('Import finished')).toBeVisible({ timeout: 60_000 });
  const counts = page.locator('.vela-import__counts');
  await expect(counts.locator('.ant-statistic').filter({ hasText: 'Created' })).toContainText('3');
  await expect(counts.locator('.ant-statistic').filter({ hasText: 'Failed' })).toContainText('1');
  await shot(page, 'step3-done', testInfo);

  // The new accounts are in the list.
  await page.getByRole('link', { name: 'Open the Account list' }).click();
  await expect(page).toHaveURL(/\/commonObjects\/views\/table\/Account\//);
  const search = page.getByRole('searchbox', { name: 'Search this list' });
  await search.fill(`Import Delta ${stamp}`);
  await search.press('Enter');
  await expect(page.getByRole('link', { name: `Import Delta ${stamp}` })).toBeVisible();
  await shot(page, 'list', testInfo);

  // The wizard's home lists the import with its counts.
  await page.goto('/importmodule/home');
  const history = page.getByRole('region', { name: 'Your latest imports' });
  await expect(
    history.getByRole('row', { name: /accounts\.csv Account Done 4 3 0 1/ }).first(),
  ).toBeVisible();
  await shot(page, 'home', testInfo);
});

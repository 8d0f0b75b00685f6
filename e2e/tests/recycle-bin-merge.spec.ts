import { expect as baseExpect, type Page, test } from '@playwright/test';
import { keepScreenshot } from '../support/screenshot.js';
import { signIn } from '../support/sign-in.js';

// Two cores shared by several builds: give each step room, the way a slow afternoon would.
const expect = baseExpect.configure({ timeout: 25_000 });
test.describe.configure({ timeout: 180_000 });

async function expectShell(page: Page): Promise<void> {
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 45_000 });
  await expect(page).not.toHaveURL(/\/login/);
}

/** The recycle bin and duplicate merge (issue 7), as a person uses them on the demo org. */

const dataRows = (page: Page) => page.locator('.vela-list__table tbody tr.vela-list__row');

/** Saves records the way the form does, to set the scene quickly; answers the new ids. */
async function createRecords(page: Page, objectApi: string, records: Array<Record<string, unknown>>) {
  return page.evaluate(
    async ({ objectApi, records }) => {
      const accessToken = localStorage.getItem('vela.accessToken') ?? '';
      const response = await fetch('/api/objectInfo/save', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accessToken },
        body: JSON.stringify({
          head: { appType: 'lightning-main', appVersion: '1.1.1', accessToken },
          body: { objectApi, data: JSON.stringify(records), skipDuplicateWarning: true },
        }),
      });
      const json = (await response.json()) as { data: Array<{ id: string; isSaveSuccess: boolean }> };
      return json.data.map((saved) => (saved.isSaveSuccess ? saved.id : ''));
    },
    { objectApi, records },
  );
}

async function openAccounts(page: Page) {
  await page
    .getByRole('navigation', { name: 'App menu' })
    .getByRole('menuitem', { name: 'Accounts' })
    .click();
  await expect(page).toHaveURL(/\/commonObjects\/views\/table\/Account\//);
  await expect(dataRows(page).first()).toBeVisible({ timeout: 30_000 });
}

async function searchList(page: Page, text: string) {
  const search = page.getByRole('searchbox', { name: 'Search this list' });
  await search.fill(text);
  await search.press('Enter');
}

test('[S1-R-128] a person deletes an account, finds it in the recycle bin and restores it', async ({
  page,
}, testInfo) => {
  const name = `Stark Industries ${Date.now().toString(36)}`;
  await signIn(page);
  await expectShell(page);
  await createRecords(page, 'Account', [{ name, phone: '+1 212 555 0147' }]);

  await openAccounts(page);
  await searchList(page, name);
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.locator('.vela-detail-title').getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/commonObjects\/views\/table\/Account\//);

  await page.getByRole('button', { name: 'Recycle bin' }).click();
  await expect(page).toHaveURL(/\/recycle$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Recycle bin' })).toBeVisible();
  await expect(page.getByText('Deleted records stay here for 15 days')).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search the recycle bin' });
  await search.fill(name);
  await search.press('Enter');
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Account');
  await expect(row).toContainText('15');
  await keepScreenshot(page, { path: testInfo.outputPath('recycle-bin-1600.png'), fullPage: true });

  await page.getByRole('checkbox', { name: `Select ${name}`, exact: true }).check();
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('1 record restored.')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByText(/^The recycle bin is empty/)).toBeVisible();

  // Back in the list and readable again.
  await openAccounts(page);
  await searchList(page, name);
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
});

test('[S1-R-009][S1-R-010] a person merges two duplicate accounts: values picked, contacts moved, the other to the bin', async ({
  page,
}, testInfo) => {
  const tag = Date.now().toString(36);
  const keep = `Wayne Enterprises ${tag}`;
  const lose = `Wayne Enterprises ${tag} Inc`;
  await signIn(page);
  await expectShell(page);
  const [keepId, loseId] = await createRecords(page, 'Account', [
    { name: keep, website: 'wayne.example' },
    { name: lose, phone: '+1 609 555 0199' },
  ]);
  expect(keepId && loseId).toBeTruthy();
  await createRecords(page, 'Contact', [
    { name: `Lucius Fox ${tag}`, email: `lucius.${tag}@wayne.example`, accountid: loseId },
  ]);

  // The duplicate check lists them together under the account name rule.
  await page.goto('/commonObjects/cnkiResult/Account');
  const group = page
    .getByRole('region', { name: /^Group \d+ \(Same account name\)$/ })
    .filter({ hasText: tag });
  await expect(group).toBeVisible();
  await expect(group.getByRole('link', { name: keep, exact: true })).toBeVisible();
  await expect(group.getByRole('link', { name: lose, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Duplicate Accounts' })).toBeVisible();
  await keepScreenshot(page, { path: testInfo.outputPath('duplicates-1600.png'), fullPage: true });

  // From the list: select both, Merge.
  await openAccounts(page);
  await searchList(page, `Wayne Enterprises ${tag}`);
  await expect(dataRows(page)).toHaveCount(2);
  await page.getByRole('checkbox', { name: `Select ${keep}`, exact: true }).check();
  await page.getByRole('checkbox', { name: `Select ${lose}` }).check();
  await page.getByRole('button', { name: 'Merge', exact: true }).click();
  await expect(page).toHaveURL(/\/commonObjects\/combination\?ids=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Merge Account' })).toBeVisible();

  // Keep the first record, take the phone from the other (offered by default, as ours is empty), keep our website.
  await page.getByRole('radio', { name: 'Keep this record' }).first().check();
  await expect(page.getByRole('radio', { name: `Phone of ${lose}` })).toBeChecked();
  await expect(page.getByRole('radio', { name: `Website of ${keep}`, exact: true })).toBeChecked();
  await page.getByRole('radio', { name: `Account name of ${keep}`, exact: true }).check();
  await keepScreenshot(page, { path: testInfo.outputPath('merge-1600.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await keepScreenshot(page, { path: testInfo.outputPath('merge-1280.png'), fullPage: true });

  await page.getByRole('button', { name: 'Merge', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Merge' }).click();
  await expect(page).toHaveURL(new RegExp(`/commonObjects/detail/${keepId}/DETAIL$`));
  await expect(page.getByRole('heading', { level: 1, name: keep })).toBeVisible();
  await expect(page.locator('.vela-detail-field[data-field="phone"] dd')).toContainText('609');

  // The contact now belongs to the survivor.
  await page.getByRole('tab', { name: 'Related' }).click();
  const contacts = page.getByRole('region', { name: /^Contacts \(\d+\)$/ });
  await expect(contacts.getByRole('link', { name: `Lucius Fox ${tag}` })).toBeVisible();

  // The other account waits in the recycle bin.
  await page.goto('/recycle');
  const search = page.getByRole('searchbox', { name: 'Search the recycle bin' });
  await search.fill(lose);
  await search.press('Enter');
  await expect(page.getByRole('row', { name: new RegExp(lose) })).toBeVisible();
});

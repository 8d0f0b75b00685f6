import { expect, type Page, test } from '@playwright/test';
import { choose } from '../support/choose-option.js';
import { expectShell, signIn } from '../support/sign-in.js';

/** The rows of the table view (ListTable marks each record's row with .vela-list__row). */
const dataRows = (page: Page) => page.locator('.vela-list__table tbody tr.vela-list__row');
const nameCells = (page: Page) => dataRows(page).locator('.vela-list__name');

async function openAccountsFromMenu(page: Page) {
  await signIn(page);
  await expectShell(page);
  await page
    .getByRole('navigation', { name: 'App menu' })
    .getByRole('menuitem', { name: 'Accounts' })
    .click();
  await expect(page).toHaveURL(/\/commonObjects\/views\/table\/Account\//);
  await expect(page.getByRole('heading', { name: 'Accounts' })).toBeVisible();
  await expect(dataRows(page)).toHaveCount(25);
}

async function names(page: Page): Promise<string[]> {
  return nameCells(page).allInnerTexts();
}

test('[S1-B-039][S1-K-027][S1-R-040] a person opens Accounts from the menu, sees 25 rows, pages on and back, and sorts by a column', async ({
  page,
}) => {
  await openAccountsFromMenu(page);
  await expect(page.getByLabel('List view', { exact: true })).toBeVisible();
  await expect(page.getByTestId('list-total')).toHaveText(/^\d+ items$/);
  await expect(page.getByTestId('list-range')).toHaveText('Rows 1–25');
  const first = await names(page);
  expect([...first].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()))).toEqual(first);

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByTestId('list-range')).toHaveText('Rows 26–50');
  await expect.poll(async () => (await names(page))[0]).not.toBe(first[0]);
  await expect(dataRows(page)).toHaveCount(25);
  const second = await names(page);
  expect(second.some((name) => first.includes(name))).toBe(false);
  await page.getByRole('button', { name: 'Previous page' }).click();
  await expect(page.getByTestId('list-range')).toHaveText('Rows 1–25');
  await expect.poll(() => names(page)).toEqual(first);

  // The view sorts by name going up; one click on the header turns it round.
  await page.locator('.vela-list__table thead th').filter({ hasText: 'Account name' }).click();
  await expect.poll(async () => (await names(page))[0]).not.toBe(first[0]);
  const descending = await names(page);
  expect([...descending].sort((a, b) => b.toLowerCase().localeCompare(a.toLowerCase()))).toEqual(descending);
});

test('[S1-R-003] a person filters by a picklist, searches by keyword and opens a record', async ({
  page,
}) => {
  await openAccountsFromMenu(page);
  await page.getByRole('button', { name: 'Filters' }).click();
  const panel = page.getByRole('dialog', { name: 'Filters' });
  await panel.getByRole('button', { name: 'Add filter' }).click();
  await choose(page, panel, 'Field', 'Rating');
  await choose(page, panel, 'Value', 'Hot');
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(panel).toBeHidden();
  const ratingColumn = page.locator('.vela-list__table thead th').filter({ hasText: 'Rating' });
  await expect(ratingColumn).toBeVisible();
  // The filtered page replaces the unfiltered one: every rating shown is Hot, and fewer than a page of them.
  const ratings = () =>
    dataRows(page)
      .locator('td')
      .filter({ hasText: /^(Hot|Warm|Cold)$/ })
      .allInnerTexts();
  await expect.poll(async () => [...new Set(await ratings())]).toEqual(['Hot']);
  expect(await dataRows(page).count()).toBeLessThan(25);

  const target = (await names(page))[0] ?? '';
  const word = target.split(' ')[0] ?? '';
  const search = page.getByRole('searchbox', { name: 'Search this list' });
  await search.fill(word);
  await search.press('Enter');
  await expect
    .poll(async () => (await names(page)).every((name) => name.toLowerCase().includes(word.toLowerCase())))
    .toBe(true);
  await expect(nameCells(page).first()).toBeVisible();

  await nameCells(page).filter({ hasText: target }).first().click();
  await expect(page).toHaveURL(/\/commonObjects\/detail\/001[\w-]+\/DETAIL$/);
});

test('[S1-B-039] the view picker switches to My accounts and keeps the choice in the address', async ({
  page,
}) => {
  await openAccountsFromMenu(page);
  await page.getByLabel('List view', { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('My accounts', { exact: true }).click();
  await expect(page).toHaveURL(/viewId=/);
  await expect(page.getByLabel('List view', { exact: true }).locator('..')).toContainText('My accounts');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Accounts' })).toBeVisible();
  await expect(page.locator('.vela-list__picker')).toContainText('My accounts');
});

test('[S2-B-003] New on the list opens the record form over the list', async ({ page }) => {
  await openAccountsFromMenu(page);
  await page.getByRole('button', { name: /^(plus )?New$/ }).click();
  // Accounts have two record types, so the form starts with the record-type picker (S2-B-010).
  await expect(page.getByRole('dialog', { name: /Choose a record type/ })).toBeVisible();
  await expect(page).toHaveURL(/\/commonObjects\/views\/table\/Account\//);
});

test('a person selects rows and hands them to an owner (here the owner they have, so other tests keep their data)', async ({
  page,
}) => {
  await openAccountsFromMenu(page);
  await page.getByRole('button', { name: 'Filters' }).click();
  const panel = page.getByRole('dialog', { name: 'Filters' });
  await panel.getByRole('button', { name: 'Add filter' }).click();
  await choose(page, panel, 'Field', 'Owner');
  await choose(page, panel, 'Value', 'Avery Admin');
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect
    .poll(async () => [
      ...new Set(
        await dataRows(page)
          .locator('td')
          .filter({ hasText: /^Avery Admin$/ })
          .allInnerTexts(),
      ),
    ])
    .toEqual(['Avery Admin']);
  await dataRows(page).nth(0).getByRole('checkbox').check();
  await dataRows(page).nth(1).getByRole('checkbox').check();
  await expect(page.getByText('2 selected')).toBeVisible();
  await page.getByRole('button', { name: /Change owner$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Change owner' });
  await choose(page, dialog, 'New owner', 'Avery Admin');
  await dialog.getByRole('button', { name: 'Change owner' }).click();
  await expect(page.getByText('2 records now belong to Avery Admin.')).toBeVisible();
  await expect(page.getByText('2 selected')).toBeHidden();
});

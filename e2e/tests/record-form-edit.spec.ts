import { expect, type Page, test } from '@playwright/test';
import { openAccountForm, pickOption } from './record-form-steps.js';

/** Creates an account through the form and answers its id, read from the detail route it lands on. */
async function createAccount(
  page: Page,
  name: string,
  extra?: (page: Page) => Promise<void>,
): Promise<string> {
  await openAccountForm(page);
  await page.getByLabel('Account name').fill(name);
  await extra?.(page);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/commonObjects\/detail\/[^/]+\/DETAIL$/);
  return page.url().split('/detail/')[1]!.split('/')[0]!;
}

test('[S2-B-005][S2-R-002] a person edits an account on the console edit page; it opens with its values and saves', async ({
  page,
}) => {
  const name = `Edit me ${Date.now()}`;
  const id = await createAccount(page, name, (p) => pickOption(p, 'Rating', 'Hot'));
  await page.goto(`/console-menu1-edit/Account/account/001/p01?id=${id}`);
  await expect(page.getByRole('heading', { name: 'Edit Account', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Account name')).toHaveValue(name);
  await expect(page.locator('[data-form-field="rating"]')).toContainText('Hot');
  // EDIT has no Save and New (spec 2 §2).
  await expect(page.getByRole('button', { name: 'Save and New' })).toHaveCount(0);
  await page.getByLabel('Account name').fill(`${name} (edited)`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // Console style goes to the console detail route (S2-R-002).
  await expect(page).toHaveURL(new RegExp(`console-detail/${id}/DETAIL`));
});

test('[S2-B-007] a person clones an account: the copy opens with its values and saves as a new record', async ({
  page,
}) => {
  const name = `Clone source ${Date.now()}`;
  const id = await createAccount(page, name);
  await page.goto(`/home/create/table/Account/account/001?operation=COPY&id=${id}`);
  await expect(page.getByRole('heading', { name: 'Clone Account', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Account name')).toHaveValue(name);
  await expect(page.getByRole('button', { name: 'Save and New' })).toBeVisible();
  await page.getByLabel('Account name').fill(`${name} copy`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/commonObjects\/detail\/[^/]+\/DETAIL$/);
  expect(page.url()).not.toContain(id);
});

test('[S2-E-002][S2-E-013] the same account name again: the orange duplicate warning (c3759) lists the match; Save anyway saves', async ({
  page,
}) => {
  const name = `Duplicate Works ${Date.now()}`;
  await createAccount(page, name);
  await openAccountForm(page);
  await page.getByLabel('Account name').fill(name);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const heading = page.getByRole('heading', { name: 'Possible duplicate records were found.' });
  await expect(heading).toBeVisible();
  await expect(heading).toHaveCSS('background-color', 'rgb(221, 122, 1)');
  await expect(page.getByRole('link', { name })).toBeVisible();
  await page.getByRole('button', { name: 'Save anyway' }).click();
  await expect(page).toHaveURL(/\/commonObjects\/detail\/[^/]+\/DETAIL$/);
});

test('[S2-E-001] an account number another account has: the duplicate-field dialog links to that account', async ({
  page,
}) => {
  const number = `AN-${Date.now()}`;
  const first = `Numbered ${Date.now()}`;
  await createAccount(page, first, (p) => p.getByLabel('Account number').fill(number));
  await openAccountForm(page);
  await page.getByLabel('Account name').fill(`Second ${Date.now()}`);
  await page.getByLabel('Account number').fill(number);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/is already used by/)).toBeVisible();
  await expect(page.getByRole('link', { name: `Open ${first}` })).toBeVisible();
});

test('[S2-E-007] a form that cannot load shows why and closes', async ({ page }) => {
  await openAccountForm(page);
  await page.goto('/home/create/table/Nothing/nothing/zzz');
  await expect(page.locator('.ant-message')).toContainText('No object has objId "nothing"');
  await expect(page).not.toHaveURL(/\/home\/create\/table\/Nothing/);
});

test('[S2-E-005] a record type the object does not offer: c3667 and the form closes', async ({ page }) => {
  await openAccountForm(page);
  await page.goto('/home/create/table/Account/account/001?recordtype=rtNoSuchType');
  await expect(page.locator('.ant-message')).toContainText('This record type is not available to you.');
  await expect(page).not.toHaveURL(/recordtype=rtNoSuchType/);
});

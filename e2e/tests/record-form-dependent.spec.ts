import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/sign-in.js';
import { pickOption, pressNext } from './record-form-steps.js';

async function openCaseForm(page: Page) {
  await signIn(page, { to: '/home/create/table/velacase/velacase/500' });
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Create Case', level: 1 })).toBeVisible();
}

/** Opens a picklist and expects exactly these options, waiting for options that load after a controlling choice. */
async function expectOptions(page: Page, label: string, expected: string[]) {
  await page.getByLabel(label, { exact: true }).click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect
    .poll(() => options.evaluateAll((items) => items.map((item) => item.getAttribute('title') ?? '')))
    .toEqual(expected);
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

test('[S2-B-067][S2-B-068][S2-B-069] case type controls case reason: disabled until chosen, then only the allowed reasons; a new type clears a reason it does not allow', async ({
  page,
}) => {
  await openCaseForm(page);
  const reason = page.locator('[data-form-field="reason"]');
  await expect(reason).toContainText('Select Case type first');
  await expect(page.getByLabel('Case reason', { exact: true })).toBeDisabled();

  await pickOption(page, 'Case type', 'Question');
  await expect(page.getByLabel('Case reason', { exact: true })).toBeEnabled();
  await expectOptions(page, 'Case reason', ['Usage', 'Documentation', 'Billing']);
  await pickOption(page, 'Case reason', 'Billing');
  await expect(reason).toContainText('Billing');

  await pickOption(page, 'Case type', 'Problem');
  await expect(reason).not.toContainText('Billing');
  await expectOptions(page, 'Case reason', ['Installation', 'Performance', 'Breakdown']);
});

test('[S2-B-021][S2-B-022][S2-B-075] address cascade: country → province → city; longitude and latitude stay hidden', async ({
  page,
}) => {
  await signIn(page, { to: '/home/create/table/Account/account/001?recordtype=' });
  await expect(page.getByRole('banner')).toBeVisible();
  await pressNext(page);
  const group = page.getByRole('group', { name: 'Billing address' });
  await expect(group).toBeVisible();
  await expect(group.getByText(/longitude|latitude/i)).toHaveCount(0);
  await expect(page.getByLabel('Province', { exact: true })).toBeDisabled();
  await pickOption(page, 'Country', 'China');
  await expectOptions(page, 'Province', ['Beijing', 'Shanghai', 'Guangdong']);
  await pickOption(page, 'Province', 'Guangdong');
  await expectOptions(page, 'City', ['Guangzhou', 'Shenzhen']);
  await pickOption(page, 'City', 'Shenzhen');
  // A new country empties the province and, in cascade, the city.
  await pickOption(page, 'Country', 'Germany');
  await expect(page.locator('[data-form-field="billingaddress02"]')).not.toContainText('Shenzhen');
  await expect(page.getByLabel('City', { exact: true })).toBeDisabled();
});

test('[S2-B-077][S2-B-078] choosing a contact on a new case copies its e-mail into Web e-mail (lookup-value expression)', async ({
  page,
}) => {
  test.slow();
  await signIn(page);
  await expect(page.getByRole('banner')).toBeVisible();
  const stamp = Date.now();
  const name = `Lookup Person ${stamp}`;
  const email = `lookup.${stamp}@example.test`;
  await page.goto('/home/create/table/Contact/contact/003');
  await page.locator('#vela-record-field-name').fill(name);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/DETAIL$/);

  await openCaseForm(page);
  await page.getByLabel('Contact', { exact: true }).click();
  await page.keyboard.type(name);
  await page.locator('.ant-select-dropdown:visible').getByText(name, { exact: true }).click();
  await expect(page.getByLabel('Web e-mail')).toHaveValue(email);
});

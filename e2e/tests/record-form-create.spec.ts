import { expect, test } from '@playwright/test';
import { openAccountForm, pickOption } from './record-form-steps.js';

test('[S2-B-004][S2-B-010][S2-B-039][S2-V-001][S2-R-001] a person creates an account: picks a record type, sees the required message, saves, lands on the detail', async ({
  page,
}) => {
  await openAccountForm(page);
  await expect(page.getByRole('heading', { name: 'Account information' })).toBeVisible();
  // The owner is the signed-in user on NEW (S2-B-039).
  await expect(page.locator('[data-form-field="ownerid"]')).toContainText(/Avery Admin|005/);

  const name = page.getByLabel('Account name');
  await name.click();
  await page.getByLabel('Phone').click();
  await expect(page.getByText('Please enter Account name.')).toBeVisible();

  const unique = `Harbour Freight ${Date.now()}`;
  await name.fill(unique);
  await expect(page.getByText('Please enter Account name.')).toBeHidden();
  await pickOption(page, 'Rating', 'Warm');
  await page.getByLabel('Phone').fill('+44 20 7946 0000');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/commonObjects\/detail\/001[^/]+\/DETAIL$/);
});

test('[S2-B-062][S2-B-064][S2-B-026][S2-B-027][S2-K-001] a dynamic rule makes a field required; the validation summary lists it and scrolls to it', async ({
  page,
}) => {
  await openAccountForm(page);
  // Hidden until Industry is Other (the demo layout rule).
  await expect(page.getByLabel('Other industry')).toHaveCount(0);
  await page.getByLabel('Account name').fill(`Dynamic ${Date.now()}`);
  await pickOption(page, 'Industry', 'Other');
  const other = page.locator('[data-form-field="industry_other"]');
  await expect(other).toBeVisible();
  await expect(other.locator('.vela-record-form__required')).toBeVisible();

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const summary = page.getByRole('navigation', { name: 'Check these fields' });
  await expect(summary).toBeVisible();
  await expect(summary).toHaveCSS('width', '269px');
  await summary.getByRole('button', { name: 'Other industry' }).click();
  await expect(page.getByLabel('Other industry')).toBeFocused();
  await expect(page.getByText('Please enter Other industry.')).toBeVisible();
  await expect(page).toHaveURL(/\/home\/create\//);
});

test('[S2-B-053][S2-B-054][S2-B-016] Save and New saves, then opens a blank form of the same record type', async ({
  page,
}) => {
  await openAccountForm(page);
  const unique = `Save-and-new ${Date.now()}`;
  await page.getByLabel('Account name').fill(unique);
  await page.getByRole('button', { name: 'Save and New' }).click();
  await expect(page.getByText(`${unique} was saved. Create the next one.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Create Account', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Account name')).toHaveValue('');
  // The hand-off carried the record type: no picker this time.
  await expect(page.getByRole('dialog', { name: /Choose a record type/ })).toHaveCount(0);
});

test('[S2-B-038] changing the record type rebuilds the form with that layout', async ({ page }) => {
  await openAccountForm(page);
  await page.getByLabel('Account name').fill('Kept across record types');
  await expect(page.getByLabel('Partner level')).toHaveCount(0);
  await page.getByLabel('Record type').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('Partner', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Partner information' })).toBeVisible();
  await expect(page.locator('[data-form-field="partner_level"] .vela-record-form__required')).toBeVisible();
  await expect(page.getByLabel('Account name')).toHaveValue('Kept across record types');
});

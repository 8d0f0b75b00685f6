import { expect, type Locator, type Page, test } from '@playwright/test';
import { closeOtherContexts } from '../support/contexts.js';
import { keepScreenshot } from '../support/screenshot.js';
import { expectShell, signIn } from '../support/sign-in.js';

test.afterEach(closeOtherContexts);

/**
 * Setup (issue 18) as an administrator uses it: finds the object manager on the settings home by typing,
 * creates an object with fields of several types (a number, a picklist, a formula), turns on history
 * tracking for one; then, without a restart, a standard user creates a record of it through the form,
 * and the audit trail shows the changes.
 */

async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await select.fill(option);
  await page.locator(`.ant-select-item-option[title="${option}"]:visible`).click();
}

test('[S1-R-164] an administrator finds the object manager by typing, builds an object with a picklist and a formula and tracks a field; a standard user creates a record of it at once; the audit trail shows every change', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const suffix = Math.random().toString(36).slice(2, 7);
  const label = `Shipment ${suffix}`;
  await signIn(page, { to: '/systemSettings' });
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 45_000 });
  await expectShell(page);

  // The settings home: every area grouped; typing filters; arrows and Enter open.
  await expect(page.getByRole('heading', { name: 'Users & access' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Company' })).toBeVisible();
  await keepScreenshot(page, { path: '/work/shots/setup-home.png', fullPage: true });
  const search = page.getByRole('searchbox', { name: 'Find a setup page' });
  await search.fill('object');
  await expect(page.getByRole('heading', { name: 'Company' })).toHaveCount(0);
  await search.press('ArrowDown');
  await expect(page.getByRole('link', { name: 'Object manager' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/systemSettings\/setuppage\/objectManager$/);
  await expect(page.getByRole('link', { name: 'Account', exact: true })).toBeVisible({ timeout: 30_000 });

  // A new custom object: its API name and plural are proposed from the label.
  await page.getByRole('button', { name: 'New object' }).click();
  const dialog = page.getByRole('dialog', { name: 'New object' });
  await dialog.getByLabel('Label', { exact: true }).fill(label);
  await expect(dialog.getByLabel('API name')).toHaveValue(
    `Shipment${suffix[0]?.toUpperCase()}${suffix.slice(1)}`,
  );
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/objectManager\/[^/?]+\?tab=fields$/);
  const objId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');
  await expect(page.getByRole('heading', { name: label, level: 2 })).toBeVisible();

  const drawer = page.getByRole('dialog', { name: 'New field' });
  const newField = async (type: string, fieldLabel: string) => {
    await page.getByRole('button', { name: 'New field' }).click();
    await choose(page, drawer.getByLabel('Type', { exact: true }), type);
    await drawer.getByLabel('Field label', { exact: true }).fill(fieldLabel);
  };
  const saveField = async (fieldLabel: string) => {
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: fieldLabel, exact: true })).toBeVisible();
  };

  await newField('Number', 'Weight');
  await drawer.getByLabel('Decimal places').fill('2');
  await saveField('Weight');

  await newField('Picklist', 'Status');
  await drawer.getByRole('button', { name: 'Add a value' }).click();
  await drawer.getByRole('textbox', { name: 'Label 1' }).fill('New');
  await drawer.getByRole('button', { name: 'Add a value' }).click();
  await drawer.getByRole('textbox', { name: 'Label 2' }).fill('Sent');
  await expect(drawer.getByRole('textbox', { name: 'API value 2' })).toHaveValue('Sent');
  await drawer.getByRole('radio', { name: 'Default New' }).check();
  await drawer.getByRole('button', { name: 'Move up Sent' }).click();
  await expect(drawer.getByRole('textbox', { name: 'Label 1' })).toHaveValue('Sent');
  await saveField('Status');

  // The formula is checked by core's compiler while it is typed.
  await newField('Formula', 'Double weight');
  const formula = drawer.getByLabel('Formula', { exact: true });
  await formula.fill('weight *');
  await expect(drawer.getByText(/^Not valid:/)).toBeVisible();
  await formula.fill('weight * 2');
  await expect(drawer.getByText('The formula is valid. Its result is a number.')).toBeVisible();
  await keepScreenshot(page, { path: '/work/shots/setup-formula.png' });
  await saveField('Double weight');

  // Track history of Status from the field list.
  await page.getByRole('switch', { name: 'Track the history of Status' }).click();
  await expect(page.getByText('1 of 20 fields track their history')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Track the history of Status' })).toBeChecked();
  await keepScreenshot(page, { path: '/work/shots/setup-object-fields.png', fullPage: true });

  await page.getByRole('tab', { name: 'Details' }).click();
  const prefix = (await page.locator('code').first().textContent())?.trim() ?? '';
  expect(prefix).toMatch(/^[a-z0-9]{3}$/);

  // A standard user, signed in elsewhere, creates a record of the new object through the form.
  const other = await browser.newContext();
  const rep = await other.newPage();
  try {
    await signIn(rep, 'sam.sales@vela.local');
    await expect(rep.getByRole('banner')).toBeVisible({ timeout: 45_000 });
    const api = `Shipment${suffix[0]?.toUpperCase()}${suffix.slice(1)}`;
    await rep.goto(`/home/create/table/${api}/${objId}/${prefix}`);
    await expect(rep.getByRole('heading', { name: `Create ${label}` })).toBeVisible({ timeout: 30_000 });
    // The picklist's default value is chosen already.
    await expect(rep.locator('[data-form-field="status"]')).toContainText('New');
    await rep.locator('[data-form-field="name"] input').fill(`First ${label}`);
    await rep.locator('[data-form-field="weight"] input').fill('12.5');
    await rep.locator('[data-form-field="status"] .ant-select').click();
    await rep.locator('.ant-select-dropdown:visible').getByTitle('Sent', { exact: true }).click();
    await keepScreenshot(rep, { path: '/work/shots/setup-user-form.png' });
    await rep.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(rep).toHaveURL(new RegExp(`/commonObjects/detail/${prefix}[^/]+/DETAIL$`), {
      timeout: 30_000,
    });
    await expect(rep.getByText(`First ${label}`).first()).toBeVisible();
  } finally {
    await other.close();
  }

  // The audit trail shows who changed what.
  await page.goto('/systemSettings');
  await page.getByRole('searchbox', { name: 'Find a setup page' }).fill('audit');
  await page.getByRole('link', { name: 'Audit trail' }).click();
  await page.getByRole('searchbox', { name: 'Search changes' }).fill(label);
  await page.getByRole('searchbox', { name: 'Search changes' }).press('Enter');
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  // The table keeps the unfiltered rows on screen until the search's answer replaces them.
  await expect(rows.filter({ hasText: '/metadata/setFieldHistoryTracking' })).toHaveCount(1, {
    timeout: 30_000,
  });
  await expect(rows.filter({ hasText: '/metadata/setFieldHistoryTracking' })).toContainText(
    `${label} › Status`,
  );
  await expect(rows.filter({ hasText: '/metadata/createObject' })).toHaveCount(1);
  await expect(rows.filter({ hasText: '/metadata/addField' })).toHaveCount(3);
  await rows
    .filter({ hasText: '/metadata/setFieldHistoryTracking' })
    .getByRole('button', { name: /expand/i })
    .click();
  await expect(page.getByText('"trackHistory": true')).toBeVisible();
  await keepScreenshot(page, { path: '/work/shots/setup-audit-trail.png', fullPage: true });
});

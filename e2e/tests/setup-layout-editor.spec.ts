import { expect, test } from '@playwright/test';
import { closeOtherContexts } from '../support/contexts.js';
import { keepScreenshot } from '../support/screenshot.js';
import { expectShell, signIn } from '../support/sign-in.js';

test.afterEach(closeOtherContexts);

/**
 * The page layout editor (issue 18) as an administrator uses it: on a new object of their own, adds a
 * section, drags a field into it and saves the layout; a sales rep signed in elsewhere opens the
 * object's form and finds the field in the new section, without a restart.
 */
test('[S2-B-002] an administrator moves a field into a new section in the layout editor; a rep sees the form change at once', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const suffix = Math.random().toString(36).slice(2, 7);
  const label = `Pallet ${suffix}`;
  const api = `Pallet${suffix[0]?.toUpperCase()}${suffix.slice(1)}`;
  await signIn(page);
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 45_000 });
  await expectShell(page);

  // An object of this test's own with one field beside its name.
  await page.goto('/systemSettings/setuppage/objectManager');
  await page.getByRole('button', { name: 'New object' }).click();
  const dialog = page.getByRole('dialog', { name: 'New object' });
  await dialog.getByLabel('Label', { exact: true }).fill(label);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/objectManager\/[^/?]+\?tab=fields$/, { timeout: 30_000 });
  const objId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');
  await page.getByRole('button', { name: 'New field' }).click();
  const drawer = page.getByRole('dialog', { name: 'New field' });
  const type = drawer.getByLabel('Type', { exact: true });
  await type.click();
  await type.fill('Number');
  await page.locator('.ant-select-item-option[title="Number"]:visible').click();
  await drawer.getByLabel('Field label', { exact: true }).fill('Height');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toBeHidden();
  await page.getByRole('tab', { name: 'Details' }).click();
  const prefix = (await page.locator('code').first().textContent())?.trim() ?? '';

  // The layout editor: a new section, Height dragged into it, saved as a new version.
  await page.getByRole('tab', { name: 'Page layouts' }).click();
  await expect(page.getByRole('button', { name: 'Move Height' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Add section' }).click();
  const titles = page.getByRole('textbox', { name: 'Section title' });
  await titles.last().fill('Dimensions');
  const handle = page.getByRole('button', { name: 'Move Height' });
  const target = page.locator('.layout-editor-section').last().getByText('Drop a field here').first();
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('the field or the drop place is not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
  await expect(
    page.locator('.layout-editor-section').last().getByRole('button', { name: 'Move Height' }),
  ).toBeVisible();
  await keepScreenshot(page, { path: '/work/shots/setup-layout-editor.png', fullPage: true });
  await page.getByRole('button', { name: 'Save layout' }).click();
  await expect(page.getByText(/Saved as version 1/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^Version 1, saved by/)).toBeVisible();

  // A rep, signed in elsewhere, opens the form: Height is in the new section.
  const other = await browser.newContext();
  const rep = await other.newPage();
  try {
    await signIn(rep, 'sam.sales@vela.local');
    await expect(rep.getByRole('banner')).toBeVisible({ timeout: 45_000 });
    await rep.goto(`/home/create/table/${api}/${objId}/${prefix}`);
    const section = rep.getByRole('region', { name: 'Dimensions' });
    await expect(section).toBeVisible({ timeout: 30_000 });
    await expect(section.locator('[data-form-field="height"]')).toBeVisible();
    await keepScreenshot(rep, { path: '/work/shots/setup-layout-rep-form.png', fullPage: true });
  } finally {
    await other.close();
  }
});

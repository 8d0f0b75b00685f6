import { expect, test } from '@playwright/test';
import { choose } from '../support/choose-option.js';
import { keepScreenshot } from '../support/screenshot.js';
import { ADMIN_EMAIL } from '../support/sign-in.js';
import { signedInPage } from '../support/signed-in-page.js';

/**
 * Issue 18, custom pages (costomui/pageList): an administrator builds a page of text and the Accounts list,
 * makes it the organisation's default; /defaultCustomPage shows it in the shell, /injectionComponent1 alone
 * in its own tab (S1-R-157: no menu, no top bar). The page is deleted at the end: no other test expects it.
 */
test('[issue 18][S1-R-152][S1-R-157] an administrator builds a custom page, opens it as the default and alone in a window', async ({
  browser,
}) => {
  const admin = await signedInPage(browser, ADMIN_EMAIL);
  await admin.goto('/systemSettings/setuppage/costomui/pageList');
  await admin.getByRole('button', { name: /New custom page$/ }).click();
  const dialog = admin.getByRole('dialog', { name: 'New custom page' });
  await dialog.getByLabel('Name', { exact: true }).fill('Team corner');
  await dialog.getByLabel('Text of paragraph 1').fill('Our biggest accounts, first thing each morning.');
  await dialog.getByRole('button', { name: 'Add a list view' }).click();
  await choose(admin, dialog, 'Object of component 2', 'Accounts');
  await dialog.getByRole('switch', { name: "The organisation's default page" }).click();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  const row = admin.getByRole('row').filter({ hasText: 'Team corner' });
  await expect(row.getByText('Default', { exact: true })).toBeVisible();
  const windowPath = await row.getByRole('link', { name: /Open in a window/ }).getAttribute('href');
  expect(windowPath).toMatch(/^\/injectionComponent1\?page=0cp/);
  await keepScreenshot(admin, { path: test.info().outputPath('custom-pages-setup.png') });

  try {
    await admin.goto('/defaultCustomPage');
    await expect(admin.getByRole('heading', { name: 'Team corner' })).toBeVisible();
    await expect(admin.getByText('Our biggest accounts, first thing each morning.')).toBeVisible();
    await expect(admin.getByRole('button', { name: 'App launcher' })).toBeVisible();
    await expect(
      admin.locator('.vela-custom-page__embedded').getByRole('link', { name: 'Acme Robotics Group' }),
    ).toBeVisible();
    await keepScreenshot(admin, { path: test.info().outputPath('default-custom-page.png') });

    await admin.goto(windowPath ?? '/');
    await expect(admin.getByRole('heading', { name: 'Team corner' })).toBeVisible();
    await expect(
      admin.locator('.vela-custom-page__embedded').getByRole('link', { name: 'Acme Robotics Group' }),
    ).toBeVisible();
    await expect(admin.getByRole('button', { name: 'App launcher' })).toHaveCount(0);
    await keepScreenshot(admin, { path: test.info().outputPath('custom-page-window.png') });
  } finally {
    await admin.goto('/systemSettings/setuppage/costomui/pageList');
    const again = admin.getByRole('row').filter({ hasText: 'Team corner' });
    await again.getByRole('button', { name: 'Delete' }).click();
    await admin.locator('.ant-popover:visible').getByRole('button', { name: 'Delete' }).click();
    await expect(again).toHaveCount(0);
  }
});

import { expect, test } from '@playwright/test';
import { choose } from '../support/choose-option.js';
import { topMenu } from '../support/menus.js';
import { keepScreenshot } from '../support/screenshot.js';
import { ADMIN_EMAIL } from '../support/sign-in.js';
import { signedInPage } from '../support/signed-in-page.js';

/**
 * Issue 18, the app manager: an administrator creates an app for standard users and adds an object tab to
 * its navigation in setup; a standard user opens the app and finds the tab in the menu, without a restart.
 * Tina Lead ends back in Sales, the app the other tests expect her in. Then the administrator deletes the
 * app (after confirming) and it is gone from her launcher.
 */
test('[issue 18] an administrator creates an app, adds an object tab to its menu; a user sees it and opens it', async ({
  browser,
}) => {
  const admin = await signedInPage(browser, ADMIN_EMAIL);
  await admin.goto('/systemSettings/setuppage/appManager');
  await admin.getByRole('button', { name: /New app$/ }).click();
  const dialog = admin.getByRole('dialog', { name: 'New app' });
  await dialog.getByLabel('Name', { exact: true }).fill('Fleet desk');
  // A multiple choice: pick one, then leave the list by clicking elsewhere in the dialog.
  await dialog.getByLabel('Profiles that see it').click();
  await admin.locator('.ant-select-dropdown:visible').getByTitle('Standard user', { exact: true }).click();
  await dialog.getByText('Description', { exact: true }).click();
  await expect(admin.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(admin.getByRole('heading', { name: 'Fleet desk' })).toBeVisible();
  await expect(admin.getByText('This app has no navigation items yet. Add one below.')).toBeVisible();

  const adding = admin.getByRole('group', { name: 'Add a navigation item' });
  await choose(admin, adding, 'What it opens', 'Contacts (Contact)');
  await expect(adding.getByLabel('Label', { exact: true })).toHaveValue('Contacts');
  await adding.getByRole('button', { name: /Add$/ }).click();
  await admin.getByRole('button', { name: 'Save navigation' }).click();
  await expect(admin.getByText('Saved. Users see it on their next page.')).toBeVisible();
  await keepScreenshot(admin, { path: test.info().outputPath('app-manager-navigation.png') });

  const user = await signedInPage(browser, 'tina.lead@vela.local');
  try {
    await user.getByRole('button', { name: 'App launcher' }).click();
    await user.getByRole('dialog', { name: 'Apps' }).getByText('Fleet desk', { exact: true }).click();
    // Sales has a Contacts tab too: the menu is Fleet desk's once Accounts has gone from it.
    await expect(topMenu(user).getByRole('menuitem', { name: 'Accounts' })).toHaveCount(0);
    await expect(async () => {
      await topMenu(user).getByRole('menuitem', { name: 'Contacts' }).click();
      await expect(user).toHaveURL(/\/commonObjects\/views\/table\/Contact\//, { timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
  } finally {
    await user.getByRole('button', { name: 'App launcher' }).click();
    await user.getByRole('dialog', { name: 'Apps' }).getByText('Sales', { exact: true }).click();
    await expect(topMenu(user).getByRole('menuitem', { name: 'Accounts' })).toBeVisible();
  }

  await admin.getByRole('button', { name: /Delete app$/ }).click();
  await admin.getByRole('tooltip').getByRole('button', { name: 'Delete app' }).click();
  await expect(admin).toHaveURL(/\/systemSettings\/setuppage\/appManager$/);
  await user.reload();
  await user.getByRole('button', { name: 'App launcher' }).click();
  const launcher = user.getByRole('dialog', { name: 'Apps' });
  await expect(launcher.getByText('Sales', { exact: true })).toBeVisible();
  await expect(launcher.getByText('Fleet desk', { exact: true })).toHaveCount(0);
  await user.keyboard.press('Escape');
});

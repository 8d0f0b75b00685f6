import { expect, test } from '@playwright/test';
import { topMenu } from '../support/menus.js';
import { keepScreenshot } from '../support/screenshot.js';
import { expectShell, signIn } from '../support/sign-in.js';

test('switching app puts the app in the address: a reload or a bookmark opens that app again', async ({
  page,
}) => {
  await signIn(page);
  await expectShell(page);
  await page.getByRole('button', { name: 'App launcher' }).click();
  await page.getByRole('dialog', { name: 'Apps' }).getByText('Marketing', { exact: true }).click();
  await expect(page).toHaveURL(/\/\?app=[^&]+$/);
  await expect(topMenu(page).getByRole('menuitem', { name: 'Market form' })).toBeVisible();
  const marketing = page.url();

  // A bookmark opened in a browser that last used another app: the address wins.
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.removeItem('vela.currentAppId');
  });
  await page.goto(marketing);
  await expectShell(page);
  await expect(topMenu(page).getByRole('menuitem', { name: 'Market form' })).toBeVisible();
  await keepScreenshot(page, { path: test.info().outputPath('app-in-address.png') });

  // Back to Sales, the app the other tests of this user expect.
  await page.getByRole('button', { name: 'App launcher' }).click();
  await page.getByRole('dialog', { name: 'Apps' }).getByText('Sales', { exact: true }).click();
  await expect(topMenu(page).getByRole('menuitem', { name: 'Accounts' })).toBeVisible();
});

test("the administrator's user menu leads to Setup; the Help item opens the help centre", async ({
  page,
}) => {
  await signIn(page);
  await expectShell(page);
  await page.getByRole('button', { name: /^User menu for / }).click();
  await page.getByRole('menuitem', { name: 'Setup' }).click();
  await expect(page).toHaveURL(/\/systemSettings$/);
  await page.getByRole('link', { name: 'Users', exact: true }).click();
  await expect(page).toHaveURL(/\/systemSettings\/setuppage\/Administration\?tab=users$/);
  await expect(page.getByRole('tab', { name: 'Users' })).toBeVisible();

  await page.goto('/help');
  await expect(page.getByRole('heading', { name: 'Help centre' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Keyboard shortcuts' })).toContainText('Esc');
  await keepScreenshot(page, { path: test.info().outputPath('help-centre.png') });
});

test('a user who is not an administrator sees a plain "no access" page at Setup', async ({ page }) => {
  await signIn(page, 'sam.sales@vela.local', { to: '/systemSettings/setuppage/Administration' });
  await expectShell(page);
  await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('tab')).toHaveCount(0);
  await keepScreenshot(page, { path: test.info().outputPath('setup-no-access.png') });
});

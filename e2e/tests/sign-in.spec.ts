import { expect, test } from '@playwright/test';
import { keepScreenshot } from '../support/screenshot.js';
import {
  ADMIN_EMAIL,
  DEMO_PASSWORD,
  expectShell,
  signInThroughLoginPage as signIn,
} from '../support/sign-in.js';

test.describe('signing in', () => {
  test('signs in with the demo account and shows the shell', async ({ page }) => {
    await signIn(page);
    await expectShell(page);
    await keepScreenshot(page, { path: 'test-results/shell-after-sign-in.png' });
  });

  test('stays signed in across a reload', async ({ page }) => {
    await signIn(page);
    await expectShell(page);
    await page.reload();
    await expectShell(page);
  });

  test('signs out from the user menu and returns to the login page', async ({ page }) => {
    await signIn(page);
    await expectShell(page);
    await page.getByRole('button', { name: /Avery Admin|user menu/i }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login/);
  });

  test('a wrong password shows an error and opens no session', async ({ page }) => {
    await signIn(page, ADMIN_EMAIL, 'not-the-password-1');
    await expect(page.getByRole('alert')).toContainText('not correct');
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('vela.accessToken'))).toBeNull();
  });

  test('after 5 failed attempts the 6th is refused even with the right password', async ({ page }) => {
    const email = 'sam.sales@vela.local';
    for (let attempt = 1; attempt <= 5; attempt++) {
      await signIn(page, email, `wrong-password-${attempt}`);
      await expect(page.getByRole('alert')).toBeVisible();
    }
    await signIn(page, email, DEMO_PASSWORD);
    await expect(page.getByRole('alert')).toContainText(/locked/i);
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('vela.accessToken'))).toBeNull();
  });
});

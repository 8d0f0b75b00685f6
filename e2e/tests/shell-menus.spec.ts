import { expect, type Page, test } from '@playwright/test';
import { callApi } from '../support/call-api.js';
import { topMenu } from '../support/menus.js';
import { keepScreenshot } from '../support/screenshot.js';
import { expectShell, signIn } from '../support/sign-in.js';

/** Saves the signed-in user's own setup through the shell call, as the profile screen would. */
async function saveTabStyle(page: Page, tabStyle: '0' | '1'): Promise<string> {
  return (await callApi<{ tabStyle: string }>(page, 'user/saveUserSetup', { tabStyle })).tabStyle;
}

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'App menu (side)' });

// These change the demo users' own setup for the length of a test and put it back; no other spec signs in
// as maria.manager or pat.partner.
test.describe('menus', () => {
  test('[S1-B-056] tabStyle 1 gives a staff user the vertical menu instead of the top menu; its items open their pages', async ({
    page,
  }) => {
    await signIn(page, 'maria.manager@vela.local');
    await expectShell(page);
    await expect(topMenu(page)).toBeVisible();
    await expect(sideMenu(page)).toHaveCount(0);
    try {
      expect(await saveTabStyle(page, '1')).toBe('1');
      await page.reload();
      await expect(sideMenu(page)).toBeVisible();
      await expect(topMenu(page)).toHaveCount(0);
      await expect(sideMenu(page).getByRole('menuitem', { name: 'Reports' })).toBeVisible();
      await sideMenu(page).getByRole('menuitem', { name: 'Reports' }).click();
      await expect(page).toHaveURL(/\/reportObject\/reportList$/);
      await expect(sideMenu(page).getByRole('menuitem', { name: 'Reports' })).toHaveClass(/selected/);
      // A group opens in place and shows its items.
      await sideMenu(page).getByRole('menuitem', { name: 'More' }).click();
      await sideMenu(page).getByRole('menuitem', { name: 'Knowledge' }).click();
      await expect(page).toHaveURL(/\/Knowledgearticles\//);
      await expect(page.getByRole('heading', { name: 'Knowledge articles' })).toBeVisible();
      await page.setViewportSize({ width: 1280, height: 800 });
      await keepScreenshot(page, { path: test.info().outputPath('shell-vertical-menu-1280.png') });
      await page.setViewportSize({ width: 1920, height: 1000 });
      await keepScreenshot(page, { path: test.info().outputPath('shell-vertical-menu-1920.png') });
    } finally {
      await saveTabStyle(page, '0');
    }
  });

  test('[S1-B-056] a partner user never gets the vertical menu, even with tabStyle 1 stored', async ({
    page,
  }) => {
    await signIn(page, 'pat.partner@vela.local');
    await expectShell(page);
    try {
      // The server keeps the partner's choice but answers '0': partners never see the vertical menu.
      expect(await saveTabStyle(page, '1')).toBe('0');
      await page.reload();
      await expect(topMenu(page)).toBeVisible();
      await expect(sideMenu(page)).toHaveCount(0);
      await keepScreenshot(page, { path: test.info().outputPath('shell-partner-menu.png') });
    } finally {
      await saveTabStyle(page, '0');
    }
  });
});

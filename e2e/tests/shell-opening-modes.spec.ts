import { expect, test } from '@playwright/test';
import { openFromMore } from '../support/menus.js';
import { keepScreenshot } from '../support/screenshot.js';
import { expectShell, signIn } from '../support/sign-in.js';

test.describe('opening modes on real screens', () => {
  // Wide enough for the whole Sales menu, "More" included, to sit in the top bar.
  test.use({ viewport: { width: 2400, height: 1000 } });

  test('[S1-B-048][S1-B-049] a menu item set to open in a dialog shows the Contacts list over the page: 80% wide, 10vh from the top, titled with the object name, not closed by a click outside', async ({
    page,
  }) => {
    await signIn(page);
    await expectShell(page);
    const before = page.url();
    const dialog = page.getByRole('dialog', { name: 'Contact', exact: true });
    await openFromMore(page, 'Contact quick look', () => expect(dialog).toBeVisible({ timeout: 5_000 }));
    // The real list view runs inside: its own search box and rows of contacts.
    await expect(dialog.getByRole('button', { name: 'New' }).first()).toBeVisible();
    await expect(dialog.locator('tbody tr.vela-list__row').first()).toBeVisible();
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
    // The page behind is where it was.
    expect(page.url()).toBe(before);

    const viewport = page.viewportSize();
    const box = await page.locator('.vela-page-dialog').boundingBox();
    if (!viewport || !box) throw new Error('the dialog has no box');
    expect(Math.abs(box.width - viewport.width * 0.8)).toBeLessThan(2);
    expect(Math.abs(box.y - viewport.height * 0.1)).toBeLessThan(2);
    await keepScreenshot(page, { path: test.info().outputPath('shell-opening-dialog.png') });

    // A click outside leaves it open; its own close button closes it.
    await page.mouse.click(5, viewport.height - 5);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    expect(page.url()).toBe(before);
  });

  test('[S1-B-048] a menu item set to open in a new browser tab opens the Leads list there and leaves this page as it was', async ({
    page,
    context,
  }) => {
    await signIn(page);
    await expectShell(page);
    const before = page.url();
    const opened = context.waitForEvent('page');
    await openFromMore(page, 'Leads in a new tab');
    const tab = await opened;
    await expect(tab).toHaveURL(/\/commonObjects\/views\/table\/Lead\/lead\/004$/);
    await expect(tab.getByRole('button', { name: 'New' }).first()).toBeVisible();
    await expect(tab.locator('tbody tr.vela-list__row').first()).toBeVisible();
    expect(page.url()).toBe(before);
    await keepScreenshot(tab, { path: test.info().outputPath('shell-opening-new-tab.png') });
    // The opener keeps a handle and can close it by its page id (unit-tested in open-page.test.tsx); here
    // the person closes it.
    await tab.close();
    await expect(page.getByRole('banner')).toBeVisible();
  });
});

import { expect, test } from '@playwright/test';
import { openFromMore } from '../support/menus.js';
import { keepScreenshot } from '../support/screenshot.js';
import { expectShell, signIn } from '../support/sign-in.js';

test.describe('custom lightning pages', () => {
  // Wide enough for the whole Sales menu, "More" included, to sit in the top bar.
  test.use({ viewport: { width: 2400, height: 1200 } });

  test('[S1-B-046][S1-B-047] the Sales desk page, stored on the server, shows its text and two live lists; the hash marker picks the route', async ({
    page,
  }) => {
    await signIn(page);
    await expectShell(page);

    await openFromMore(page, 'Sales desk');
    await expect(page).toHaveURL(/\/custome\/customePage\?page=0cp[\w-]+$/);
    const main = page.getByRole('main', { name: 'Sales desk' });
    await expect(main.getByRole('heading', { name: 'This week' })).toBeVisible();
    await expect(main.getByText(/^Call every account that has not heard from us/)).toBeVisible();
    // The real list views, each with its own rows.
    const lists = main.locator('.vela-custom-page__embedded');
    await expect(lists).toHaveCount(2);
    await expect(lists.nth(0).getByRole('heading', { name: 'Accounts' })).toBeVisible();
    await expect(lists.nth(1).getByRole('heading', { name: 'Opportunities' })).toBeVisible();
    await expect(lists.nth(0).locator('tbody tr.vela-list__row').first()).toBeVisible();
    await expect(lists.nth(1).locator('tbody tr.vela-list__row').first()).toBeVisible();
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
    // Away from the menu, so that its group closes before the picture.
    await main.getByRole('heading', { name: 'This week' }).hover();
    await expect(page.getByRole('menuitem', { name: 'Contact quick look' })).toBeHidden();
    await keepScreenshot(page, { path: test.info().outputPath('shell-custom-page.png'), fullPage: true });

    // The same page behind a menu item whose page id carries the hash marker.
    await openFromMore(page, 'Sales desk (embedded)', () =>
      expect(page).toHaveURL(/\/injectionComponent\?page=0cp[\w-]+&button=Home$/, { timeout: 5_000 }),
    );
    await expect(page.getByRole('main', { name: 'Sales desk' })).toBeVisible();

    // A page that is not there says so.
    await page.goto('/custome/customePage?page=0cpmissing');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

import { expect, type Page, test } from '@playwright/test';
import { keepScreenshot } from '../support/screenshot.js';
import { signIn } from '../support/sign-in.js';

/** Saves the signed-in user's own setup through the shell call, as the profile screen would. */
async function saveTabStyle(page: Page, tabStyle: '0' | '1'): Promise<void> {
  await page.evaluate(async (value) => {
    const accessToken = localStorage.getItem('vela.accessToken') ?? '';
    await fetch('/api/user/saveUserSetup', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accessToken },
      body: JSON.stringify({
        head: { appType: 'lightning-main', appVersion: '1.1.1', accessToken },
        body: { tabStyle: value },
      }),
    });
  }, tabStyle);
}

const nameCells = (page: Page) => page.locator('.vela-list__table tbody tr.vela-list__row .vela-list__name');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search this list' });

/** Searches the list, sorts by name going down, and opens the first record shown. */
async function workTheListThenLeave(page: Page, keyword: string): Promise<string[]> {
  await searchBox(page).fill(keyword);
  await searchBox(page).press('Enter');
  await expect
    .poll(async () => (await nameCells(page).allInnerTexts()).every((name) => name.includes(keyword)))
    .toBe(true);
  await page.locator('.vela-list__table thead th').filter({ hasText: 'Account name' }).click();
  await expect
    .poll(async () => {
      const names = await nameCells(page).allInnerTexts();
      return names.length > 1 && names[0] !== [...names].sort()[0];
    })
    .toBe(true);
  const shown = await nameCells(page).allInnerTexts();
  await nameCells(page).first().click();
  await expect(page).toHaveURL(/\/commonObjects\/detail\//);
  await expect(page.locator('#vela-detail-record-name')).toHaveText(shown[0] ?? '');
  return shown;
}

// rob.rep is signed in by no other spec: his own setup changes here and is put back.
test('[S1-B-006] with the vertical menu set, the list comes back as the person left it; without a navigation style it opens fresh', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'rob.rep@vela.local');
  // Signing in hashes a password: slow on a busy machine, so wait longer than the default.
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 30_000 });
  try {
    // No navigation style: back on the list, the search and sort are gone.
    const topMenu = page.getByRole('navigation', { name: 'App menu', exact: true });
    await topMenu.getByRole('menuitem', { name: 'Accounts' }).click();
    await expect(nameCells(page).first()).toBeVisible();
    const keyword = (await nameCells(page).first().innerText()).split(' ')[0] ?? '';
    await workTheListThenLeave(page, keyword);
    await topMenu.getByRole('menuitem', { name: 'Accounts' }).click();
    await expect(nameCells(page).first()).toBeVisible();
    await expect(searchBox(page)).toHaveValue('');

    // The vertical menu (tabStyle 1) is a navigation style: the list keeps its state.
    await saveTabStyle(page, '1');
    await page.reload();
    const sideMenu = page.getByRole('navigation', { name: 'App menu (side)' });
    await sideMenu.getByRole('menuitem', { name: 'Accounts' }).click();
    await expect(nameCells(page).first()).toBeVisible();
    const shown = await workTheListThenLeave(page, keyword);
    await sideMenu.getByRole('menuitem', { name: 'Accounts' }).click();
    await expect(searchBox(page)).toHaveValue(keyword);
    await expect.poll(() => nameCells(page).allInnerTexts()).toEqual(shown);
    await expect(
      page.locator('.vela-list__table thead th').filter({ hasText: 'Account name' }),
    ).toHaveAttribute('aria-sort', 'descending');
    await keepScreenshot(page, { path: test.info().outputPath('list-kept-state-vertical-menu.png') });

    // The browser's Back button brings the same list back too.
    await nameCells(page).first().click();
    await expect(page).toHaveURL(/\/commonObjects\/detail\//);
    await page.goBack();
    await expect(searchBox(page)).toHaveValue(keyword);
    await expect.poll(() => nameCells(page).allInnerTexts()).toEqual(shown);
  } finally {
    await saveTabStyle(page, '0');
  }
});

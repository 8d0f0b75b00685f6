import { expect, test } from '@playwright/test';
import { keepScreenshot } from '../support/screenshot.js';
import { expectShell, signIn } from '../support/sign-in.js';

/** Global search and tags (issue 7) on the demo org, as a person uses them. */

test('[S1-R-150] a person searches from the top bar with a typo, reads the grouped results and opens a record', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page);
  // The first sign-in after the server starts may take a while on a busy machine.
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 45_000 });
  await expectShell(page);
  const box = page.getByRole('search').getByRole('combobox', { name: 'Search' });
  await page.keyboard.press('/');
  await expect(box).toBeFocused();
  await box.fill('acme robotcs');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/globalsearch\/all\/acme%20robotcs$/);
  await expect(page.getByRole('heading', { name: 'Results for “acme robotcs”' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(/^Also searched for: .*robotics/)).toBeVisible();
  const accounts = page.getByRole('list', { name: 'Accounts' });
  await expect(accounts.getByRole('link', { name: 'Acme Robotics Group' })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await keepScreenshot(page, { path: testInfo.outputPath('global-search-1280.png'), fullPage: true });
  await accounts.getByRole('link', { name: 'Acme Robotics Group' }).click();
  await expect(page).toHaveURL(/\/commonObjects\/detail\/001[^/]+\/DETAIL$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Robotics Group' })).toBeVisible();
});

test('[S1-R-150] nothing found says what to try', async ({ page }) => {
  await signIn(page, { to: '/globalsearch/all/qqqxqqq' });
  // The first sign-in after the server starts may take a while on a busy machine.
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 45_000 });
  await expectShell(page);
  await expect(page.getByText('Nothing found for “qqqxqqq”')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/Check the spelling/)).toBeVisible();
});

test('[S1-R-008] a person tags a record from its page, lists the records of the tag, and takes the tag off', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page, { to: '/globalsearch/all/acme%20robotics' });
  // The first sign-in after the server starts may take a while on a busy machine.
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 45_000 });
  await expectShell(page);
  await page
    .getByRole('list', { name: 'Accounts' })
    .getByRole('link', { name: 'Acme Robotics Group' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Robotics Group' })).toBeVisible();
  const tags = page.getByRole('group', { name: 'Tags' });
  await tags.getByRole('button', { name: 'Add tag' }).click();
  const name = tags.getByRole('combobox', { name: 'Tag name' });
  await name.fill('Trade fair 2026');
  await name.press('Enter');
  await expect(tags.getByRole('link', { name: 'Trade fair 2026' })).toBeVisible();
  await keepScreenshot(page, { path: testInfo.outputPath('record-tags-1600.png') });

  await tags.getByRole('link', { name: 'Trade fair 2026' }).click();
  await expect(page).toHaveURL(/\/commonObjects\/tagList\?tagId=/);
  await expect(page.getByText('Records tagged “Trade fair 2026”')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Acme Robotics Group' })).toBeVisible();
  await keepScreenshot(page, { path: testInfo.outputPath('tag-list-1600.png'), fullPage: true });

  await page.getByRole('link', { name: 'Acme Robotics Group' }).click();
  await page
    .getByRole('group', { name: 'Tags' })
    .getByRole('button', { name: 'Remove tag Trade fair 2026' })
    .click();
  await expect(page.getByRole('group', { name: 'Tags' }).getByText('No tags')).toBeVisible();
  // The tag stays in the organisation's list; no record the person may open carries it now.
  await page.goto('/commonObjects/tagList');
  await page.getByRole('menuitem', { name: 'Trade fair 2026' }).click();
  await expect(page.getByText('No record you may open carries this tag.')).toBeVisible();
});

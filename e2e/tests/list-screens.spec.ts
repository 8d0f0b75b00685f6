import { expect, type Page, test } from '@playwright/test';
import { keepScreenshot } from '../support/screenshot.js';
import { signIn } from '../support/sign-in.js';

/** Opens Accounts from the top menu and answers the object's path parts from the address. */
async function accountsObject(page: Page): Promise<{ objId: string; prefix: string }> {
  await page
    .getByRole('navigation', { name: 'App menu' })
    .getByRole('menuitem', { name: 'Accounts' })
    .click();
  await expect(page).toHaveURL(/\/commonObjects\/views\/table\/Account\//);
  const [, objId = '', prefix = ''] =
    /\/views\/table\/Account\/([^/]+)\/([^/?]+)/.exec(new URL(page.url()).pathname) ?? [];
  return { objId, prefix };
}

const recordName = (page: Page) => page.locator('#vela-detail-record-name');

// Each opens a list and several record pages: more than the default minute on a busy machine.
test.describe.configure({ timeout: 120_000 });

test('[S1-R-004][S1-B-041] split screen: the list on the left, the chosen record on the right, arrow keys move the choice', async ({
  page,
}) => {
  await signIn(page);
  // Signing in hashes a password: slow on a busy machine, so wait longer than the default.
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 30_000 });
  const { objId, prefix } = await accountsObject(page);
  await page.goto(`/commonObjects/multi-screen/Account/${objId}/${prefix}`);
  await expect(page).toHaveTitle(/^Split view \| /);

  const list = page.getByRole('listbox', { name: 'Accounts: the list' });
  const options = list.getByRole('option');
  await expect(options.first()).toBeVisible({ timeout: 30_000 });
  const record = page.getByRole('region', { name: 'Record' });
  await expect(record.getByText('Choose a record on the left to read it here.')).toBeVisible();

  // A click chooses a record: its page opens on the right, the list stays.
  const firstName = (await options.nth(0).locator('.vela-list__name').innerText()).trim();
  const secondName = (await options.nth(1).locator('.vela-list__name').innerText()).trim();
  const thirdName = (await options.nth(2).locator('.vela-list__name').innerText()).trim();
  await options.nth(0).click();
  await expect(recordName(page)).toHaveText(firstName);
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/[?&]dataId=001/);

  // Down, down, up: the choice moves and the record follows.
  await page.keyboard.press('ArrowDown');
  await expect(recordName(page)).toHaveText(secondName);
  await expect(list.getByRole('option', { selected: true })).toContainText(secondName);
  await page.keyboard.press('ArrowDown');
  await expect(recordName(page)).toHaveText(thirdName);
  await page.keyboard.press('ArrowUp');
  await expect(recordName(page)).toHaveText(secondName);
  // The keys work because the list holds the focus.
  expect(await list.evaluate((element) => element.contains(document.activeElement))).toBe(true);

  // The pair is in the address: a reload shows the same record chosen.
  await page.reload();
  await expect(recordName(page)).toHaveText(secondName, { timeout: 20_000 });
  await expect(list.getByRole('option', { selected: true })).toContainText(secondName);

  // A keyword narrows the list.
  await page.getByRole('searchbox', { name: 'Search this list' }).fill(firstName);
  await page.getByRole('searchbox', { name: 'Search this list' }).press('Enter');
  await expect(options.first().locator('.vela-list__name')).toHaveText(firstName);

  await keepScreenshot(page, { path: test.info().outputPath('split-screen-1600.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await keepScreenshot(page, { path: test.info().outputPath('split-screen-1280.png') });

  // "Table" goes to the table view of the same object.
  await page.getByRole('button', { name: 'Table' }).click();
  await expect(page).toHaveURL(/\/commonObjects\/views\/table\/Account\//);
});

test('[S1-R-007] floating list: a compact list floats over the page, opens the chosen record underneath, moves and hides', async ({
  page,
}) => {
  await signIn(page);
  // Signing in hashes a password: slow on a busy machine, so wait longer than the default.
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 30_000 });
  const { prefix } = await accountsObject(page);
  await page.goto(`/commonObjects/suspension-list/${prefix}/default`);
  await expect(page).toHaveTitle(/^Floating list \| /);

  const panel = page.getByRole('complementary', { name: 'Floating list of Accounts' });
  await expect(panel).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Choose a record in the floating list to open it here.')).toBeVisible();
  const options = panel.getByRole('option');
  await expect(options.first()).toBeVisible({ timeout: 30_000 });
  const firstName = (await options.nth(0).locator('.vela-list__name').innerText()).trim();
  const secondName = (await options.nth(1).locator('.vela-list__name').innerText()).trim();

  // The panel floats on the right, over the page.
  const right = await panel.boundingBox();
  expect(right && right.x > 1000).toBe(true);
  await options.nth(0).click();
  await expect(recordName(page)).toHaveText(firstName);
  await page.keyboard.press('ArrowDown');
  await expect(recordName(page)).toHaveText(secondName);
  await keepScreenshot(page, { path: test.info().outputPath('floating-list-right.png') });

  // Move it to the left, then hide it to a button and bring it back.
  await panel.getByRole('button', { name: 'Move the list to the left' }).click();
  await expect(panel).toHaveClass(/vela-floating__panel--left/);
  expect((await panel.boundingBox())?.x ?? 9999).toBeLessThan(100);
  await keepScreenshot(page, { path: test.info().outputPath('floating-list-left.png') });
  await panel.getByRole('button', { name: 'Hide the list' }).click();
  await expect(panel).toHaveCount(0);
  await expect(recordName(page)).toHaveText(secondName);
  await page.getByRole('button', { name: 'Accounts list' }).click();
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('option', { selected: true })).toContainText(secondName);
});

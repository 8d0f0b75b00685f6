import { expect, type Page, test } from '@playwright/test';
import { clearConsoleTabs } from '../support/call-api.js';
import { clickUntilHidden } from '../support/click-until-hidden.js';
import { keepScreenshot } from '../support/screenshot.js';
import { expectShell, signIn } from '../support/sign-in.js';

/** The console app of the demo org (navigation style 'console'). */
async function openServiceConsole(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'App launcher' }).click();
  await page.getByRole('dialog', { name: 'Apps' }).getByText('Service Console', { exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Workspace tabs' })).toBeVisible();
}

const workspaceTabs = (page: Page) =>
  page.getByRole('navigation', { name: 'Workspace tabs' }).getByRole('tab');
/** The × beside a workspace tab (antd draws it next to the tab element, inside the tab's chip). */
const closeButtonOf = (page: Page, title: string) =>
  page
    .getByRole('navigation', { name: 'Workspace tabs' })
    .locator('.ant-tabs-tab', { hasText: title })
    .getByRole('button', { name: 'remove' });
const menu = (page: Page) => page.getByRole('navigation', { name: 'App menu' });

/**
 * Picks an action from the tab menu until the tabs read `expected`. In runs beside another worker the menu
 * sometimes closed without acting (the item enabled, the click landing; not yet explained, see the closing
 * note of 28 Nov); a person chooses the action again, and so does this. An action that can no longer be
 * chosen (a forgotten closed tab, a tab already fixed) makes it fail.
 */
async function chooseTabActionUntil(page: Page, action: string, expected: string[]): Promise<void> {
  await expect(async () => {
    const tabs = await workspaceTabs(page).allTextContents();
    if (tabs.join('|') !== expected.join('|')) await chooseTabAction(page, action);
    await expect(workspaceTabs(page)).toHaveText(expected, { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}

/** Picks an action from the menu of the tab in front; the menu closes once it has acted. */
async function chooseTabAction(page: Page, action: string): Promise<void> {
  await page.getByRole('button', { name: 'Actions for this tab' }).click();
  const item = page.getByRole('menuitem', { name: action });
  await clickUntilHidden(item, item);
}

test.describe('console workspace tabs', () => {
  test('[S1-B-067][S1-B-072][S1-B-073][S1-B-070][S1-B-069][S1-B-077][S1-B-076][S1-C-023][S1-R-048] opens, switches, closes, reopens and fixes tabs; a reload restores them', async ({
    page,
  }) => {
    await signIn(page);
    await expectShell(page);
    await clearConsoleTabs(page);
    await openServiceConsole(page);

    // Add: each menu item opens a workspace tab, and every add saves the open tabs with appid and opentab.
    const saved = page.waitForRequest((request) => request.url().endsWith('/api/consoleSaveTab'));
    await menu(page).getByRole('menuitem', { name: 'Knowledge' }).click();
    const body = (await saved).postDataJSON() as { body: { appid: string; opentab: string } };
    expect(body.body.appid).toBeTruthy();
    expect(JSON.parse(body.body.opentab).tabs.map((tab: { title: string }) => tab.title)).toEqual([
      'Knowledge',
    ]);
    await expect(page).toHaveURL(/\/Knowledgearticles\//);
    await menu(page).getByRole('menuitem', { name: 'Dispatching units' }).click();
    await expect(page).toHaveURL(/\/dispatchingUnits$/);
    await expect(page.getByRole('heading', { name: 'Dispatching units' })).toBeVisible();
    // A console route reached by its address opens as a tab too, titled by its route.
    await page.goto('/console-commonObjects/suspension-list/s-42/list');
    await expect(workspaceTabs(page)).toHaveText(['Knowledge', 'Dispatching units', 'Floating list']);
    await expect(page).toHaveTitle(/^Floating list \| /);

    // Adding a tab that is open only focuses it.
    await menu(page).getByRole('menuitem', { name: 'Knowledge' }).click();
    await expect(workspaceTabs(page)).toHaveCount(3);
    await expect(workspaceTabs(page).filter({ hasText: 'Knowledge' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page).toHaveURL(/\/Knowledgearticles\//);

    // Switching tabs changes the page and the address.
    await workspaceTabs(page).filter({ hasText: 'Dispatching units' }).click();
    await expect(page).toHaveURL(/\/dispatchingUnits$/);
    await expect(page.getByRole('heading', { name: 'Dispatching units' })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await keepScreenshot(page, { path: test.info().outputPath('shell-console-1280.png') });
    await page.setViewportSize({ width: 1920, height: 1000 });
    await keepScreenshot(page, { path: test.info().outputPath('shell-console-1920.png') });

    // Delete: the tab's close button; the right-hand neighbour comes to the front.
    await closeButtonOf(page, 'Dispatching units').click();
    await expect(workspaceTabs(page)).toHaveText(['Knowledge', 'Floating list']);
    await expect(page).toHaveURL(/\/console-commonObjects\/suspension-list\/s-42\/list$/);

    // Reopen, from the tab's menu.
    await chooseTabActionUntil(page, 'Reopen closed tab', [
      'Knowledge',
      'Dispatching units',
      'Floating list',
    ]);
    await expect(page).toHaveURL(/\/dispatchingUnits$/);

    // Fix: a fixed tab moves to the front, loses its close button, and offers cancel-fixed.
    await workspaceTabs(page).filter({ hasText: 'Floating list' }).click();
    // The tab's actions act on the tab in front: a person opens them once it has come forward.
    await expect(workspaceTabs(page).filter({ hasText: 'Floating list' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await chooseTabActionUntil(page, 'Fix tab', ['Floating list', 'Knowledge', 'Dispatching units']);
    await expect(closeButtonOf(page, 'Floating list')).toHaveCount(0);
    await expect(closeButtonOf(page, 'Knowledge')).toHaveCount(1);
    await page.getByRole('button', { name: 'Actions for this tab' }).click();
    await expect(page.getByRole('menuitem', { name: 'Cancel fixed' })).toBeVisible();
    await page.keyboard.press('Escape');

    // Reload: the same tabs come back from the server (consoleGetTab), the page in the address in front.
    await workspaceTabs(page).filter({ hasText: 'Knowledge' }).click();
    await expect(page).toHaveURL(/\/Knowledgearticles\//);
    await page.reload();
    await expect(workspaceTabs(page)).toHaveText(['Floating list', 'Knowledge', 'Dispatching units']);
    await expect(workspaceTabs(page).filter({ hasText: 'Knowledge' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    // Coming back to the app's home restores the tab in front after a fresh start.
    await page.goto('/');
    await expect(workspaceTabs(page)).toHaveCount(3);
  });
});

import { expect, type Locator, type Page, test } from '@playwright/test';
import { keepScreenshot } from '../support/screenshot.js';
import { expectShell, signIn } from '../support/sign-in.js';

/** Dashboards (issue 19) on the demo org, as a person builds one from saved reports and works with it. */

/** Picks an option of an antd select by typing it, then takes the option shown. */
async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await select.fill(option);
  await page.locator(`.ant-select-item-option[title^="${option}"]:visible`).first().click();
  await expect(select).not.toHaveAttribute('aria-expanded', 'true');
}

async function addComponent(page: Page, report: string, kind: string) {
  await page.getByRole('button', { name: 'Add component' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add component' });
  await choose(page, dialog.getByRole('combobox', { name: 'Report' }), report);
  await dialog.getByText(kind, { exact: true }).click();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
}

const tile = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

test('[S1-R-082] [S1-R-083] a person builds a dashboard from two reports, drags a component beside the other, finds it there after a reload, subscribes to it and sends it now, and opens the records of a chart segment', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const name = `Team board ${Math.random().toString(36).slice(2, 7)}`;
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1400, height: 1000 });
  await signIn(page, { to: '/dashboardObject/dashBoardList' });
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 45_000 });
  await expectShell(page);

  // The demo's shared dashboard sits in its folder.
  const sales = page.getByRole('region', { name: 'Sales' });
  await expect(sales.getByRole('link', { name: 'Sales overview' })).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'New dashboard' }).click();
  const settings = page.getByRole('dialog', { name: 'New dashboard' });
  await settings.getByRole('textbox', { name: 'Dashboard name' }).fill(name);
  await settings.getByRole('textbox', { name: 'Folder' }).fill('Journeys');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible({ timeout: 30_000 });

  await addComponent(page, 'Opportunities by stage', 'Table');
  await addComponent(page, 'Accounts by industry', 'Chart');
  const stages = tile(page, 'Opportunities by stage');
  const industries = tile(page, 'Accounts by industry');
  await expect(stages.getByRole('cell', { name: 'Prospecting' })).toBeVisible({ timeout: 30_000 });
  await expect(industries.locator('[data-chart-type="pie"][data-painted="true"] canvas')).toBeVisible();

  // The chart was placed below the table; dragged by its handle to the right of it, it stays there.
  const before = await industries.boundingBox();
  const table = await stages.boundingBox();
  expect(before && table && before.y > table.y + table.height - 1).toBe(true);
  const handle = industries.locator('.vela-dashboard__handle');
  const grip = await handle.boundingBox();
  if (!grip || !table) throw new Error('the tiles have no boxes');
  const saved = page.waitForResponse((response) => response.url().endsWith('/dashboard/saveLayout'));
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
  await page.mouse.down();
  await page.mouse.move(grip.x + table.width / 2, grip.y - 40, { steps: 8 });
  await page.mouse.move(grip.x + table.width + 20, table.y + 10, { steps: 8 });
  await page.mouse.up();
  expect((await saved).ok()).toBe(true);
  const beside = async () => {
    const [chart, left] = [await industries.boundingBox(), await stages.boundingBox()];
    return Boolean(chart && left && chart.x >= left.x + left.width && Math.abs(chart.y - left.y) < 8);
  };
  await expect.poll(beside).toBe(true);

  await page.reload();
  await expect(industries.locator('[data-chart-type="pie"][data-painted="true"] canvas')).toBeVisible({
    timeout: 30_000,
  });
  await expect.poll(beside).toBe(true);
  await keepScreenshot(page, { path: testInfo.outputPath('dashboard.png'), fullPage: true });

  // Subscribed, the dashboard is e-mailed on its schedule; "Send now" sends it at once through the mail sender.
  await page.getByRole('button', { name: /^(mail )?Subscribe$/ }).click();
  const subscribe = page.getByRole('dialog', { name: `Subscribe to dashboard “${name}”` });
  const subscribed = page.waitForResponse((response) =>
    response.url().endsWith('/dashboard/saveSubscription'),
  );
  await subscribe.getByRole('button', { name: /^(mail )?Subscribe$/ }).click();
  expect((await (await subscribed).json()).result).toBe(true);
  const sendNow = subscribe.getByRole('button', { name: /^Send now: / });
  await expect(sendNow).toHaveCount(1, { timeout: 30_000 });
  const sent = page.waitForResponse((response) => response.url().endsWith('/dashboard/sendSubscriptionNow'));
  await sendNow.click();
  expect((await (await sent).json()).result).toBe(true);
  await subscribe.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(subscribe).toBeHidden();

  // The pie's centre lies inside a slice: clicking it lists that industry's accounts.
  const pie = await industries.locator('canvas').boundingBox();
  if (!pie) throw new Error('the pie has no box');
  await page.mouse.click(pie.x + pie.width / 2, pie.y + pie.height / 2);
  const drawer = page.getByRole('dialog', { name: /: Accounts$/ });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('row')).not.toHaveCount(1, { timeout: 30_000 });
  const first = drawer.getByRole('row').nth(1).getByRole('link');
  await expect(first).toBeVisible();
  await keepScreenshot(page, { path: testInfo.outputPath('dashboard-drill.png'), fullPage: true });
  await first.click();
  await expect(page).toHaveURL(/\/commonObjects\/detail\//);
});

test("[S1-R-078] [S1-R-080] a sales representative's Home tab opens the home page the administrator assigned to their role", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'sam.sales@vela.local');
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 45_000 });
  await expectShell(page);
  await page
    .getByRole('navigation', { name: 'App menu' })
    .getByRole('menuitem', { name: 'Home', exact: true })
    .click();
  const home = page.getByRole('region', { name: 'Sales representative home' });
  await expect(home).toBeVisible({ timeout: 30_000 });
  await expect(home.getByText('Assigned to your role')).toBeVisible();
  // The demo dashboard, run as Sam: his own pipeline's figures.
  await expect(home.getByText('Sales overview')).toBeVisible();
  await expect(
    home.getByRole('region', { name: 'Pipeline amount' }).locator('.vela-dashboard__metric-value'),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(home.getByText('My tasks and events this week')).toBeVisible();
  await expect(home.getByText('Approvals waiting for me')).toBeVisible();
  await expect(home.getByText('My recent Opportunities')).toBeVisible();
});

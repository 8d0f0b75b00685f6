import { expect, type Locator, type Page, test } from '@playwright/test';
import { callApiOrFail } from '../support/call-api.js';
import { closeOtherContexts } from '../support/contexts.js';
import { keepScreenshot } from '../support/screenshot.js';
import { expectShell, signIn } from '../support/sign-in.js';

/** Dashboard sharing (issue 19): an administrator shares a dashboard with one sales rep, who sees his own rows in it. */

test.afterEach(closeOtherContexts);

/** Picks an option of an antd select by typing it, then takes the option shown. */
async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await select.fill(option);
  await page.locator(`.ant-select-item-option[title^="${option}"]:visible`).first().click();
  await expect(select).not.toHaveAttribute('aria-expanded', 'true');
}

const metricOf = (page: Page) =>
  page
    .getByRole('region', { name: 'Opportunities by stage', exact: true })
    .locator('.vela-dashboard__metric-value');

test("[S1-R-082] [S1-R-083] an administrator shares a private dashboard with a sales rep to view; he opens it and its figure is his own pipeline's, not the administrator's", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const name = `Shared board ${Math.random().toString(36).slice(2, 7)}`;
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, { to: '/dashboardObject/dashBoardList' });
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 45_000 });
  await expectShell(page);

  // The administrator builds a private dashboard with one metric.
  await page.getByRole('button', { name: 'New dashboard' }).click();
  const settings = page.getByRole('dialog', { name: 'New dashboard' });
  await settings.getByRole('textbox', { name: 'Dashboard name' }).fill(name);
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Add component' }).click();
  const adding = page.getByRole('dialog', { name: 'Add component' });
  await choose(page, adding.getByRole('combobox', { name: 'Report' }), 'Opportunities by stage');
  await adding.getByText('Metric', { exact: true }).click();
  await adding.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(metricOf(page)).toBeVisible({ timeout: 30_000 });
  const adminFigure = await metricOf(page).innerText();

  // Shared with Sam Sales, to view.
  await page.getByRole('button', { name: 'Share' }).click();
  const share = page.getByRole('dialog', { name: `Share dashboard “${name}”` });
  await expect(share.getByText('Not shared with anyone yet.')).toBeVisible({ timeout: 30_000 });
  await choose(page, share.getByRole('combobox', { name: 'User, role or public group' }), 'Sam Sales');
  await share.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(share.getByRole('row', { name: /Sam Sales/ })).toBeVisible();
  await keepScreenshot(page, { path: testInfo.outputPath('dashboard-share.png') });
  const saved = page.waitForResponse((response) => response.url().endsWith('/dashboard/saveDashboardShares'));
  await share.getByRole('button', { name: 'Save sharing' }).click();
  expect((await saved).ok()).toBe(true);
  await expect(share).toBeHidden();

  // Sam finds it in his list, view only, and its figure is what his own run answers.
  const samContext = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const sam = await samContext.newPage();
  await signIn(sam, 'sam.sales@vela.local', { to: '/dashboardObject/dashBoardList' });
  await expect(sam.getByRole('banner')).toBeVisible({ timeout: 45_000 });
  const link = sam.getByRole('link', { name });
  await expect(link).toBeVisible({ timeout: 30_000 });
  await expect(sam.getByRole('button', { name: `Share “${name}”` })).toHaveCount(0);
  await link.click();
  await expect(metricOf(sam)).toBeVisible({ timeout: 30_000 });
  await expect(sam.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(sam.getByRole('button', { name: 'Share' })).toHaveCount(0);
  const dashboardId = new URL(sam.url()).pathname.split('/').pop() ?? '';
  const run = await callApiOrFail<{
    ranAs: { name: string };
    components: Array<{ result: { total: { values: number[] } } }>;
  }>(sam, '/dashboard/runDashboard', { id: dashboardId });
  expect(run.ranAs.name).toBe('Sam Sales');
  const samFigure = await metricOf(sam).innerText();
  expect(samFigure).not.toBe(adminFigure);
  const samTotal = run.components[0]?.result.total.values[0] ?? 0;
  expect(Number(samFigure.replace(/[^0-9.]/g, ''))).toBeCloseTo(samTotal, 0);
  await keepScreenshot(sam, { path: testInfo.outputPath('dashboard-shared-view.png'), fullPage: true });
});

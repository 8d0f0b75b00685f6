import { expect, type Locator, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { keepScreenshot } from '../support/screenshot.js';
import { expectShell, signIn } from '../support/sign-in.js';

/** Reports (issue 19) on the demo org, as a person builds, saves, finds and runs one. */

/**
 * Picks an option of an antd select by typing it, then takes the option shown (Enter could take the
 * option that was active before the typed text filtered the list, on a busy machine).
 */
async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await select.fill(option);
  await page.locator(`.ant-select-item-option[title="${option}"]:visible`).click();
  await expect(select).not.toHaveAttribute('aria-expanded', 'true');
}

test('[S1-R-071] [S1-R-072] [S1-R-075] [S1-R-074] a person builds a summary report of opportunities by stage and owner with the sum of amount and a bar chart, filtered to a relative date, saves it, finds it in the list, runs it, exports it to XLSX and subscribes to it', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const name = `Pipeline by stage and owner ${Math.random().toString(36).slice(2, 7)}`;
  // Charts drawn at once (no growing bars) so the screenshots show them whole.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page, { to: '/reportObject' });
  // The first sign-in after the server starts may take a while on a busy machine.
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 45_000 });
  await expectShell(page);

  await expect(page).toHaveURL(/\/reportObject\/reportList$/);
  // The demo org's shared reports are listed.
  await expect(page.getByRole('link', { name: 'Opportunities by stage' })).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'New report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose what the report is about' });
  await dialog.getByRole('textbox', { name: 'Report type' }).fill('opportun');
  await dialog.getByRole('link', { name: 'Opportunities' }).click();
  await expect(page).toHaveURL(/\/addReport\/Opportunity$/);

  await page.locator('.vela-report__builder').getByText('Summary', { exact: true }).click();
  await choose(page, page.getByRole('combobox', { name: 'Group rows by 1' }), 'Stage');
  await choose(page, page.getByRole('combobox', { name: 'Add a grouping' }), 'Owner');
  await expect(page.getByRole('combobox', { name: 'Group rows by 2' })).toBeVisible();
  // Issue 19: filtered by a relative date, so the saved report keeps meaning "this year" next year.
  await choose(page, page.getByRole('combobox', { name: 'Add a filter' }), 'Close date');
  await choose(page, page.getByRole('combobox', { name: 'Value of filter 1' }), 'This year');
  await choose(page, page.getByRole('combobox', { name: 'Add a summary' }), 'Amount');
  await choose(page, page.getByRole('combobox', { name: 'Chart', exact: true }), 'Bar');
  await choose(page, page.getByRole('combobox', { name: 'Chart shows' }), 'Sum of Amount');

  // The live preview groups by stage, then owner, sums the amount and draws the bar chart.
  const preview = page.locator('.vela-report__preview');
  await expect(preview.getByRole('columnheader', { name: 'Sum of Amount' })).toBeVisible({ timeout: 30_000 });
  await expect(preview.getByRole('columnheader', { name: 'Owner' })).toBeVisible();
  await expect(preview.getByRole('cell', { name: 'Prospecting', exact: true }).first()).toBeVisible();
  await expect(preview.getByRole('img', { name: 'Bar: Sum of Amount' })).toBeVisible();
  await expect(preview.locator('[data-chart-type="bar"] canvas')).toBeVisible();
  await keepScreenshot(page, { path: testInfo.outputPath('report-builder.png'), fullPage: true });

  await page.getByRole('textbox', { name: 'Report name' }).fill(name);
  await page.getByRole('button', { name: 'Save report' }).click();
  await expect(page.getByText(`Report “${name}” saved.`)).toBeVisible();
  await expect(page).toHaveURL(/\/editReport\/Opportunity\/[^/]+$/);

  await page.goto('/reportObject/reportList');
  const search = page.getByRole('searchbox', { name: 'Search reports' });
  await search.fill(name.slice(0, 20));
  await search.press('Enter');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name }) });
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByRole('row')).toHaveCount(2);
  await row.getByRole('button', { name: 'Run' }).click();

  await expect(page).toHaveURL(/\/editReport\/Opportunity\/[^/]+$/);
  const result = page.locator('.vela-report__preview');
  await expect(result.getByText('Result', { exact: true })).toBeVisible();
  await expect(result.getByRole('cell', { name: 'Prospecting', exact: true }).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(result.getByRole('columnheader', { name: 'Owner' })).toBeVisible();
  await expect(result.getByRole('rowheader', { name: 'Total' })).toBeVisible();
  await expect(result.locator('[data-chart-type="bar"] canvas')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Report name' })).toHaveValue(name);
  await keepScreenshot(page, { path: testInfo.outputPath('report-run.png'), fullPage: true });

  // Exported to XLSX: the file holds the same groups and total as the screen.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'Excel workbook (XLSX)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${name}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const lines = (workbook.worksheets[0]?.getSheetValues() ?? [])
    .filter(Boolean)
    .map((line) => (line as unknown[]).slice(1));
  expect(lines[0]).toEqual(['Stage', 'Owner', 'Record count', 'Sum of Amount']);
  expect(lines.map((line) => line[0])).toContain('Prospecting');
  const total = lines.at(-1) ?? [];
  expect(total[0]).toBe('Total');
  const counted = total[(lines[0] ?? []).indexOf('Record count')];
  const shownTotal = await result
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Total' }) })
    .getByRole('cell')
    .first()
    .textContent();
  expect(Number(shownTotal?.replace(/[^\d]/g, ''))).toBe(counted);

  // Subscribed weekly, with a colleague copied; the subscription is listed waiting for its first run.
  await page.getByRole('button', { name: 'Subscribe' }).click();
  const drawer = page.getByRole('dialog', { name: 'Report subscriptions' });
  await drawer.getByRole('combobox', { name: 'Also send to' }).fill('not-an-address');
  await drawer.getByRole('combobox', { name: 'Also send to' }).press('Enter');
  await drawer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(drawer.getByText('recipients: "not-an-address" is not an e-mail address')).toBeVisible();
  await drawer.locator('.ant-select-selection-item-remove').click();
  await drawer.getByRole('combobox', { name: 'Also send to' }).fill('maria.manager@vela.local');
  await drawer.getByRole('combobox', { name: 'Also send to' }).press('Enter');
  await drawer.getByRole('button', { name: 'Subscribe' }).click();
  const subscription = drawer.locator('.ant-list-item').filter({ hasText: name });
  await expect(subscription).toContainText('Waiting for its first run');
  await expect(subscription).toContainText('maria.manager@vela.local');
  await keepScreenshot(page, { path: testInfo.outputPath('report-subscription.png'), fullPage: true });
  await subscription.getByRole('button', { name: 'Unsubscribe' }).click();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(subscription).toHaveCount(0);
});

test('[S1-R-075] a person lists opportunities closing this year in a table, then sees them as a matrix of stage by close quarter', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page, { to: '/addReport/Opportunity' });
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 45_000 });
  await expectShell(page);
  const preview = page.locator('.vela-report__preview');
  await expect(preview.getByRole('columnheader', { name: 'Opportunity name' })).toBeVisible({
    timeout: 30_000,
  });
  await choose(page, page.getByRole('combobox', { name: 'Add a column' }), 'Amount');
  await expect(preview.getByRole('columnheader', { name: 'Amount' })).toBeVisible();
  await page.getByRole('button', { name: 'Move Amount up' }).click();
  await expect(preview.getByRole('columnheader').first()).toHaveText('Amount');
  await choose(page, page.getByRole('combobox', { name: 'Add a filter' }), 'Close date');
  await expect(page.getByRole('combobox', { name: 'Value of filter 1' })).toBeVisible();
  await choose(page, page.getByRole('combobox', { name: 'Value of filter 1' }), 'This year');
  await expect(preview.getByText(/^Record count: \d/)).toBeVisible();
  await keepScreenshot(page, { path: testInfo.outputPath('report-tabular.png'), fullPage: true });

  await page.locator('.vela-report__builder').getByText('Matrix', { exact: true }).click();
  await choose(page, page.getByRole('combobox', { name: 'Rows', exact: true }), 'Stage');
  await choose(page, page.getByRole('combobox', { name: 'Columns', exact: true }), 'Close date');
  await expect(preview.getByRole('columnheader', { name: /^\d{4}-\d{2}$/ }).first()).toBeVisible();
  await choose(page, page.getByRole('combobox', { name: 'Columns: Month' }), 'Quarter');
  await expect(preview.getByRole('columnheader', { name: /^\d{4}-Q[1-4]$/ }).first()).toBeVisible();
  await expect(preview.getByRole('rowheader', { name: 'Prospecting' })).toBeVisible();
  await expect(preview.getByRole('rowheader', { name: 'Total' })).toBeVisible();
  await keepScreenshot(page, { path: testInfo.outputPath('report-matrix.png'), fullPage: true });
});

import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { callApiOrFail, saveRecord } from '../support/call-api.js';
import { closeOtherContexts } from '../support/contexts.js';
import { keepScreenshot } from '../support/screenshot.js';
import { expectShell, signIn } from '../support/sign-in.js';

test.afterEach(closeOtherContexts);

/** Report folders and filter logic (issue 19): a shared folder, a report saved in it, a rep running it. */

/** Picks an option of an antd select by typing it, then takes the option shown. */
async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await select.fill(option);
  await page.locator(`.ant-select-item-option[title="${option}"]:visible`).click();
  await expect(select).not.toHaveAttribute('aria-expanded', 'true');
}

async function signedIn(browser: Browser, email?: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  // The first sign-in after the server starts may take a while on a busy machine.
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 45_000 });
  await expectShell(page);
  return page;
}

test('[S1-R-072] [S1-D-011] [S1-E-006] a person creates a folder, shares it with a rep, saves a summary report with OR logic into it, and the rep runs it over only their own deals', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const marker = `Folder journey ${Math.random().toString(36).slice(2, 7)}`;
  const folderName = `Team pipeline ${marker.slice(-5)}`;
  const reportName = `Prospects or qualified ${marker.slice(-5)}`;

  // Sam's own deals (three stages) and one of the administrator's, all named with the marker.
  const sam = await signedIn(browser, 'sam.sales@vela.local');
  const account = await saveRecord(sam, 'Account', { name: marker });
  for (const [suffix, stage, amount] of [
    ['A', 'Prospecting', 100],
    ['B', 'Qualification', 200],
    ['C', 'Negotiation', 400],
  ] as const)
    await saveRecord(sam, 'Opportunity', {
      name: `${marker} ${suffix}`,
      khmc: account,
      stage,
      amount,
      closedate: '2026-12-15',
    });
  const admin = await signedIn(browser);
  await saveRecord(admin, 'Opportunity', {
    name: `${marker} D`,
    khmc: account,
    stage: 'Prospecting',
    amount: 1000,
    closedate: '2026-12-15',
  });

  // The administrator makes the folder and shares it with Sam to view.
  await admin.goto('/reportObject/reportList');
  await admin.getByRole('button', { name: 'New folder' }).click();
  const naming = admin.getByRole('dialog', { name: 'New folder' });
  await naming.getByRole('textbox', { name: 'Folder name' }).fill(folderName);
  await naming.getByRole('button', { name: 'Save folder' }).click();
  await expect(admin.getByText(`Folder “${folderName}” saved.`)).toBeVisible();
  const folders = admin.getByRole('navigation', { name: 'Folders' });
  const entry = new RegExp(`^${folderName} \\(\\d+\\)$`);
  await expect(folders.getByRole('button', { name: entry })).toHaveAttribute('aria-current', 'page');
  await folders.getByRole('button', { name: `Actions for folder ${folderName}` }).click();
  await admin.getByRole('menuitem', { name: 'Share folder' }).click();
  const sharing = admin.getByRole('dialog', { name: `Share folder “${folderName}”` });
  await choose(admin, sharing.getByRole('combobox', { name: 'User, role or public group' }), 'Sam Sales');
  await sharing.getByRole('button', { name: 'Add' }).click();
  await expect(sharing.getByRole('row').filter({ hasText: 'Sam Sales' })).toContainText('View');
  await sharing.getByRole('button', { name: 'Save sharing' }).click();
  await expect(admin.getByText(`Sharing of “${folderName}” saved.`)).toBeVisible();

  // A summary report of the marked deals in Prospecting or Qualification, built from the folder.
  await admin.getByRole('button', { name: 'New report' }).click();
  const types = admin.getByRole('dialog', { name: 'Choose what the report is about' });
  await types.getByRole('textbox', { name: 'Report type' }).fill('opportun');
  await types.getByRole('link', { name: 'Opportunities' }).click();
  await expect(admin).toHaveURL(/\/addReport\/Opportunity\?folderId=/);
  await admin.locator('.vela-report__builder').getByText('Summary', { exact: true }).click();
  await choose(admin, admin.getByRole('combobox', { name: 'Group rows by 1' }), 'Stage');
  await choose(admin, admin.getByRole('combobox', { name: 'Add a summary' }), 'Amount');
  await choose(admin, admin.getByRole('combobox', { name: 'Add a filter' }), 'Opportunity name');
  await choose(admin, admin.getByRole('combobox', { name: 'Operator of filter 1' }), 'contains');
  await admin.getByRole('textbox', { name: 'Value of filter 1' }).fill(marker);
  for (const [n, stage] of [
    [2, 'Prospecting'],
    [3, 'Qualification'],
  ] as const) {
    await choose(admin, admin.getByRole('combobox', { name: 'Add a filter' }), 'Stage');
    await choose(admin, admin.getByRole('combobox', { name: `Value of filter ${n}` }), stage);
  }
  const logic = admin.getByRole('textbox', { name: 'Filter logic' });
  await logic.fill('1 AND 2 OR 3');
  await expect(admin.getByText('AND and OR meet without parentheses')).toBeVisible();
  await logic.fill('1 AND (2 OR 3)');
  const preview = admin.locator('.vela-report__preview');
  await expect(preview.getByRole('rowheader', { name: 'Total' })).toBeVisible({ timeout: 30_000 });
  await expect(preview.getByRole('row', { name: /^Prospecting\b/ })).toContainText('1,100');
  await expect(preview.getByRole('row', { name: /^Total\b/ })).toContainText('1,300');
  await expect(preview.getByRole('row', { name: /^Negotiation\b/ })).toHaveCount(0);
  await expect(admin.getByRole('combobox', { name: 'Folder' })).toBeVisible();
  await expect(admin.locator('.vela-report__folder-select')).toContainText(folderName);
  await admin.getByRole('textbox', { name: 'Report name' }).fill(reportName);
  await admin.getByRole('button', { name: 'Save report' }).click();
  await expect(admin.getByText(`Report “${reportName}” saved.`)).toBeVisible();
  await keepScreenshot(admin, { path: testInfo.outputPath('report-in-folder.png'), fullPage: true });

  // A folder holding a report is not deleted: the refusal is a toast.
  await admin.goto('/reportObject/reportList');
  await folders.getByRole('button', { name: entry }).click();
  await expect(admin.getByRole('link', { name: reportName })).toBeVisible();
  await admin.getByRole('button', { name: `Actions for folder ${folderName}` }).click();
  await admin.getByRole('menuitem', { name: 'Delete folder' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Delete folder' }).click();
  await expect(admin.getByText(`Folder “${folderName}” still holds 1 report(s)`)).toBeVisible();
  await keepScreenshot(admin, { path: testInfo.outputPath('report-folders.png'), fullPage: true });

  // Sam sees the folder, runs the report over his own deals only, and may not add to the folder.
  await sam.goto('/reportObject/reportList');
  const samFolders = sam.getByRole('navigation', { name: 'Folders' });
  // The demo org's own folder, shared with the sales team, is there too.
  await expect(samFolders.getByRole('button', { name: /^Sales pipeline \(\d+\)$/ })).toBeVisible();
  await samFolders.getByRole('button', { name: entry }).click();
  await expect(samFolders.getByRole('button', { name: `Actions for folder ${folderName}` })).toHaveCount(0);
  await expect(sam.getByRole('button', { name: 'New report' })).toBeDisabled();
  await sam.getByRole('row').filter({ hasText: reportName }).getByRole('button', { name: 'Run' }).click();
  const result = sam.locator('.vela-report__preview');
  await expect(result.getByRole('rowheader', { name: 'Total' })).toBeVisible({ timeout: 30_000 });
  await expect(result.getByRole('row', { name: /^Prospecting\b/ })).toContainText('100');
  await expect(result.getByRole('row', { name: /^Total\b/ })).toContainText('300');
  await expect(result.getByText('1,000')).toHaveCount(0);
  await keepScreenshot(sam, { path: testInfo.outputPath('report-run-by-rep.png'), fullPage: true });

  // Leave the demo org as it was: the report and the folder go.
  const listed = await callApiOrFail<{ reports: Array<{ id: string }> }>(admin, '/report/getReportList', {
    keyword: reportName,
  });
  for (const report of listed.reports) await callApiOrFail(admin, '/report/deleteReport', { id: report.id });
  const all = await callApiOrFail<Array<{ id: string; name: string }>>(admin, '/report/getReportFolders', {});
  const made = all.find((folder) => folder.name === folderName);
  if (made) await callApiOrFail(admin, '/report/deleteReportFolder', { id: made.id });
});

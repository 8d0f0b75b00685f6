import { expect as baseExpect, type Page, test } from '@playwright/test';
import { callApiOrFail } from '../support/call-api.js';
import { choose } from '../support/choose-option.js';
import { closeOtherContexts } from '../support/contexts.js';
import { keepScreenshot } from '../support/screenshot.js';
import { signedInPage } from '../support/signed-in-page.js';

test.afterEach(closeOtherContexts);

/**
 * Approvals as a whole (issue 20), as people use them: the administrator
 * builds a two-step process on opportunities over 100 000, Sam submits from
 * the form, Maria approves from the approval center, finance (Tina) rejects
 * with a comment, Sam edits, resubmits and recalls, and Maria batch-approves
 * five. The process only takes this run's deals (their description carries
 * the run's marker, not the loss reason, which the list mass-edit journey reads), so the demo's own
 * processes and data stay as other specs expect.
 */
const SHOTS = '/work/shots';
/** Four people sign in and out on a machine shared with other runs: each wait is given longer than the default. */
const expect = baseExpect.configure({ timeout: 30_000 });

const as = signedInPage;

async function newDeal(page: Page, name: string, marker: string, amount: string): Promise<string> {
  const accounts = await callApiOrFail<{ dataList: Array<{ id: string }> }>(
    page,
    '/objectdetail/queryMoreDataByName',
    { objId: 'account', name: '', pageSize: 1, page: 1 },
  );
  const [saved] = await callApiOrFail<Array<{ id: string; isSaveSuccess: boolean; errormessage: string }>>(
    page,
    '/objectInfo/save',
    {
      objectApi: 'Opportunity',
      data: JSON.stringify([
        {
          name,
          khmc: accounts.dataList[0]!.id,
          stage: 'Prospecting',
          closedate: '2026-12-31',
          amount,
          description: marker,
        },
      ]),
    },
  );
  expect(saved!.isSaveSuccess, saved!.errormessage).toBe(true);
  return saved!.id;
}

async function submitFromForm(page: Page, id: string, amount: string) {
  await page.goto(`/console-menu1-edit/Opportunity/opportunity/006/p01?id=${id}`);
  await expect(page.getByRole('heading', { name: 'Edit Opportunity', level: 1 })).toBeVisible();
  await page.getByLabel('Amount', { exact: true }).fill(amount);
  await page.getByRole('button', { name: 'Submit for approval' }).click();
}

test('[S1-R-084] [S1-R-087] [S1-R-088] [S1-R-090] [S1-R-185] [S1-R-186] a two-step process is built, then a deal goes through it: approved, rejected with a comment, resubmitted, recalled; five are batch-approved', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const marker = `journey-${Date.now()}`;
  const processName = `Large deal journey ${marker}`;

  // The administrator builds the process.
  const admin = await as(browser, 'admin@vela.local');
  await admin.goto('/systemSettings/setuppage/processSettings?objectApi=Opportunity');
  await expect(admin.getByRole('tab', { name: 'Approval processes' })).toBeVisible();
  await admin.getByRole('button', { name: 'New process' }).click();
  await expect(admin.getByRole('heading', { name: 'New approval process' })).toBeVisible();
  await admin.getByLabel('Process name').fill(processName);
  await admin.getByLabel('Order', { exact: true }).fill('0');
  const formula = admin.getByLabel('Criteria formula', { exact: true });
  await formula.fill('AND(amount > 100000, description = ');
  await expect(admin.getByRole('status').first()).not.toHaveText('Syntax OK');
  await formula.fill(`AND(amount > 100000, description = "${marker}")`);
  await expect(admin.getByRole('status').first()).toHaveText('Syntax OK');
  await admin.getByLabel('Step name').first().fill('Manager');
  await admin.getByRole('button', { name: 'Add step' }).click();
  const second = admin.locator('.vela-builder__step').nth(1);
  await second.getByLabel('Step name').fill('Finance');
  await choose(admin, second, 'Approver', 'Named user');
  await choose(admin, second, 'Named user', 'Tina Lead');
  await expect(admin.locator('.vela-builder__diagram .react-flow__node')).toHaveCount(5);
  await keepScreenshot(admin, { path: `${SHOTS}/approvals-builder.png`, fullPage: true });
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByRole('link', { name: processName })).toBeVisible();
  await keepScreenshot(admin, { path: `${SHOTS}/approvals-process-settings.png` });
  const processes = await callApiOrFail<Array<{ id: string; name: string }>>(
    admin,
    '/approval/getProcesses',
    {
      objectApi: 'Opportunity',
    },
  );
  const processId = processes.find((one) => one.name === processName)!.id;

  try {
    // Sam submits from the form.
    const sam = await as(browser, 'sam.sales@vela.local');
    const dealName = `Journey deal ${marker}`;
    const deal = await newDeal(sam, dealName, marker, '10');
    await submitFromForm(sam, deal, '150000');
    await expect(sam.getByText('Submitted for approval to Maria Manager.')).toBeVisible();

    // Maria approves from the approval center.
    const maria = await as(browser, 'maria.manager@vela.local');
    await maria.goto('/approvalCenter/approvalList');
    await expect(maria.getByRole('tab', { name: 'Waiting for me', selected: true })).toBeVisible();
    await maria.getByRole('link', { name: dealName }).click();
    await expect(maria.getByRole('heading', { name: 'Approval request' })).toBeVisible();
    await maria.getByLabel('Comments').fill('Fine by me');
    await maria.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(maria).toHaveURL(/approvalCenter\/approvalList/);

    // Finance rejects with a comment.
    const tina = await as(browser, 'tina.lead@vela.local');
    await tina.goto('/approvalCenter/approvalList');
    await tina.getByRole('link', { name: dealName }).click();
    await expect(tina.getByText('Manager', { exact: true }).first()).toBeVisible();
    await tina.getByLabel('Comments').fill('Margin too thin');
    await keepScreenshot(tina, { path: `${SHOTS}/approvals-request.png`, fullPage: true });
    await tina.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(tina).toHaveURL(/approvalCenter\/approvalList/);

    // Sam sees the rejection on the record, edits, resubmits and recalls.
    await sam.goto(`/commonObjects/detail/${deal}/DETAIL`);
    const history = sam.locator('.vela-approvals__history-card');
    await expect(sam.getByText(dealName).first()).toBeVisible();
    await expect(history.getByText('Margin too thin')).toBeVisible();
    await submitFromForm(sam, deal, '140000');
    await expect(sam.getByText('Submitted for approval to Maria Manager.')).toBeVisible();
    await sam.goto(`/commonObjects/detail/${deal}/DETAIL`);
    await sam.getByRole('button', { name: 'Recall' }).click();
    await expect(sam.getByRole('heading', { name: 'Recall approval' })).toBeVisible();
    await sam.getByLabel('Comments').fill('Wrong figures');
    await sam.getByRole('button', { name: 'Recall' }).click();
    await expect(sam).toHaveURL(/approvalCenter\/approvalList/);
    await sam.goto(`/commonObjects/detail/${deal}/DETAIL`);
    await expect(history.getByText('Recalled').first()).toBeVisible();
    await keepScreenshot(sam, { path: `${SHOTS}/approvals-record-history.png`, fullPage: true });

    // Five more, batch-approved by Maria.
    const five: string[] = [];
    for (let index = 1; index <= 5; index += 1) {
      const id = await newDeal(sam, `Batch deal ${index} ${marker}`, marker, '200000');
      await callApiOrFail(sam, '/approval/submitApproval', { relatedId: id, comments: '' });
      five.push(id);
    }
    await maria.goto('/approvalCenter/approvalList');
    for (let index = 1; index <= 5; index += 1)
      await maria
        .getByRole('row', { name: new RegExp(`Batch deal ${index} ${marker}`) })
        .getByRole('checkbox')
        .check();
    await expect(maria.getByText('5 selected')).toBeVisible();
    await keepScreenshot(maria, { path: `${SHOTS}/approvals-center.png` });
    await maria.getByRole('button', { name: 'Approve selected' }).click();
    await expect(maria.getByRole('heading', { name: 'Batch approval' })).toBeVisible();
    await maria.getByRole('button', { name: 'Approve selected' }).click();
    await expect(maria).toHaveURL(/approvalCenter\/approvalList/);
    // They moved on to finance.
    for (const id of five) {
      const preview = await callApiOrFail<{ currentApprovers: Array<{ name: string }> }>(
        maria,
        '/approval/getGotoApprovalPreview',
        { relatedId: id },
      );
      expect(preview.currentApprovers).toEqual([expect.objectContaining({ name: 'Tina Lead' })]);
    }
  } finally {
    const [process] = (
      await callApiOrFail<Array<Record<string, unknown>>>(admin, '/approval/getProcesses', {
        objectApi: 'Opportunity',
      })
    ).filter((one) => one.id === processId);
    if (process)
      await callApiOrFail(admin, '/approval/saveProcess', {
        objectApi: 'Opportunity',
        id: processId,
        name: process.name,
        active: false,
        order: 99,
        criteria: process.criteria,
        definition: process.definition,
      });
  }
});

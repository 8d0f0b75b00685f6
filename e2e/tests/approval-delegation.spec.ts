import { expect as baseExpect, test } from '@playwright/test';
import { callApiOrFail } from '../support/call-api.js';
import { closeOtherContexts } from '../support/contexts.js';
import { keepScreenshot } from '../support/screenshot.js';
import { signedInPage } from '../support/signed-in-page.js';

test.afterEach(closeOtherContexts);

/**
 * Delegated approvers and the live bell (issue 20), as people use them: Rob,
 * who approves this run's deals, is away and names Tina as his delegate in
 * the approval center; Sam submits a deal; Tina's bell counts it without a
 * reload, she opens it from the bell and approves, and the history says she
 * approved on Rob's behalf. Rob is nobody's approver in the other specs and
 * the process only takes this run's deal (its description carries the run's
 * marker), so the demo's own approvals go on as other specs expect.
 */
const SHOTS = '/work/shots';
const expect = baseExpect.configure({ timeout: 30_000 });

const as = signedInPage;

test('[S1-R-084] [S1-R-087] an approver away names a delegate; the delegate hears of the request on the bell and approves on their behalf', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const marker = `delegation-${Date.now()}`;
  const admin = await as(browser, 'admin@vela.local');
  const setup = await callApiOrFail<{ users: Array<{ id: string; name: string }> }>(
    admin,
    '/approval/getSetup',
    { objectApi: 'Opportunity' },
  );
  const rob = setup.users.find((user) => user.name === 'Rob Rep');
  const processBody = {
    objectApi: 'Opportunity',
    name: `Rob signs ${marker}`,
    order: 0,
    criteria: `description = "${marker}"`,
    definition: {
      steps: [
        {
          name: 'Rob',
          criteria: '',
          approverKind: 'user',
          approverId: rob?.id ?? null,
          mode: 'firstResponse',
          onReject: 'final',
        },
      ],
    },
  };
  const process = await callApiOrFail<{ id: string }>(admin, '/approval/saveProcess', {
    ...processBody,
    active: true,
  });

  const robPage = await as(browser, 'rob.rep@vela.local');
  try {
    // Rob is away: he names Tina in the approval center.
    await robPage.goto('/approvalCenter/approvalList');
    await robPage.getByRole('button', { name: 'Away and notices' }).click();
    const dialog = robPage.getByRole('dialog', { name: 'While you are away' });
    await expect(dialog.getByText('No delegate: requests come to you.')).toBeVisible();
    await dialog.getByLabel('Delegate').fill('Tina');
    await expect(robPage.locator('.ant-select-item-option', { hasText: 'Tina Lead' })).toBeVisible();
    await robPage.keyboard.press('Enter');
    await keepScreenshot(robPage, { path: `${SHOTS}/approvals-away.png` });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(robPage.getByText('Saved')).toBeVisible();
    await robPage.getByRole('button', { name: 'Away and notices' }).click();
    await expect(dialog.getByText(/In force today: Tina Lead approves for you/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Tina is at work; Sam submits a deal that Rob would approve.
    const tina = await as(browser, 'tina.lead@vela.local');
    const bell = tina.getByTestId('approval-bell');
    const unread = async () =>
      Number((await bell.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1] ?? '0');
    // Other specs' requests reach Tina too: she marks her list read first.
    await bell.click();
    await tina.getByRole('button', { name: 'Mark all read' }).click();
    await expect.poll(unread).toBe(0);
    await bell.click();
    const sam = await as(browser, 'sam.sales@vela.local');
    const accounts = await callApiOrFail<{ dataList: Array<{ id: string }> }>(
      sam,
      '/objectdetail/queryMoreDataByName',
      { objId: 'account', name: '', pageSize: 1, page: 1 },
    );
    const dealName = `Delegated deal ${marker}`;
    const [saved] = await callApiOrFail<Array<{ id: string; isSaveSuccess: boolean }>>(
      sam,
      '/objectInfo/save',
      {
        objectApi: 'Opportunity',
        data: JSON.stringify([
          {
            name: dealName,
            khmc: accounts.dataList[0]?.id,
            stage: 'Prospecting',
            closedate: '2026-12-31',
            amount: '5000',
            description: marker,
          },
        ]),
      },
    );
    expect(saved?.isSaveSuccess).toBe(true);
    await callApiOrFail(sam, '/approval/submitApproval', {
      relatedId: saved?.id,
      comments: 'while Rob is away',
    });

    // The bell counts it live, and opens the approval.
    await expect.poll(unread).toBeGreaterThan(0);
    await bell.click();
    // Said in Tina's language from the notice's message key (issue 20), naming whom she stands in for.
    const noticeName = `Sam Sales asks you to approve ${dealName} on behalf of Rob Rep`;
    const notice = tina.getByRole('button', { name: noticeName });
    await expect(notice).toBeVisible();
    await keepScreenshot(tina, { path: `${SHOTS}/approvals-bell.png` });
    await notice.click();
    await expect(tina).toHaveURL(/\/approvalCenter\/approvalRequest\?id=/);
    await tina.getByRole('button', { name: 'Approve', exact: true }).click();
    // A decision returns to the list; the deal's approval history tells Sam on whose behalf Tina decided.
    await expect(tina).toHaveURL(/\/approvalCenter\/approvalList/);
    await sam.goto(`/commonObjects/detail/${saved?.id}/DETAIL`);
    await expect(sam.getByText('Tina Lead on behalf of Rob Rep').first()).toBeVisible();
    // Opening the notice read it.
    await bell.click();
    await expect(tina.getByRole('button', { name: noticeName })).toBeVisible();
    await expect(tina.locator('.vela-approvals__note--unread', { hasText: dealName })).toHaveCount(0);
    await keepScreenshot(tina, { path: `${SHOTS}/approvals-on-behalf.png`, fullPage: true });
  } finally {
    await callApiOrFail(robPage, '/approval/saveDelegate', { delegateId: null });
    // Switched off, not deleted: its request stays in the history.
    await callApiOrFail(admin, '/approval/saveProcess', { ...processBody, id: process.id, active: false });
  }
});

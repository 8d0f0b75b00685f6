import { expect, test } from '@playwright/test';
import { callApiOrFail } from '../support/call-api.js';
import { keepScreenshot } from '../support/screenshot.js';
import { signIn } from '../support/sign-in.js';

/**
 * A record waiting for approval cannot be deleted (the approvals engine's
 * lock, on deletes as on saves): on the demo org's process, a deal of
 * 100 000 and up goes to its owner's manager, Maria Manager.
 */
test('a person submits a large deal for approval, then tries to delete it from its page: the refusal names the deal and the approver', async ({
  page,
}) => {
  await signIn(page, 'sam.sales@vela.local');
  await expect(page.getByRole('banner')).toBeVisible();
  const name = `Locked deal ${Date.now()}`;
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
          amount: '150000',
        },
      ]),
    },
  );
  expect(saved!.isSaveSuccess, saved!.errormessage).toBe(true);
  const id = saved!.id;

  // Submitted from the record page, as a person does.
  await page.goto(`/commonObjects/detail/${id}/DETAIL`);
  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(page.getByText('Submitted for approval to Maria Manager.')).toBeVisible();

  await page.locator('.vela-detail-title').getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Opportunity?' });
  // On a loaded CI machine a click on the confirm's button while it was still opening was once lost
  // (CI of 26 Nov): a person clicks again when nothing happened.
  await expect(async () => {
    if (await confirm.isVisible()) await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden({ timeout: 4_000 });
  }).toPass({ timeout: 30_000 });
  await expect(
    page.getByText(
      `Opportunity "${name}" cannot be deleted while it waits for approval by Maria Manager: the approval request must be approved or rejected first.`,
    ),
  ).toBeVisible();
  await keepScreenshot(page, { path: 'test-results/approval-delete-locked.png' });

  // The deal stays where it was, on its page and on the server.
  await expect(page).toHaveURL(new RegExp(`/commonObjects/detail/${id}/DETAIL`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const status = await callApiOrFail<{ request: { status: string } }>(page, '/approval/getRequest', {
    relatedId: id,
  });
  expect(status.request.status).toBe('pending');
});

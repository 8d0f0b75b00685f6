import { expect, test } from '@playwright/test';
import { saveRecord } from '../support/call-api.js';
import { keepScreenshot } from '../support/screenshot.js';
import { expectShell, signIn } from '../support/sign-in.js';

/**
 * Record-triggered flows (issue 20) on the demo org: the administrator opens
 * the demo flow that stamps a won opportunity and creates a kick-off task,
 * wins a deal, and sees the flow's work on the record and in the run history.
 */
test('a won opportunity gets its field set and a kick-off task by a flow, seen on the record and in the run history (issue 20)', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const name = `Flow journey ${Math.random().toString(36).slice(2, 7)}`;
  await signIn(page, { to: '/systemSettings/setuppage/flowSettings' });
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 45_000 });
  await expectShell(page);

  await expect(page.getByRole('heading', { name: 'Flows', level: 4 })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Won opportunity follow-up' }).click();
  const editor = page.locator('form.vela-flow__editor');
  await expect(editor.getByRole('textbox', { name: 'Flow name' })).toHaveValue('Won opportunity follow-up');
  await expect(editor.getByRole('combobox', { name: 'Field 1', exact: true })).toBeVisible();
  await expect(editor.getByRole('textbox', { name: 'Value 1', exact: true })).toHaveValue('Closed won');
  await expect(editor.getByText('Step 2 · Create a record')).toBeVisible();
  // Saved as it is: the editor sends the flow back and the server checks it again.
  await editor.getByRole('button', { name: 'Save flow' }).click();
  await expect(page.getByText('Flow “Won opportunity follow-up” saved.')).toBeVisible();
  await keepScreenshot(page, { path: '/work/shots/flows-editor.png', fullPage: true });

  // A deal is opened and won (saved as the form saves it).
  const accountId = await saveRecord(page, 'Account', { name: `${name} customer` });
  const dealId = await saveRecord(page, 'Opportunity', {
    name,
    khmc: accountId,
    stage: 'Negotiation',
    closedate: '2026-12-31',
  });
  await saveRecord(page, 'Opportunity', { id: dealId, stage: 'Closed won' });

  // On the record: the flow stamped the description and created the kick-off task.
  await page.goto(`/commonObjects/detail/${dealId}/DETAIL`);
  await expect(page.locator('.vela-detail-field[data-field="description"]')).toContainText('Won on', {
    timeout: 30_000,
  });
  await expect(page.getByText(`Kick-off with the customer: ${name}`).first()).toBeVisible({
    timeout: 30_000,
  });
  await keepScreenshot(page, { path: '/work/shots/flows-record.png', fullPage: true });

  // In the run history: the run succeeded, each step with its outcome.
  await page.goto('/systemSettings/setuppage/flowSettings');
  await page.getByRole('button', { name: 'Won opportunity follow-up' }).click();
  await page.getByRole('tab', { name: 'Run history' }).click();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('Succeeded')).toBeVisible({ timeout: 30_000 });
  await row.click();
  const steps = page.getByRole('region', { name: 'Steps of the run' });
  await expect(
    steps.getByText(new RegExp(`created Task .Kick-off with the customer: ${name}.`)),
  ).toBeVisible();
  await expect(steps.getByText(/bot card sent/)).toBeVisible();
  await keepScreenshot(page, { path: '/work/shots/flows-history.png', fullPage: true });
});

import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import { getApi, saveRecord } from '../support/call-api.js';
import { closeOtherContexts } from '../support/contexts.js';
import { keepScreenshot } from '../support/screenshot.js';
import { signIn } from '../support/sign-in.js';

test.afterEach(closeOtherContexts);

// The machine running these is shared: allow for a slow answer rather than fail on one.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const SHOTS = 'test-results/timesheets';

async function as(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  await expect(page.getByRole('banner')).toBeVisible();
  return page;
}

const cell = (page: Page, task: string, weekday: string) =>
  page.getByRole('spinbutton', { name: new RegExp(`^${task}, ${weekday}`) });

/*
 * Rob (a sales rep below Tina, the team lead) logs a week on the tasks of his own new project. Rob and
 * Tina are the pair no other spec submits or approves for, so the approval centre of other specs is
 * untouched.
 */
test('[S1-R-122] [S1-R-123] [S1-R-036] a person fills a week of hours, sees a day over 24 h refused, submits it, and the manager approves it', async ({
  browser,
}) => {
  const rob = await as(browser, 'rob.rep@vela.local');
  const { userId } = await getApi<{ userId: string }>(rob, '/user/getUserInfo');
  const marker = `Hours ${Date.now() % 100_000}`;
  const projectId = await saveRecord(rob, 'project', { name: marker, start_date: '2026-01-05' });
  for (const name of [`${marker} design`, `${marker} build`])
    await saveRecord(rob, 'velaSubtask', { name, project_name: projectId, principal: userId });

  await rob.goto('/actualworklist/listviews');
  await expect(rob.getByRole('heading', { name: 'My timesheet' })).toBeVisible();
  // Typing along a row with Tab, as in a spreadsheet.
  await cell(rob, `${marker} design`, 'Monday').fill('8');
  await rob.keyboard.press('Tab');
  await rob.keyboard.type('4');
  await cell(rob, `${marker} build`, 'Tuesday').fill('4');
  await cell(rob, `${marker} build`, 'Monday').fill('20');
  await expect(rob.getByRole('alert')).toContainText('the hours add up to 28 h, more than the 24 h of a day');
  await expect(rob.getByRole('button', { name: 'Save' })).toBeDisabled();
  await cell(rob, `${marker} build`, 'Monday').fill('');
  await expect(rob.getByRole('alert')).toHaveCount(0);
  await expect(rob.getByTestId('week-total')).toHaveText('16');
  await rob.getByRole('checkbox', { name: `Billable: ${marker} build` }).uncheck();
  await rob.getByRole('button', { name: 'Save' }).click();
  await expect(rob.getByText('Week saved')).toBeVisible();
  await keepScreenshot(rob, { path: `${SHOTS}/week-filled.png`, fullPage: true });

  await rob.getByRole('button', { name: 'Submit for approval' }).click();
  const dialog = rob.getByRole('dialog');
  await dialog.getByLabel('Comments').fill('Design done');
  await dialog.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(
    rob.getByText('This week waits for approval by Tina Lead: its hours are locked.'),
  ).toBeVisible();
  await expect(cell(rob, `${marker} design`, 'Monday')).toBeDisabled();
  await keepScreenshot(rob, { path: `${SHOTS}/week-submitted.png`, fullPage: true });

  // Tina approves from the approval centre.
  const tina = await as(browser, 'tina.lead@vela.local');
  await tina.goto('/approvalCenter/approvalList');
  await tina
    .getByRole('link', { name: /^Rob Rep \d{4}-\d{2}-\d{2}$/ })
    .first()
    .click();
  await expect(tina.getByRole('heading', { name: 'Approval request' })).toBeVisible();
  await tina.getByLabel('Comments').fill('Thanks');
  await tina.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(tina).toHaveURL(/approvalCenter\/approvalList/);

  await rob.reload();
  await expect(rob.getByText('This week is approved: its hours are locked.')).toBeVisible();
  // The project's actual hours add up the week.
  await rob.goto(`/console-tab-detail/project-detail/${projectId}/DETAIL`);
  await expect(rob.getByTestId('project-actual-hours')).toContainText('16 h logged, 12 h billable');
});

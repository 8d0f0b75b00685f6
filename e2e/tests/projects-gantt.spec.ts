import { expect as baseExpect, type Page, test } from '@playwright/test';
import { saveRecord } from '../support/call-api.js';
import { choose } from '../support/choose-option.js';
import { keepScreenshot } from '../support/screenshot.js';
import { signIn } from '../support/sign-in.js';

// The machine running these is shared: allow for a slow answer rather than fail on one.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const SHOTS = 'test-results/projects-gantt';
/** The Gantt's day zoom: one day is this many pixels wide. */
const DAY_PX = 28;

const taskRow = (page: Page, name: string) =>
  page.locator('.vela-gantt__row').filter({ has: page.getByText(name, { exact: true }) });

test('[S1-R-053] [S1-R-105] [S1-R-106] a project manager links two tasks in the Gantt, sees a loop refused, drags the first task and sees the second move with it', async ({
  page,
}) => {
  await signIn(page);
  await expect(page.getByRole('banner')).toBeVisible();
  const marker = `Launch ${Date.now() % 100_000}`;
  const projectId = await saveRecord(page, 'project', {
    name: marker,
    start_date: '2026-06-01',
    status: 'In progress',
  });
  for (const [name, start, end] of [
    ['Write the plan', '2026-06-01', '2026-06-05'],
    ['Run the pilot', '2026-06-08', '2026-06-12'],
  ] as const)
    await saveRecord(page, 'velaSubtask', {
      name,
      project_name: projectId,
      start_date: start,
      end_date: end,
      status: 'Not started',
    });

  // The projects home lists it with its progress; its card opens the project page with the Gantt.
  await page.goto('/projectManagement/homePage');
  await page.getByRole('link', { name: marker }).click();
  await expect(page).toHaveURL(new RegExp(`/console-tab-detail/project-detail/${projectId}/`));
  await expect(page.getByRole('heading', { name: marker })).toBeVisible();
  const gantt = page.getByRole('region', { name: 'Gantt chart' });
  await expect(taskRow(page, 'Run the pilot').getByTestId('task-dates')).toHaveText(
    '2026-06-08 – 2026-06-12',
  );

  // Link them: the pilot waits for the plan. The reverse link would make a loop and is refused, saying so.
  await choose(page, page.locator('.vela-projects'), 'First task', 'Write the plan');
  await choose(page, page.locator('.vela-projects'), 'Next task', 'Run the pilot');
  await page.getByRole('button', { name: 'Add link' }).click();
  await expect(page.getByText('Write the plan → Run the pilot')).toBeVisible();
  await expect(gantt.locator('.vela-gantt__link')).toHaveCount(1);
  await choose(page, page.locator('.vela-projects'), 'First task', 'Run the pilot');
  await choose(page, page.locator('.vela-projects'), 'Next task', 'Write the plan');
  await page.getByRole('button', { name: 'Add link' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'This link would make a loop: Write the plan → Run the pilot → Write the plan',
  );
  await keepScreenshot(page, { path: `${SHOTS}/linked.png`, fullPage: true });

  // Drag the plan three days later: the pilot moves three days too, both saved.
  const bar = gantt.getByRole('button', { name: /^Write the plan, 2026-06-01 to 2026-06-05/ });
  const box = await bar.boundingBox();
  if (!box) throw new Error('the task bar is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + DAY_PX, box.y + box.height / 2, { steps: 4 });
  await page.mouse.move(box.x + box.width / 2 + 3 * DAY_PX, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect(taskRow(page, 'Write the plan').getByTestId('task-dates')).toHaveText(
    '2026-06-04 – 2026-06-08',
  );
  await expect(taskRow(page, 'Run the pilot').getByTestId('task-dates')).toHaveText(
    '2026-06-11 – 2026-06-15',
  );
  // The keyboard moves a bar too: the pilot one day back with the left arrow (still after the plan).
  await gantt.getByRole('button', { name: /^Run the pilot/ }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(taskRow(page, 'Run the pilot').getByTestId('task-dates')).toHaveText(
    '2026-06-10 – 2026-06-14',
  );
  await keepScreenshot(page, { path: `${SHOTS}/moved.png`, fullPage: true });
});

test('[S1-R-104] a team lead checks in the day’s mood with one tap and a note, and sees the team trend', async ({
  page,
}) => {
  await signIn(page, 'maria.manager@vela.local', { to: '/moodFound/index' });
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Team mood' })).toBeVisible();
  await page.getByLabel('Note (optional)').fill('Release went out');
  await page.getByRole('button', { name: 'Good', exact: true }).click();
  await expect(page.getByText(/You checked in for \d{4}-\d{2}-\d{2}/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Good', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Maria leads the demo's sales team: its trend is drawn, without anyone's own answer.
  await expect(page.getByRole('img', { name: "The team's average mood per day" })).toBeVisible();
  const team = page.locator('.ant-card').filter({ hasText: "My team's mood" });
  await expect(team.getByRole('table')).toBeVisible();
  await expect(team).not.toContainText('Release went out');
  await keepScreenshot(page, { path: `${SHOTS}/mood.png`, fullPage: true });
});

import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { keepScreenshot } from '../support/screenshot.js';
import { signIn } from '../support/sign-in.js';

// The machine running these is shared: allow for a slow answer rather than fail on one.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

/** Issue 7's plan view as a dispatcher uses it: the shift plan of the demo's service resources. */
const SHOTS = 'test-results/shift-plan';
const PLAN = /\/commonObjects\/views\/plan\/Shift\/shift\/0Sf$/;

const row = (page: Page, resource: string) =>
  page
    .locator('.vela-shift-plan__grid tbody tr')
    .filter({ has: page.getByRole('rowheader', { name: resource }) });
const cell = (page: Page, resource: string, day: number) => row(page, resource).getByRole('cell').nth(day);

/** Drags with the mouse in small steps, as a hand does (the plan starts a drag after 6 px). */
async function drag(page: Page, from: Locator, to: Locator) {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('nothing to drag or nowhere to drop');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 10, start.y + start.height / 2 + 4, { steps: 4 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 12 });
  await page.mouse.up();
}

test('a dispatcher opens the shift plan from the Service Console menu, creates a shift in an empty cell, moves it, sees an overlapping move refused, and opens it', async ({
  page,
}) => {
  await signIn(page);
  await expect(page.getByRole('banner')).toBeVisible();
  await page.getByRole('button', { name: 'App launcher' }).click();
  await page.getByRole('dialog', { name: 'Apps' }).getByText('Service Console', { exact: true }).click();
  await page
    .getByRole('navigation', { name: 'App menu' })
    .getByRole('menuitem', { name: 'Shift plan' })
    .click();
  await expect(page).toHaveURL(PLAN);
  const plan = page.locator('.vela-shift-plan');
  await expect(plan.getByRole('heading', { name: 'Shift plan' })).toBeVisible();
  // This week of the demo: confirmed shifts for every resource that works on Monday.
  await expect(row(page, 'Alex Rivera')).toBeVisible();
  await expect(
    cell(page, 'Alex Rivera', 0).getByRole('button', { name: /Day shift, .*Confirmed/ }),
  ).toBeVisible();
  await keepScreenshot(page, { path: `${SHOTS}/plan-week.png`, fullPage: true });

  // Next week is tentative; Today comes back.
  await plan.getByRole('button', { name: 'Next week' }).click();
  await expect(cell(page, 'Alex Rivera', 0).getByRole('button', { name: /Tentative/ })).toBeVisible();
  await plan.getByRole('button', { name: 'Today' }).click();
  await expect(cell(page, 'Alex Rivera', 0).getByRole('button', { name: /Confirmed/ })).toBeVisible();

  // Priya Shah is off on Mondays: a click in that empty cell opens the form with her and the day filled in.
  const name = `Cover ${Date.now() % 100_000}`;
  await cell(page, 'Priya Shah', 0).click({ position: { x: 20, y: 10 } });
  const dialog = page.getByRole('dialog').filter({ has: page.getByLabel('Shift name') });
  await expect(dialog.getByLabel('Shift name')).toBeVisible();
  await expect(dialog.getByText('Priya Shah')).toBeVisible();
  await keepScreenshot(page, { path: `${SHOTS}/create-form.png` });
  await dialog.getByLabel('Shift name').fill(name);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`Shift "${name}" created`)).toBeVisible();
  await expect(page).toHaveURL(PLAN);
  const bar = (day: number) =>
    cell(page, 'Priya Shah', day).getByRole('button', { name: new RegExp(`^${name},`) });
  await expect(bar(0)).toBeVisible();

  // Saturday is free: the move is saved.
  await drag(page, bar(0), cell(page, 'Priya Shah', 5));
  await expect(page.getByText(`Shift "${name}" moved`)).toBeVisible();
  await expect(bar(5)).toBeVisible();
  await expect(bar(0)).toHaveCount(0);

  // Tuesday she already works 07:00–16:00: the overlap rule refuses, and the shift snaps back.
  await drag(page, bar(5), cell(page, 'Priya Shah', 1));
  // The other shift's times are named as the dispatcher reads them (the demo's zone), not in UTC.
  await expect(
    page.getByText(
      /was not moved: Priya Shah already works the shift "Day shift" from \d{4}-\d\d-\d\d 07:00 to \d{4}-\d\d-\d\d 16:00 \(America\/New_York\): a resource's shifts must not overlap/,
    ),
  ).toBeVisible();
  await expect(bar(5)).toBeVisible();
  await expect(bar(1)).toHaveCount(0);
  await keepScreenshot(page, { path: `${SHOTS}/refused-move.png`, fullPage: true });

  // A click on the shift opens it.
  await bar(5).click();
  await expect(page).toHaveURL(/detail\//);
  // The Service Console opens it in a console tab of its own; the plan's tab stays open behind it.
  const detail = page.getByRole('region', { name, exact: true });
  await expect(detail.getByRole('heading', { name })).toBeVisible();
  await expect(detail.getByText('Priya Shah').first()).toBeVisible();
  await keepScreenshot(page, { path: `${SHOTS}/shift-detail.png` });
});

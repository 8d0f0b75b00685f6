import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { saveRecord } from '../support/call-api.js';
import { keepScreenshot } from '../support/screenshot.js';
import { signIn } from '../support/sign-in.js';

// The machine running these is shared: allow for a slow answer rather than fail on one.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

/** Drags with the mouse in small steps, as a hand does (the desk starts a drag after 6 px). */
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

/*
 * A skill only the new technician has makes them the one recommended resource: the journey does not
 * depend on the demo's other resources or on what other specs booked.
 */
test('[S1-R-112] a dispatcher drags a waiting work order onto its recommended resource and sees it on that resource’s row', async ({
  page,
}) => {
  await signIn(page);
  await expect(page.getByRole('banner')).toBeVisible();
  const run = Date.now() % 100_000;
  const skill = `Boiler ${run}`;
  const technician = `Aaron Dispatch ${run}`;
  const job = `Boiler job ${run}`;
  const resourceId = await saveRecord(page, 'ServiceResource', { name: technician, skills: skill });
  await saveRecord(page, 'WorkOrder', { subject: job, skills: skill, priority: 'High', durationhours: '1' });

  await page.goto('/DispatchDesk');
  await expect(page.getByRole('heading', { name: 'Dispatch desk' })).toBeVisible();
  // Tomorrow: nothing of the day has passed, so the first free time is the morning's.
  await page.locator('.vela-dispatch').getByRole('button', { name: 'Next', exact: true }).click();
  const card = page.getByRole('button', { name: new RegExp(`^Work order ${job},`) });
  await card.click();
  const panel = page.getByRole('complementary', { name: 'Selected work order' });
  const first = panel.getByRole('listitem').first();
  await expect(first).toHaveAccessibleName(technician);
  await expect(first.getByText(`Skills matched: ${skill}`)).toBeVisible();
  await expect(first.getByText(/^Free from /)).toBeVisible();

  const row = page.locator(`tr[data-resource="${resourceId}"]`);
  const slot = row.locator('[data-slot$=" 10:00"]');
  await drag(page, card, slot);
  await expect(page.getByText(`"${job}" assigned to ${technician}`)).toBeVisible();
  const bar = row.getByRole('button', { name: `Work order ${job}, 10:00–11:00` });
  await expect(bar).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`^Work order ${job},`) })).toHaveCount(1);
  await keepScreenshot(page, { path: 'test-results/dispatch-desk/assigned.png', fullPage: true });
});

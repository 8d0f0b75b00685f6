import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { callApi, saveRecord } from '../support/call-api.js';
import { keepScreenshot } from '../support/screenshot.js';
import { signIn } from '../support/sign-in.js';

// The machine running these is shared: allow for a slow answer rather than fail on one.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const SHOTS = 'test-results/resource-calendar';
/** The demo dispatcher's zone: the week and the shift's hours are hers. */
const ZONE = 'America/New_York';
const DAY = 86_400_000;

const row = (page: Page, resource: string) =>
  page
    .locator('.vela-resource-calendar__grid tbody tr')
    .filter({ has: page.getByRole('rowheader', { name: resource }) });
const cell = (page: Page, resource: string, day: number) => row(page, resource).getByRole('cell').nth(day);

/** Next week's day (0 = Monday) on the dispatcher's calendar, as 'YYYY-MM-DD'. */
function nextWeekDay(day: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
  const time = Date.parse(`${today}T00:00:00Z`);
  const monday = time - ((new Date(time).getUTCDay() + 6) % 7) * DAY + 7 * DAY;
  return new Date(monday + day * DAY).toISOString().slice(0, 10);
}

/** Drags with the mouse in small steps, as a hand does (the grid starts a drag after 6 px). */
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
 * The install crew is off on Thursdays and weekends, Jordan Lee on Sundays: a late shift made for the crew
 * next Thursday is free to move there, and no other spec uses the crew's or Jordan's next week.
 */
test('[S1-R-122] a dispatcher moves a shift to another day and reassigns it to another resource by drag, then moves it with the keyboard', async ({
  page,
}) => {
  await signIn(page);
  await expect(page.getByRole('banner')).toBeVisible();
  const { resources } = await callApi<{ resources: Array<{ id: string; name: string }> }>(
    page,
    '/resourceCalendar/getWindow',
    { from: `${nextWeekDay(0)} 00:00:00`, to: `${nextWeekDay(7)} 00:00:00` },
  );
  const crew = resources.find((resource) => resource.name === 'Install crew North');
  if (!crew) throw new Error('the demo has no Install crew North');
  const name = `Late job ${Date.now() % 100_000}`;
  // Thursday evening in New York: 01:00–03:00 UTC on Friday (20:00 in winter, 21:00 in summer).
  const friday = nextWeekDay(4);
  await saveRecord(page, 'shift', {
    name,
    serviceresourceid: crew.id,
    starttime: `${friday} 01:00:00`,
    endtime: `${friday} 03:00:00`,
  });

  await page.goto('/resoursecalendar/resoursecalendar');
  const screen = page.locator('.vela-resource-calendar');
  await expect(screen.getByRole('heading', { name: 'Resource calendar' })).toBeVisible();
  await screen.getByRole('button', { name: 'Next week' }).click();
  const bar = (resource: string, day: number) =>
    cell(page, resource, day).getByRole('button', { name: new RegExp(`^Shift ${name},`) });
  await expect(bar('Install crew North', 3)).toBeVisible();

  // Saturday, same resource: moved, at the same hours.
  await drag(page, bar('Install crew North', 3), cell(page, 'Install crew North', 5));
  await expect(page.getByText(`"${name}" moved`)).toBeVisible();
  await expect(bar('Install crew North', 5)).toBeVisible();
  await expect(bar('Install crew North', 5)).toHaveAccessibleName(new RegExp(`^Shift ${name}, 2[01]:00`));
  await expect(bar('Install crew North', 3)).toHaveCount(0);

  // Sunday on Jordan Lee's row: reassigned to him.
  await page.getByText(`"${name}" moved`).waitFor({ state: 'hidden' });
  await drag(page, bar('Install crew North', 5), cell(page, 'Jordan Lee', 6));
  await expect(page.getByText(`"${name}" moved`)).toBeVisible();
  await expect(bar('Jordan Lee', 6)).toBeVisible();
  await expect(row(page, 'Install crew North').getByRole('button', { name: new RegExp(name) })).toHaveCount(
    0,
  );
  await keepScreenshot(page, { path: `${SHOTS}/reassigned.png`, fullPage: true });

  // The keyboard does the same: Space picks the bar up, the arrows carry it, Space drops it.
  await page.getByText(`"${name}" moved`).waitFor({ state: 'hidden' });
  await bar('Jordan Lee', 6).focus();
  await page.keyboard.press('Space');
  const saturday = cell(page, 'Jordan Lee', 5);
  for (let step = 0; step < 30; step += 1) {
    if (await saturday.evaluate((node) => node.classList.contains('vela-resource-calendar__cell--over')))
      break;
    await page.keyboard.press('ArrowLeft');
  }
  await expect(saturday).toHaveClass(/vela-resource-calendar__cell--over/);
  await page.keyboard.press('Space');
  await expect(page.getByText(`"${name}" moved`)).toBeVisible();
  await expect(bar('Jordan Lee', 5)).toBeVisible();
  await expect(bar('Jordan Lee', 6)).toHaveCount(0);
});

import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { callApiOrFail } from '../support/call-api.js';
import { keepScreenshot } from '../support/screenshot.js';
import { signIn } from '../support/sign-in.js';

// The machine running these is shared: allow for a slow answer rather than fail on one.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });
// Tall enough for the whole day of the week view: the slots the journey drags between are on screen.
test.use({ viewport: { width: 1600, height: 1500 } });

const SHOTS = 'test-results/calendar-series';

/** Drags with the mouse in small steps, as a hand does. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 2, from.y + 6, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 14 });
  await page.mouse.up();
}

/** The top of a slot row of the week view. */
async function laneTop(page: Page, time: string): Promise<number> {
  const slot = await page.locator(`td.fc-timegrid-slot-lane[data-time="${time}"]`).boundingBox();
  if (!slot) throw new Error(`no ${time} slot`);
  return slot.y;
}

/** The stored UTC text of a wall-clock time in a zone (the browser's Intl does the zone arithmetic). */
function storedIn(page: Page, wall: string, zone: string): Promise<string> {
  return page.evaluate(
    ({ wall, zone }) => {
      const target = Date.parse(`${wall}:00Z`);
      const format = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      });
      const wallOf = (instant: number) => {
        const parts = format.formatToParts(new Date(instant));
        const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
        return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
      };
      let instant = target - (wallOf(target) - target);
      instant = target - (wallOf(instant) - instant);
      return new Date(instant).toISOString().slice(0, 19).replace('T', ' ');
    },
    { wall, zone },
  );
}

const dayColumn = (page: Page, day: string) => page.locator(`td.fc-timegrid-col[data-date="${day}"]`);

test('[S1-R-113] a repeating event shows every occurrence; moving one asks which events, "this and following" moves the rest, and deleting one occurrence keeps the others', async ({
  page,
}) => {
  await signIn(page, { to: '/calendarheader' });
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 45_000 });
  const calendar = page.locator('.vela-calendar');
  await expect(calendar.getByRole('heading', { name: 'Calendar', exact: true })).toBeVisible({
    timeout: 60_000,
  });
  const zone = ((await page.getByTestId('calendar-zone').textContent()) ?? '')
    .replace('Times in ', '')
    .trim();
  // Next week, early in the morning: no demo event and no other journey's event is there.
  await calendar.locator('.fc-next-button').click();
  const days = await page
    .locator('td.fc-timegrid-col[data-date]')
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-date') ?? ''));
  const [monday = '', , wednesday = '', thursday = '', friday = ''] = days;
  const subject = `Standup ${Date.now() % 100_000}`;
  await callApiOrFail(page, '/calendar/createEvent', {
    subject,
    begintime: await storedIn(page, `${monday}T06:00`, zone),
    endtime: await storedIn(page, `${monday}T06:30`, zone),
    recurrence: { freq: 'DAILY', interval: 1, byWeekday: [], count: 5, until: null },
  });
  await calendar.getByRole('button', { name: 'Refresh' }).click();
  const occurrences = page.locator('.fc-timegrid-event').filter({ hasText: subject });
  const on = (day: string) => dayColumn(page, day).locator('.fc-timegrid-event').filter({ hasText: subject });
  // Every occurrence, Monday to Friday, not only the first.
  await expect(occurrences).toHaveCount(5);
  for (const day of days.slice(0, 5)) await expect(on(day)).toContainText('6:00 - 6:30');
  await keepScreenshot(page, { path: `${SHOTS}/series-week.png`, fullPage: true });

  // Wednesday's occurrence an hour later: asked which events, "this and following".
  const grab = await grip(on(wednesday));
  await drag(page, grab, {
    x: grab.x,
    y: grab.y + (await laneTop(page, '07:00:00')) - (await laneTop(page, '06:00:00')),
  });
  const which = page.getByRole('dialog', { name: 'Change a repeating event' });
  await expect(which.getByRole('radio', { name: 'Only this occurrence' })).toBeChecked();
  await which.getByRole('radio', { name: 'This and following events' }).check();
  await keepScreenshot(page, { path: `${SHOTS}/series-which.png` });
  await which.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Event "${subject}" saved`)).toBeVisible();
  await expect(on(monday)).toContainText('6:00 - 6:30');
  for (const day of [wednesday, thursday, friday]) await expect(on(day)).toContainText('7:00 - 7:30');
  await expect(occurrences).toHaveCount(5);

  // Thursday's occurrence alone is deleted: the others stay.
  await on(thursday).click();
  const opened = page.getByRole('dialog', { name: subject });
  await expect(opened.getByText('Occurrence 2')).toBeVisible();
  await opened.getByRole('button', { name: 'Delete' }).click();
  const deleting = page.getByRole('dialog', { name: 'Delete a repeating event' });
  await expect(deleting.getByRole('radio', { name: 'Only this occurrence' })).toBeChecked();
  await deleting.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`"${subject}" deleted`)).toBeVisible();
  await expect(on(thursday)).toHaveCount(0);
  await expect(occurrences).toHaveCount(4);
  await expect(on(friday)).toContainText('7:00 - 7:30');
  await keepScreenshot(page, { path: `${SHOTS}/series-after-delete.png`, fullPage: true });
});

/** Where a hand grabs an event: near its top, inside its first slot. */
async function grip(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + 8 };
}

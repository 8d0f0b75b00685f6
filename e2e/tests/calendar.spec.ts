import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { callApiOrFail } from '../support/call-api.js';
import { keepScreenshot } from '../support/screenshot.js';
import { expectShell, signIn } from '../support/sign-in.js';

// The machine running these is shared: allow for a slow answer rather than fail on one.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });
// Tall enough for the whole day of the week view: every slot the journey drags to is on screen.
test.use({ viewport: { width: 1600, height: 1500 } });

const SHOTS = '/work/shots';

/** Drags with the mouse in small steps, as a hand does. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 2, from.y + 6, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 14 });
  await page.mouse.up();
}

async function centre(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, box };
}

/** Where a hand grabs an event: near its top, inside its first slot (its centre may sit on a slot line). */
async function grip(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + 8 };
}

/** The point of the week view at a day column's middle and a slot's top (plus `down` px). */
async function slotPoint(page: Page, day: string, time: string, down = 4) {
  const column = await centre(page.locator(`td.fc-timegrid-col[data-date="${day}"]`));
  const slot = await page.locator(`td.fc-timegrid-slot-lane[data-time="${time}"]`).boundingBox();
  if (!slot) throw new Error(`no ${time} slot`);
  return { x: column.x, y: slot.y + down };
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

test('[S1-R-113] [S2-K-011] a person creates an event by selecting a range in week view, drags and resizes it, and sees the overlapping-events pager when moving it onto busy time', async ({
  page,
}) => {
  await signIn(page, { to: '/calendarheader' });
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 45_000 });
  await expectShell(page);
  const calendar = page.locator('.vela-calendar');
  await expect(calendar.getByRole('heading', { name: 'Calendar', exact: true })).toBeVisible({
    timeout: 60_000,
  });
  const zoneText = (await page.getByTestId('calendar-zone').textContent()) ?? '';
  const zone = zoneText.replace('Times in ', '').trim();
  // The week view, Monday first: the demo's events of this week are on it.
  await expect(page.locator('.fc-timeGridWeek-view')).toBeVisible();
  await expect(page.locator('.fc-event').first()).toBeVisible();
  await keepScreenshot(page, { path: `${SHOTS}/calendar-week.png`, fullPage: true });
  const tuesday =
    (await page.locator('td.fc-timegrid-col[data-date]').nth(1).getAttribute('data-date')) ?? '';
  const thursday =
    (await page.locator('td.fc-timegrid-col[data-date]').nth(3).getAttribute('data-date')) ?? '';

  // Create: select Tuesday 10:00–11:00; the quick-create dialog opens with those times.
  const subject = `Planning ${Date.now() % 100_000}`;
  await drag(
    page,
    await slotPoint(page, tuesday, '10:00:00'),
    await slotPoint(page, tuesday, '10:30:00', 12),
  );
  const quick = page.getByRole('dialog', { name: 'New event' });
  await expect(quick.getByLabel('Subject')).toBeVisible();
  await expect(quick.getByRole('textbox', { name: 'Start' })).toHaveValue(`${tuesday} 10:00`);
  await expect(quick.getByRole('textbox', { name: 'End' })).toHaveValue(`${tuesday} 11:00`);
  await quick.getByLabel('Subject').fill(subject);
  await keepScreenshot(page, { path: `${SHOTS}/calendar-quick-create.png` });
  await quick.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`Event "${subject}" created`)).toBeVisible();
  const event = page.locator('.fc-timegrid-event').filter({ hasText: subject });
  await expect(event).toBeVisible();
  await expect(event).toContainText('10:00 - 11:00');

  // Drag it to 13:00 the same day: saved through the record save.
  // Moved by the distance between the slots, whatever the grab point inside the event.
  const lane = async (time: string) => (await slotPoint(page, tuesday, time, 0)).y;
  const from = await grip(event);
  await drag(
    page,
    { x: from.x, y: from.y },
    { x: from.x, y: from.y + (await lane('13:00:00')) - (await lane('10:00:00')) },
  );
  await expect(page.getByText(`Event "${subject}" saved`)).toBeVisible();
  // English shows a 12-hour clock: 1:00 - 2:00 in the afternoon column.
  await expect(event).toContainText('1:00 - 2:00');

  // Resize: its lower edge down to 14:30.
  await event.hover();
  const resizer = event.locator('.fc-event-resizer-end');
  const edge = await centre(resizer);
  await drag(
    page,
    { x: edge.x, y: edge.y },
    { x: edge.x, y: edge.y + (await lane('14:30:00')) - (await lane('14:00:00')) },
  );
  await expect(page.getByText(`Event "${subject}" saved`).last()).toBeVisible();
  await expect(event).toContainText('1:00 - 2:30');

  // Thursday 15:00–16:00 holds twelve meetings already (made through the API).
  const begintime = await storedIn(page, `${thursday}T15:00`, zone);
  const endtime = await storedIn(page, `${thursday}T16:00`, zone);
  const busy = Array.from({ length: 12 }, (_, index) => ({
    subject: `Busy ${String(index + 1).padStart(2, '0')}`,
    begintime,
    endtime,
  }));
  await callApiOrFail(page, '/objectInfo/save', { objectApi: 'Event', data: JSON.stringify(busy) });
  await calendar.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.locator('.fc-timegrid-event').filter({ hasText: 'Busy 01' })).toBeVisible();

  // Moving the event onto Thursday 15:00 shows the overlapping events, 10 a page, with a pager (S2-K-011, S2-K-012).
  const toThursday = async () => {
    const grab = await grip(event);
    const dx =
      (await slotPoint(page, thursday, '15:00:00')).x - (await slotPoint(page, tuesday, '15:00:00')).x;
    const dy = (await lane('15:00:00')) - (await lane('13:00:00'));
    await drag(page, { x: grab.x, y: grab.y }, { x: grab.x + dx, y: grab.y + dy });
  };
  await toThursday();
  const conflicts = page.getByRole('dialog').filter({ has: page.getByRole('table') });
  await expect(conflicts).toBeVisible();
  await expect(conflicts.locator('tbody tr.ant-table-row')).toHaveCount(10);
  // The pager's own page buttons (5 at most, S2-K-012): 12 overlapping events make two pages.
  await expect(conflicts.getByRole('button', { name: 'Page 2' })).toBeVisible();
  await expect(conflicts.getByRole('button', { name: /^Page \d+$/ })).toHaveCount(2);
  await keepScreenshot(page, { path: `${SHOTS}/calendar-conflict-pager.png` });
  await conflicts.getByRole('button', { name: 'Page 2' }).click();
  await expect(conflicts.locator('tbody tr.ant-table-row')).toHaveCount(2);
  // Cancel: the move snaps back to Tuesday.
  await conflicts.getByRole('button', { name: 'Cancel' }).click();
  await expect(conflicts).toBeHidden();
  await expect(page.locator(`td.fc-timegrid-col[data-date="${tuesday}"]`).getByText(subject)).toBeVisible();

  // Again, and Continue: saved on Thursday despite the overlap.
  await toThursday();
  await expect(conflicts).toBeVisible();
  await conflicts.getByRole('button', { name: 'Continue' }).click();
  // Thirteen side by side leave each too narrow for its words: the event is counted, not read.
  await expect(
    page
      .locator(`td.fc-timegrid-col[data-date="${thursday}"] .fc-timegrid-event`)
      .filter({ hasText: subject }),
  ).toHaveCount(1);
  await expect(
    page
      .locator(`td.fc-timegrid-col[data-date="${tuesday}"] .fc-timegrid-event`)
      .filter({ hasText: subject }),
  ).toHaveCount(0);
  await keepScreenshot(page, { path: `${SHOTS}/calendar-after-continue.png` });

  // The month view shows the week's events too.
  await calendar.getByRole('button', { name: 'month' }).click();
  await expect(page.locator('.fc-dayGridMonth-view')).toBeVisible();
  await keepScreenshot(page, { path: `${SHOTS}/calendar-month.png`, fullPage: true });
});

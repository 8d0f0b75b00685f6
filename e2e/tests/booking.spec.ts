import { expect as baseExpect, test } from '@playwright/test';
import { closeOtherContexts } from '../support/contexts.js';
import { keepScreenshot } from '../support/screenshot.js';
import { signIn } from '../support/sign-in.js';

// The machine running these is shared: allow for a slow answer rather than fail on one.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });
test.afterEach(closeOtherContexts);

const SHOTS = '/work/shots';

test('[issue 22] a visitor books a slot on the public page; a second visitor’s booking of the same slot is refused', async ({
  page,
  browser,
}) => {
  const name = `E2E consultation ${Date.now().toString(36)}`;
  // The administrator defines a bookable service delivered by Sam, with every hour of every day open.
  await signIn(page, { to: '/scheduleappointment/scheduleappointment' });
  await page.getByRole('button', { name: /New service/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Delivered by').click();
  await dialog.getByLabel('Delivered by').fill('Sam Sales');
  await page.locator('.ant-select-item-option').filter({ hasText: 'Sam Sales' }).first().click();
  await dialog.getByLabel('Delivered by').press('Escape');
  // The default hours are weekdays 09:00–17:00: add the weekend and open every day all day, so a slot is always near.
  await dialog.getByRole('button', { name: 'Add hours' }).click();
  await dialog.getByRole('button', { name: 'Add hours' }).click();
  const weekdays = dialog.getByLabel('Weekday');
  for (const [row, day] of [
    [5, 'Saturday'],
    [6, 'Sunday'],
  ] as const) {
    await weekdays.nth(row).click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: day })
      .click();
  }
  for (const from of await dialog.getByLabel('From').all()) await from.fill('00:00');
  for (const to of await dialog.getByLabel('To').all()) await to.fill('24:00');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Service "${name}" saved`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  const link = await row.getByRole('link', { name: 'Open the booking page' }).getAttribute('href');
  expect(link).toMatch(/^\/book\/[A-Za-z0-9_-]+$/);

  // Two visitors, signed in to nothing, open the page and see the same free times.
  const first = await (await browser.newContext()).newPage();
  const second = await (await browser.newContext()).newPage();
  for (const visitor of [first, second]) {
    await visitor.goto(link ?? '');
    await expect(visitor.getByRole('heading', { name })).toBeVisible();
  }
  const slot = first.locator('.booking-slots button').first();
  const when = (await slot.getAttribute('aria-label')) ?? '';
  await expect(second.getByRole('button', { name: when, exact: true })).toBeVisible();

  await slot.click();
  await first.getByLabel('Name').fill('Vera Visitor');
  await first.getByLabel('E-mail').fill('vera.visitor@example.com');
  await first.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(first.getByText(/is booked/)).toBeVisible();
  await expect(first.getByRole('link', { name: 'Cancel or change this booking' })).toBeVisible();
  await keepScreenshot(first, { path: `${SHOTS}/booking-confirmed.png`, fullPage: true });

  // The second visitor still shows the time and tries it: refused, and the fresh times no longer offer it.
  await second.getByRole('button', { name: when, exact: true }).click();
  await second.getByLabel('Name').fill('Walt Late');
  await second.getByLabel('E-mail').fill('walt.late@example.com');
  await second.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(
    second.getByRole('alert').filter({ hasText: 'This time was just taken: choose another one.' }),
  ).toBeVisible();
  await expect(second.getByRole('button', { name: when, exact: true })).toHaveCount(0);
  await keepScreenshot(second, { path: `${SHOTS}/booking-taken.png`, fullPage: true });

  // The staff's list shows the one booking, with its event.
  await page.goto('/scheduleappointment/bookingdetails');
  const booked = page.getByRole('row').filter({ hasText: 'Vera Visitor' }).filter({ hasText: name });
  await expect(booked).toHaveCount(1);
  await expect(booked.getByRole('link', { name: 'Open the event' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Walt Late' })).toHaveCount(0);
});

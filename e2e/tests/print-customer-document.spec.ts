import { expect as baseExpect, test } from '@playwright/test';
import { productId, saveRecord } from '../support/call-api.js';
import { keepScreenshot } from '../support/screenshot.js';
import { signIn } from '../support/sign-in.js';

// One quote made through the API, its record page and its print page: give a busy shared machine room.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const money = (text: string) => Number(text.replace(/[^0-9.-]/g, ''));

/** What the demo admin's clock (the organisation's zone, New York) shows around now, as the page prints it. */
function newYorkTimesAroundNow(): string[] {
  const format = new Intl.DateTimeFormat('en', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'America/New_York',
  });
  return [-2, -1, 0, 1].map((minutes) => format.format(new Date(Date.now() + minutes * 60_000)));
}

test('[S1-R-156] a person prints a quote with a discounted line: the lines add up to the totals, the seller and the customer are on it, no record id, the time is the person’s (issue 26 item 2)', async ({
  page,
}) => {
  await signIn(page);
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 45_000 });
  const stamp = Date.now();
  const customerName = `Reconcile Customer ${stamp}`;
  const customer = await saveRecord(page, 'Account', {
    name: customerName,
    billingaddress04: '12 Harbour Road',
    billingaddress05: '02110',
  });
  const licence = await productId(page, 'Vela Console licence');
  const support = await productId(page, 'Vela Console licence (annual support)');
  const name = `Reconciled quote ${stamp}`;
  // The first line has both a line discount and a customer discount: the print must show both as taken off.
  const id = await saveRecord(
    page,
    'quote',
    { name, khmc: customer, currency: 'USD' },
    {
      masterdata: JSON.stringify([
        {
          objectApi: 'quotedetail',
          relatedField: 'quoteid',
          data: [
            {
              name: 'Licence',
              product: licence,
              qty: 3,
              listprice: 1200,
              selectdiscount: '1',
              discount: 5,
              customerdiscount: 10,
              tax: 0,
            },
            { name: 'Support', product: support, qty: 1, listprice: 240, customerdiscount: 10, tax: 0 },
          ],
        },
      ]),
    },
  );
  await page.goto(`/commonObjects/detail/${id}/DETAIL`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Print' }).click();
  const opened = page.context().waitForEvent('page');
  await page.getByRole('menuitem', { name: 'Print quote' }).click();
  const sheet = await opened;
  await expect(sheet.getByRole('heading', { name, level: 1 })).toBeVisible();

  // The seller's letterhead and the customer's blocks.
  const seller = sheet.getByRole('region', { name: 'Vela Demo Org Inc.' });
  await expect(seller).toContainText('350 Fifth Avenue');
  await expect(seller).toContainText('Tax ID: US 12-3456789');
  const billTo = sheet.getByRole('region', { name: 'Bill to' });
  await expect(billTo).toContainText(customerName);
  await expect(billTo).toContainText('12 Harbour Road');
  await expect(sheet.getByRole('region', { name: 'Ship to' })).toContainText(customerName);
  await expect(sheet.getByRole('region', { name: 'Terms' })).toContainText('Payment 30 days');

  // The lines reconcile with the totals: their discounts add up to the Discount, their amounts to the Total.
  const lines = sheet.getByRole('table', { name: 'Products' });
  await expect(lines.getByRole('row')).toHaveCount(3);
  const headers = await lines.getByRole('columnheader').allTextContents();
  const discountColumn = headers.indexOf('Discount amount');
  const amountColumn = headers.indexOf('Amount');
  expect(discountColumn).toBeGreaterThan(0);
  const rows = await Promise.all(
    [1, 2].map((index) => lines.getByRole('row').nth(index).getByRole('cell').allTextContents()),
  );
  const discounts = rows.map((cells) => money(cells[discountColumn] ?? ''));
  // 3 × 1200 = 3600, 5 % = 180, then 10 % of 3420 = 342: 522 off the first line; 24 off the second.
  expect(discounts).toEqual([522, 24]);
  const totals = sheet.getByLabel('Totals');
  const totalOf = async (label: string) =>
    money((await totals.locator('div', { hasText: label }).last().locator('dd').textContent()) ?? '');
  expect(await totalOf('Discount')).toBe(discounts[0]! + discounts[1]!);
  expect(await totalOf('Total')).toBe(rows.reduce((sum, cells) => sum + money(cells[amountColumn] ?? ''), 0));

  // A customer's document: no internal record id, no owner; printed at the person's own time (New York).
  await expect(sheet.getByRole('article')).not.toContainText(id);
  await expect(sheet.getByRole('article')).not.toContainText('Owner');
  const meta = (await sheet.locator('.vela-print-sheet__meta').textContent()) ?? '';
  expect(meta).toMatch(/^Q-\d{6} · Printed /);
  expect(
    newYorkTimesAroundNow().some((time) => meta.endsWith(time)),
    meta,
  ).toBe(true);
  await keepScreenshot(sheet, { path: 'test-results/print-customer-quote.png', fullPage: true });
});

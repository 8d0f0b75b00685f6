import { expect, type Page, test } from '@playwright/test';
import { callApi } from '../support/call-api.js';
import { keepScreenshot } from '../support/screenshot.js';
import { signIn } from '../support/sign-in.js';

async function idByName(page: Page, objId: string, name: string): Promise<string> {
  const found = await callApi<{ dataList: Array<{ id: string; name: string }> }>(
    page,
    '/objectdetail/queryMoreDataByName',
    { objId, name, pageSize: 5, page: 1 },
  );
  const match = found.dataList.find((row) => row.name === name);
  if (!match) throw new Error(`no ${objId} named ${name}`);
  return match.id;
}

/** An order of Acme Robotics Group with two lines: 5 licences and 2 workshops. */
async function createOrder(page: Page, name: string): Promise<string> {
  const account = await idByName(page, 'account', 'Acme Robotics Group');
  const licence = await idByName(page, 'product', 'Vela Console licence');
  const workshop = await idByName(page, 'product', 'Training workshop');
  const [saved] = await callApi<Array<{ id: string; isSaveSuccess: boolean; errormessage: string }>>(
    page,
    '/objectInfo/save',
    {
      objectApi: 'velaorder',
      data: JSON.stringify([{ name, accountid: account, orderdate: '2026-11-02', currency: 'USD' }]),
      masterdata: JSON.stringify([
        {
          objectApi: 'velaorderdetail',
          relatedField: 'orderid',
          data: [
            { name: 'Vela Console licence', product: licence, qty: 5, listprice: '1200' },
            { name: 'Training workshop', product: workshop, qty: 2, listprice: '1800' },
          ],
        },
      ]),
    },
  );
  if (!saved?.isSaveSuccess) throw new Error(`order not saved: ${saved?.errormessage}`);
  return saved.id;
}

const toast = (page: Page) => page.locator('.ant-message-notice');

// Each test walks a whole flow through several screens; the shared machine is slow.
test.describe.configure({ timeout: 180_000 });

test('[S2-D-004][S2-C-002][S2-V-015][S2-V-016][S2-V-017][S2-C-019] a person invoices an order from its page, asks for too much and meets c332, then invoices what is left', async ({
  page,
}) => {
  await signIn(page);
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 30_000 });
  const orderName = `ORD-E2E-${Date.now()}`;
  const orderId = await createOrder(page, orderName);

  await page.goto(`/commonObjects/detail/${orderId}/DETAIL`);
  await expect(page.getByRole('heading', { name: orderName })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Invoice', exact: true }).click();

  const form = page.getByRole('dialog', { name: 'Create Invoice' });
  await expect(form).toBeVisible();
  const lines = form.getByRole('region', { name: 'Product lines' });
  const licence = lines.getByRole('row').filter({ hasText: 'Vela Console licence' });
  await expect(licence).toContainText('To invoice: 5.00');
  await expect(lines.getByRole('row').filter({ hasText: 'Training workshop' })).toContainText(
    'To invoice: 2.00',
  );
  await expect(form.locator('[data-form-field="account_name"]')).toContainText('Acme Robotics Group');

  await form.getByLabel('Invoice number').fill(`INV-E2E-${Date.now()}`);
  const qty = licence.getByLabel('Quantity — Vela Console licence');
  await qty.fill('7');
  await expect(qty).toHaveAttribute('aria-invalid', 'true');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page)).toContainText(
    'A line quantity is more than the quantity still to be invoiced. Lines over the quantity left: 1.',
  );
  await keepScreenshot(page, { path: 'test-results/order-to-invoice-c332.png' });
  await expect(form).toBeVisible();

  await qty.fill('3');
  await expect(qty).toHaveAttribute('aria-invalid', 'false');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(form).toBeHidden({ timeout: 30_000 });

  // The order now has 2 licences and no workshops left to invoice (updateOrderStatus counted them).
  await page.goto(`/commonObjects/detail/${orderId}/DETAIL`);
  await page.getByRole('button', { name: 'Invoice', exact: true }).click();
  const again = page.getByRole('dialog', { name: 'Create Invoice' });
  await expect(again.getByRole('row').filter({ hasText: 'Vela Console licence' })).toContainText(
    'To invoice: 2.00',
  );
  await expect(again.getByRole('row').filter({ hasText: 'Training workshop' })).toHaveCount(0);
  await keepScreenshot(page, { path: 'test-results/order-to-invoice-left.png' });
});

test('[S2-B-013][S2-V-014][S2-V-019][S2-D-041] a person records payments for a receivable, meets c56 when they do not add up and c3670 with none, then saves', async ({
  page,
}) => {
  await signIn(page, { to: '/home/create/table/velaproceed/velaproceed/a0r' });
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Create Receivable', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  const payments = page.getByRole('region', { name: 'Payment details' });
  await expect(payments).toContainText('No payments yet');
  await expect(page.getByRole('region', { name: 'Invoice', exact: true })).toContainText(
    'Choose the invoice',
  );

  await page.getByLabel('Receivable number').fill(`REC-E2E-${Date.now()}`);
  await page.getByRole('combobox', { name: 'Account', exact: true }).click();
  await page.keyboard.type('Acme Robotics Group');
  const option = page.locator(
    '.ant-select-dropdown:visible .ant-select-item-option[title="Acme Robotics Group"]',
  );
  await expect(option).toBeVisible();
  await option.click();
  await expect(page.locator('[data-form-field="account"]')).toContainText('Acme Robotics Group');
  await page.getByLabel('Amount received').fill('1000');

  // 800 ms after the typing stops, a first payment for the whole amount appears.
  const firstAmount = payments.getByLabel('Amount, payment 1');
  await expect(firstAmount).toHaveValue('1000');
  await expect(payments.getByRole('status')).toContainText('Payments USD 1,000.00 of USD 1,000.00');

  await firstAmount.fill('600');
  await payments.getByRole('button', { name: 'Add payment' }).click();
  await payments.getByLabel('Amount, payment 2').fill('300');
  await payments.getByLabel('Payment mode, payment 2').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('Cheque', { exact: true }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page)).toContainText(
    'The receivable amounts do not add up to the total. The payments add up to 900.00; the amount received is 1000.00.',
  );
  await keepScreenshot(page, { path: 'test-results/receivable-c56.png', fullPage: true });

  // No rows at all: the required list is named (c3670).
  const rows = payments.locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(2);
  // The mode list of row 2 may still be open: close it, then remove the rows from the keyboard.
  await page.keyboard.press('Escape');
  await payments.getByRole('button', { name: 'Remove payment 2' }).press('Enter');
  await expect(rows).toHaveCount(1);
  await payments.getByRole('button', { name: 'Remove payment 1' }).press('Enter');
  await expect(rows).toHaveCount(0);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page).last()).toContainText('A related list needs at least one row. (Payment details)');

  await payments.getByRole('button', { name: 'Add payment' }).click();
  await payments.getByLabel('Amount, payment 1').fill('600');
  await payments.getByRole('button', { name: 'Add payment' }).click();
  await payments.getByLabel('Amount, payment 2').fill('400');
  await expect(payments.getByRole('status')).toContainText('Payments USD 1,000.00 of USD 1,000.00');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { name: /REC-E2E-/ })).toBeVisible();
  await keepScreenshot(page, { path: 'test-results/receivable-saved.png', fullPage: true });
});

test('[S2-C-002][S2-D-004][S2-C-019] the Invoice button on the order list makes one invoice from the selected orders', async ({
  page,
}) => {
  await signIn(page);
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 30_000 });
  const stamp = Date.now();
  const first = `ORD-LIST-${stamp}-A`;
  const second = `ORD-LIST-${stamp}-B`;
  const orderIds = [await createOrder(page, first), await createOrder(page, second)];

  await page.goto('/commonObjects/views/table/velaorder/velaorder/801');
  const rows = page.locator('.vela-list__table tbody tr.vela-list__row');
  const search = page.getByRole('searchbox', { name: 'Search this list' });
  await expect(search).toBeVisible({ timeout: 30_000 });
  await search.fill(`ORD-LIST-${stamp}`);
  await search.press('Enter');
  await expect(rows).toHaveCount(2, { timeout: 30_000 });
  for (const name of [first, second]) await rows.filter({ hasText: name }).getByRole('checkbox').check();
  await expect(page.getByText('2 selected', { exact: true })).toBeVisible();
  // The toolbar's icon is not hidden from the accessible name ("file-done Invoice").
  await page.getByRole('button', { name: /^(file-done )?Invoice$/ }).click();

  const form = page.getByRole('dialog', { name: 'Create Invoice' });
  await expect(form).toBeVisible({ timeout: 30_000 });
  const lines = form.getByRole('region', { name: 'Product lines' });
  // Both orders' lines, each at the quantity still to be invoiced.
  await expect(lines.getByRole('row').filter({ hasText: 'Vela Console licence' })).toHaveCount(2);
  await expect(lines.getByRole('row').filter({ hasText: 'Training workshop' })).toHaveCount(2);
  await expect(form.locator('[data-form-field="account_name"]')).toContainText('Acme Robotics Group');
  await keepScreenshot(page, { path: 'test-results/order-list-invoice.png' });
  await form.getByLabel('Invoice number').fill(`INV-LIST-${stamp}`);
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(form).toBeHidden({ timeout: 30_000 });

  // Everything was invoiced: neither order has a line left to invoice.
  const left = await callApi<{ sourceLines: unknown[] }>(page, '/newMaster/getMasterInfo', {
    objId: 'invoices',
    recordId: orderIds.join(','),
  });
  expect(left.sourceLines).toEqual([]);
});

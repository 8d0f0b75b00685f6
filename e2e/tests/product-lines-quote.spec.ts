import { expect, type Page, test } from '@playwright/test';
import { keepScreenshot } from '../support/screenshot.js';
import { signIn } from '../support/sign-in.js';

/** The quote create page (spec 2 §2 form routes). */
const QUOTE_CREATE = '/home/create/table/quote/quote/a0q';

async function openQuoteForm(page: Page) {
  await signIn(page, { to: QUOTE_CREATE });
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Create Quote', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Product lines' })).toBeVisible();
}

async function pickCustomer(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Customer', exact: true }).click();
  await page.keyboard.type(name);
  await page.locator('.ant-select-dropdown:visible').getByTitle(name, { exact: true }).click();
  await expect(page.locator('[data-form-field="khmc"]')).toContainText(name);
}

/** Picks the first customer whose name starts with `prefix` (not the one already chosen). */
async function chooseAnotherCustomer(page: Page, prefix: string) {
  await page.getByRole('combobox', { name: 'Customer', exact: true }).click();
  await page.keyboard.type(prefix);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: prefix })
    .first()
    .click();
}

const changeConfirmation = (page: Page) =>
  page.locator('.ant-modal-confirm').filter({ hasText: 'Change Customer?' });

async function addFromPriceBook(page: Page, products: string[]) {
  await page.getByRole('button', { name: 'Add from price book' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add products' });
  await expect(dialog).toBeVisible();
  for (const product of products) {
    // Picks stay picked across searches.
    await dialog.getByRole('searchbox').fill(product);
    await dialog.getByRole('searchbox').press('Enter');
    const row = dialog
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: product, exact: true }) });
    await expect(dialog.getByRole('row').nth(1)).toContainText(product);
    await row.getByRole('checkbox').check();
  }
  await dialog.getByRole('button', { name: `Add ${products.length}` }).click();
  await expect(dialog).toBeHidden();
}

const lines = (page: Page) => page.getByRole('region', { name: 'Product lines' });
const lineRow = (page: Page, product: string) => lines(page).getByRole('row').filter({ hasText: product });

test('[S2-B-012][S1-D-013][S1-K-030][S2-C-038][S2-C-035][S2-B-007] a person builds a quote of three lines with a discount, saves it, reopens it with the same lines and totals, and clones it', async ({
  page,
}) => {
  await openQuoteForm(page);
  const name = `Three-line quote ${Date.now()}`;
  await page.getByLabel('Quote name').fill(name);
  await pickCustomer(page, 'Acme Robotics Group');
  await addFromPriceBook(page, ['Vela Console licence', 'Training workshop', 'Barcode scanner S2']);

  const licence = lineRow(page, 'Vela Console licence');
  await licence.getByLabel('Quantity — Vela Console licence').fill('2');
  // The default discount mode is by amount ('2'); switch this line to percent and give 10 %.
  await expect(licence.locator('.vela-product-lines__discount')).toContainText('USD');
  await licence.getByLabel('Discount by — Vela Console licence').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('%', { exact: true }).click();
  await licence.getByLabel('Discount (%) — Vela Console licence', { exact: true }).fill('10');
  await expect(licence.getByTestId('line-amount')).toHaveText('USD 2,160.00');
  await expect(licence).toContainText('= 240.00');
  // Hardware carries the product's own tax (VAT 20 %) from /tax/listRelatedTax.
  const scanner = lineRow(page, 'Barcode scanner S2');
  await expect(scanner.getByTestId('line-amount')).toHaveText('USD 216.00');
  await expect(scanner).toContainText('VAT 20%');
  // A discount amount on the workshop: 150 off 1,800.
  const workshop = lineRow(page, 'Training workshop');
  await workshop.getByLabel('Discount amount — Training workshop').fill('150');
  await expect(workshop).toContainText('= 8.33 %');
  await expect(workshop.getByTestId('line-amount')).toHaveText('USD 1,650.00');

  await expect(page.getByTestId('totals-subtotal')).toHaveText('USD 4,380.00');
  await expect(page.getByTestId('totals-discount')).toHaveText('USD 390.00');
  await expect(page.getByTestId('totals-tax')).toHaveText('USD 36.00');
  await expect(page.getByTestId('totals-total')).toHaveText('USD 4,026.00');
  await keepScreenshot(page, { path: 'test-results/product-lines-quote.png', fullPage: true });

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/commonObjects\/detail\/a0q[^/]+\/DETAIL$/);
  const id = page.url().split('/detail/')[1]!.split('/')[0]!;
  // The server's total is the sum of the lines.
  await expect(page.getByText('4,026.00').first()).toBeVisible();

  await page.goto(`/console-menu1-edit/quote/quote/a0q/p01?id=${id}`);
  await expect(page.getByRole('heading', { name: 'Edit Quote', level: 1 })).toBeVisible();
  await expect(lines(page).getByRole('row')).toHaveCount(4);
  await expect(lineRow(page, 'Vela Console licence').getByTestId('line-amount')).toHaveText('USD 2,160.00');
  await expect(
    lineRow(page, 'Vela Console licence').getByLabel('Quantity — Vela Console licence'),
  ).toHaveValue('2');
  await expect(page.getByTestId('totals-total')).toHaveText('USD 4,026.00');
  await keepScreenshot(page, { path: 'test-results/product-lines-quote-reopened.png', fullPage: true });

  // Deleting a line and saving lowers the stored total.
  await lineRow(page, 'Training workshop')
    .getByRole('button', { name: 'Remove line — Training workshop' })
    .click();
  await expect(page.getByTestId('totals-total')).toHaveText('USD 2,376.00');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`console-detail/${id}/DETAIL`));
  await page.goto(`/console-menu1-edit/quote/quote/a0q/p01?id=${id}`);
  await expect(lines(page).getByRole('row')).toHaveCount(3);
  await expect(page.getByTestId('totals-total')).toHaveText('USD 2,376.00');

  // A clone copies the lines as new lines of the new quote; the original keeps its own.
  await page.goto(`/home/create/table/quote/quote/a0q?operation=COPY&id=${id}`);
  await expect(page.getByRole('heading', { name: 'Clone Quote', level: 1 })).toBeVisible();
  await expect(lines(page).getByRole('row')).toHaveCount(3);
  await page.getByLabel('Quote name').fill(`${name} (copy)`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/commonObjects\/detail\/a0q[^/]+\/DETAIL$/);
  const copy = page.url().split('/detail/')[1]!.split('/')[0]!;
  expect(copy).not.toBe(id);
  for (const quote of [copy, id]) {
    await page.goto(`/console-menu1-edit/quote/quote/a0q/p01?id=${quote}`);
    await expect(lines(page).getByRole('row')).toHaveCount(3);
    await expect(page.getByTestId('totals-total')).toHaveText('USD 2,376.00');
  }
});

test('[S2-V-021] the price book needs the customer first: c2575 names the field', async ({ page }) => {
  await openQuoteForm(page);
  await page.getByRole('button', { name: 'Add from price book' }).click();
  await expect(page.getByText('Choose Customer first.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Add products' })).toHaveCount(0);
});

test('[S2-V-021][S2-B-012] a purchase order has product lines too; its price book needs the vendor (c2575 names Vendor)', async ({
  page,
}) => {
  await signIn(page, { to: '/home/create/table/velapurchaseorder/velapurchaseorder/072' });
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Create Purchase order', level: 1 })).toBeVisible();
  await lines(page).getByRole('button', { name: 'Add from price book' }).click();
  await expect(page.getByText('Choose Vendor first.')).toBeVisible();
});

test('[S2-B-080][S2-E-008] changing the customer of a quote with lines asks first; cancel keeps it and says c2593', async ({
  page,
}) => {
  await openQuoteForm(page);
  await page.getByLabel('Quote name').fill(`Guarded quote ${Date.now()}`);
  await pickCustomer(page, 'Acme Robotics Group');
  await addFromPriceBook(page, ['Premier support']);

  await chooseAnotherCustomer(page, 'Northwind');
  const confirm = changeConfirmation(page);
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText('The 1 product lines were priced for the current choice');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Cancelled.')).toBeVisible();
  await expect(page.locator('[data-form-field="khmc"]')).toContainText('Acme Robotics Group');
  await expect(lineRow(page, 'Premier support')).toBeVisible();

  // Confirming takes the new customer and removes the lines priced for the old one.
  await chooseAnotherCustomer(page, 'Northwind');
  await changeConfirmation(page).getByRole('button', { name: 'OK' }).click();
  await expect(page.locator('[data-form-field="khmc"]')).toContainText('Northwind');
  await expect(lineRow(page, 'Premier support')).toHaveCount(0);
  await expect(page.getByTestId('totals-total')).toHaveText('USD 0.00');
});

test('[S1-E-026] a failed tax fetch shows the server returnInfo', async ({ page }) => {
  await openQuoteForm(page);
  await page.route('**/api/tax/listRelatedTax', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        result: false,
        returnCode: '11400',
        returnInfo: 'Tax service is down',
        data: null,
      }),
    }),
  );
  await pickCustomer(page, 'Acme Robotics Group');
  await addFromPriceBook(page, ['Rugged tablet T8']);
  await expect(page.getByText('Tax service is down')).toBeVisible();
  await expect(lineRow(page, 'Rugged tablet T8').getByTestId('line-amount')).toHaveText('USD 650.00');
});

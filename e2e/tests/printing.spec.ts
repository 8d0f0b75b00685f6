import { readFile } from 'node:fs/promises';
import { type BrowserContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { callApiOrFail, productId, saveRecord } from '../support/call-api.js';
import { closeOtherContexts } from '../support/contexts.js';
import { keepScreenshot } from '../support/screenshot.js';
import { signIn } from '../support/sign-in.js';

test.afterEach(closeOtherContexts);

// Each test makes its own records and opens two or three pages: give a busy shared machine room.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

/** Signs in and waits for the workspace (the first start on a busy machine takes a while). */
async function signedIn(page: Page, email?: string) {
  await signIn(page, email);
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 45_000 });
}

/** A customer and a record with two product lines, made through the API so each test starts from its own. */
async function recordWithLines(page: Page, objectApi: 'quote' | 'Invoices', name: string) {
  const customer = await saveRecord(page, 'Account', { name: `Print customer ${Date.now()}` });
  const licence = await productId(page, 'Vela Console licence');
  const support = await productId(page, 'Vela Console licence (annual support)');
  const lines = [
    { name: 'Licence', product: licence, qty: 2, listprice: 1200, selectdiscount: '1', discount: 10, tax: 0 },
    { name: 'Support', product: support, qty: 1, listprice: 240, tax: 0 },
  ];
  const quote = objectApi === 'quote';
  return saveRecord(
    page,
    objectApi,
    quote
      ? { name, khmc: customer, currency: 'USD' }
      : { name, account_name: customer, currency: 'USD', invoice_date: '2026-11-02' },
    {
      masterdata: JSON.stringify([
        {
          objectApi: quote ? 'quotedetail' : 'invoicedetail',
          relatedField: quote ? 'quoteid' : 'invoiceid',
          data: lines,
        },
      ]),
    },
  );
}

/** window.print on every page of the context is counted instead of opening the browser's dialog. */
async function countPrints(context: BrowserContext) {
  await context.addInitScript(() => {
    const counted = window as unknown as { velaPrints: number };
    counted.velaPrints = 0;
    window.print = () => {
      counted.velaPrints += 1;
    };
  });
}

async function openPrintFromRecord(page: Page, item: string): Promise<Page> {
  await page.getByRole('button', { name: 'Print' }).click();
  const opened = page.context().waitForEvent('page');
  await page.getByRole('menuitem', { name: item }).click();
  const printPage = await opened;
  await printPage.waitForLoadState();
  return printPage;
}

async function downloadPdf(printPage: Page): Promise<Buffer> {
  const download = printPage.waitForEvent('download');
  await printPage.getByRole('button', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  return readFile(await file.path());
}

test('[S1-R-156] a person opens a quote, prints it: the sheet shows its lines and totals, Print prints, the PDF downloads', async ({
  page,
  context,
}) => {
  await countPrints(context);
  await signedIn(page);
  const name = `Printed quote ${Date.now()}`;
  const id = await recordWithLines(page, 'quote', name);
  await page.goto(`/commonObjects/detail/${id}/DETAIL`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  const sheet = await openPrintFromRecord(page, 'Print quote');
  await expect(sheet).toHaveURL(new RegExp(`/print-quotation/.+/${id}/default/print$`));
  await expect(sheet.getByRole('heading', { name, level: 1 })).toBeVisible();
  const lines = sheet.getByRole('table', { name: 'Products' });
  await expect(lines.getByRole('row')).toHaveCount(3);
  await expect(lines.getByRole('row').nth(1)).toContainText('Vela Console licence');
  await expect(lines.getByRole('row').nth(1)).toContainText('$2,160.00');
  await expect(lines.getByRole('row').nth(2)).toContainText('Vela Console licence (annual support)');
  const totals = sheet.getByRole('definition');
  await expect(sheet.getByLabel('Totals')).toContainText('Subtotal$2,640.00');
  await expect(sheet.getByLabel('Totals')).toContainText('Discount$240.00');
  await expect(sheet.getByLabel('Totals')).toContainText('Total$2,400.00');
  expect(await totals.count()).toBeGreaterThan(3);
  await keepScreenshot(sheet, { path: 'test-results/print-quotation.png', fullPage: true });

  await sheet.getByRole('button', { name: 'Print', exact: true }).click();
  expect(await sheet.evaluate(() => (window as unknown as { velaPrints: number }).velaPrints)).toBe(1);
  // On paper the toolbar is gone and the sheet stays.
  await sheet.emulateMedia({ media: 'print' });
  await expect(sheet.getByRole('toolbar')).toBeHidden();
  await expect(lines).toBeVisible();
  await keepScreenshot(sheet, { path: 'test-results/print-quotation-paper.png', fullPage: true });
  await sheet.emulateMedia({ media: 'screen' });

  const pdf = await downloadPdf(sheet);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('[S1-R-233] a person prints an invoice from its page: the invoice sheet with lines and totals and its PDF', async ({
  page,
  context,
}) => {
  await countPrints(context);
  await signedIn(page);
  const name = `INV-${Date.now()}`;
  const id = await recordWithLines(page, 'Invoices', name);
  await page.goto(`/commonObjects/detail/${id}/DETAIL`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const sheet = await openPrintFromRecord(page, 'Print invoice');
  await expect(sheet).toHaveURL(new RegExp(`/print-invoices/.+/${id}/default/print/[^/]+/[^/]+/[^/]+$`));
  await expect(sheet.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(sheet.getByRole('table', { name: 'Products' }).getByRole('row')).toHaveCount(3);
  await expect(sheet.getByLabel('Totals')).toContainText('Total$2,400.00');
  await keepScreenshot(sheet, { path: 'test-results/print-invoice.png', fullPage: true });
  const pdf = await downloadPdf(sheet);
  expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
});

test('[S1-R-235][S1-R-006] a person prints an account by its layout sections and views it as a PDF', async ({
  page,
  context,
}) => {
  await countPrints(context);
  await signedIn(page);
  const name = `Zażółć Print Account ${Date.now()}`;
  const id = await saveRecord(page, 'Account', { name, phone: '+48 22 555 0101' });
  await page.goto(`/commonObjects/detail/${id}/DETAIL`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  const sheet = await openPrintFromRecord(page, 'Print this record');
  await expect(sheet).toHaveURL(new RegExp(`/print-detail/${id}/${id.slice(0, 3)}$`));
  await expect(sheet.getByRole('heading', { name, level: 1 })).toBeVisible();
  const firstSection = sheet.locator('.vela-print-section').first();
  await expect(firstSection.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(sheet.locator('.vela-print-section')).toContainText(['+48 22 555 0101']);
  await keepScreenshot(sheet, { path: 'test-results/print-detail.png', fullPage: true });
  await sheet.getByRole('button', { name: 'Print', exact: true }).click();
  expect(await sheet.evaluate(() => (window as unknown as { velaPrints: number }).velaPrints)).toBe(1);
  await sheet.close();

  await page.getByRole('button', { name: 'Print' }).click();
  await page.getByRole('menuitem', { name: 'View as PDF' }).click();
  await expect(page).toHaveURL(new RegExp(`/commonObjects/pdfViewDetail/${id}$`));
  // The server's PDF itself, drawn page by page.
  await expect(page.getByRole('img', { name: 'Page 1 of 1' })).toBeVisible();
  await keepScreenshot(page, { path: 'test-results/pdf-view-detail.png', fullPage: true });
  const pdf = await downloadPdf(page);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('[S1-R-234] a person searches the Accounts list and prints it: the printed page shows the rows the list shows', async ({
  page,
}) => {
  await signedIn(page);
  const stamp = Date.now();
  for (const suffix of ['Alpha', 'Beta', 'Gamma'])
    await saveRecord(page, 'Account', { name: `Printlist ${stamp} ${suffix}` });
  await page.goto('/commonObjects/views/table/Account/account/001');
  await expect(page.getByRole('heading', { name: 'Accounts' })).toBeVisible();
  await page.getByLabel('Search this list').fill(`Printlist ${stamp}`);
  await page.getByLabel('Search this list').press('Enter');
  const rows = page.locator('.vela-list__table tbody tr.vela-list__row');
  await expect(rows).toHaveCount(3);

  const opened = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Print list' }).click();
  const sheet = await opened;
  await expect(sheet).toHaveURL(/\/print-table\/[^/]+\/001\/Account\/[^/]+\/1\/25\/Printlist[^/]+\/-\/false/);
  const table = sheet.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(4);
  for (const suffix of ['Alpha', 'Beta', 'Gamma'])
    await expect(table).toContainText(`Printlist ${stamp} ${suffix}`);
  await expect(sheet.getByText('Page 1 · rows 1–3')).toBeVisible();
  await keepScreenshot(sheet, { path: 'test-results/print-table.png', fullPage: true });
  const pdf = await downloadPdf(sheet);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('[S1-R-156][S1-R-235][S1-R-234] bad print links and records the person may not read give a clear page, not a crash', async ({
  page,
  browser,
}) => {
  await signedIn(page);
  await page.goto('/print-detail/not-an-id/001');
  await expect(page.getByRole('heading', { name: 'This cannot be printed' })).toBeVisible();
  await expect(page.getByText('"not-an-id" is not a record id')).toBeVisible();
  await keepScreenshot(page, { path: 'test-results/print-bad-link.png' });

  const account = await saveRecord(page, 'Account', { name: `No lines ${Date.now()}` });
  await page.goto(`/print-quotation/x/-/${account}/default/print`);
  await expect(page.getByRole('heading', { name: 'This cannot be printed' })).toBeVisible();
  await expect(page.getByText('a quotation prints product lines, and a Account has none')).toBeVisible();

  await page.goto('/print-table/-/001/Account/-/1/25/-/-/perhaps');
  await expect(page.getByText('exactSearchFlag "perhaps" is not true or false')).toBeVisible();

  const quote = await recordWithLines(page, 'quote', `Private quote ${Date.now()}`);
  const partner = await browser.newContext();
  const partnerPage = await partner.newPage();
  await signIn(partnerPage, 'pat.partner@vela.local');
  await expect(partnerPage).not.toHaveURL(/\/login/);
  await partnerPage.goto(`/print-quotation/x/-/${quote}/default/print`);
  await expect(partnerPage.getByRole('heading', { name: 'This cannot be printed' })).toBeVisible();
  await expect(partnerPage.getByText(/was not found/)).toBeVisible();
  await expect(partnerPage.getByText('Vela Console licence')).toHaveCount(0);
  await partner.close();
});

const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('[S1-R-166][S1-R-156] an administrator designs the quotation template with a preview, and the quote prints with it', async ({
  page,
}) => {
  await signedIn(page);
  const stamp = Date.now();
  const name = `Quote letterhead ${stamp}`;
  await page.goto('/systemSettings/setuppage/objectTemplatePrint');
  await expect(page.getByRole('heading', { name: 'Print templates', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /New template/ }).click();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Header text').fill(`Vela Demo Org · Harbour Road 1 · ${stamp}`);
  await page.getByLabel('Terms and conditions').fill('Payment within 30 days. <b>Prices</b> exclude VAT.');
  await page.locator('#print-template-logo').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: PIXEL_PNG,
  });
  // The product lines print before the fields; the totals not at all.
  await page.getByRole('button', { name: 'Move Product lines up' }).click();
  await page.getByRole('checkbox', { name: 'Totals' }).uncheck();

  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText(`Harbour Road 1 · ${stamp}`);
  // Text stays text: the tags are shown, not applied.
  await expect(preview).toContainText('<b>Prices</b> exclude VAT.');
  await expect(preview.locator('img.vela-print-sheet__logo')).toBeVisible();
  await expect(preview.getByLabel('Totals')).toHaveCount(0);
  await keepScreenshot(page, { path: 'test-results/print-templates-setup.png', fullPage: true });
  const saved = page.waitForResponse((response) => response.url().endsWith('/print/saveTemplate'));
  await page.getByRole('button', { name: 'Save template' }).click();
  const template = (await (await saved).json()).data as { id: string; design: Record<string, unknown> };
  await expect(page.getByText(`Template ${name} saved.`)).toBeVisible();

  try {
    const quoteName = `Templated quote ${stamp}`;
    const id = await recordWithLines(page, 'quote', quoteName);
    await page.goto(`/commonObjects/detail/${id}/DETAIL`);
    await expect(page.getByRole('heading', { name: quoteName, level: 1 })).toBeVisible();
    const sheet = await openPrintFromRecord(page, 'Print quote');
    await expect(sheet.getByRole('heading', { name: quoteName, level: 1 })).toBeVisible();
    await expect(sheet.getByText(`Harbour Road 1 · ${stamp}`)).toBeVisible();
    await expect(sheet.getByLabel('Terms')).toContainText('<b>Prices</b> exclude VAT.');
    await expect(sheet.locator('img.vela-print-sheet__logo')).toBeVisible();
    await expect(sheet.getByRole('table', { name: 'Products' })).toContainText('Vela Console licence');
    await expect(sheet.getByLabel('Totals')).toHaveCount(0);
    // The lines come before the fields on the sheet.
    const order = await sheet
      .locator('.vela-print-sheet > table, .vela-print-sheet > section.vela-print-section')
      .evaluateAll((nodes) => nodes.map((node) => node.tagName));
    expect(order[0]).toBe('TABLE');
    await keepScreenshot(sheet, { path: 'test-results/print-quotation-templated.png', fullPage: true });
    const pdf = await downloadPdf(sheet);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  } finally {
    // Other quotation prints keep the built-in template.
    await callApiOrFail(page, 'print/saveTemplate', {
      id: template.id,
      kind: 'quotation',
      active: false,
      design: template.design,
    });
  }
});

import { expect as baseExpect, test } from '@playwright/test';
import { callApiOrFail, saveRecord } from '../support/call-api.js';
import { keepScreenshot } from '../support/screenshot.js';
import { expectShell, signIn } from '../support/sign-in.js';

const expect = baseExpect.configure({ timeout: 30_000 });

interface Seller {
  name: string;
  addressLines: string[];
  taxId: string;
  email: string;
  phone: string;
  logo: string;
  quotationTerms: string;
  invoiceTerms: string;
}

/**
 * Company information (issue 26 item 2): an administrator finds the page on the settings home, is refused
 * a wrong e-mail and a logo that is no PNG or JPEG, changes the phone, and the next printed quote shows it.
 * Only the phone changes (the print journeys check the seller's name, address, tax id and terms), and it
 * is put back in a `finally`.
 */
test('[S1-R-197] an administrator sets the company information in setup; bad input is refused; the next printed quote shows it', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await signIn(page, { to: '/systemSettings' });
  await expectShell(page);
  const original = (await callApiOrFail<{ seller: Seller }>(page, '/setup/companyInfo', {})).seller;
  const phone = `+1 212 555 ${String(Date.now()).slice(-4)}`;
  try {
    const search = page.getByRole('searchbox', { name: 'Find a setup page' });
    await search.fill('company');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/systemSettings\/setuppage\/basicSetup$/);
    await expect(page.getByRole('heading', { name: 'Company information', level: 2 })).toBeVisible();
    const companyName = page.getByLabel('Company name');
    await expect(companyName).toHaveValue(original.name);
    await expect(page.getByLabel('Address')).toHaveValue(original.addressLines.join('\n'));

    // Refused before saving: an e-mail that is none, a logo file that is no PNG or JPEG.
    const email = page.getByLabel('E-mail');
    await email.fill('billing at vela');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Write an e-mail address, e.g. billing@example.com.')).toBeVisible();
    await email.fill(original.email);
    await page.getByTestId('company-logo-file').setInputFiles({
      name: 'logo.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('R0lGODlhAQABAAAAACw=', 'base64'),
    });
    await expect(page.getByRole('alert').filter({ hasText: 'Choose a PNG or JPEG image.' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'The logo as documents print it' })).toBeVisible();

    await page.getByLabel('Phone').fill(phone);
    await keepScreenshot(page, { path: testInfo.outputPath('company-information.png'), fullPage: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved. The next quotation or invoice prints it.')).toBeVisible();

    // The next print of a quote carries it.
    const stamp = Date.now();
    const customer = await saveRecord(page, 'Account', { name: `Company Info Customer ${stamp}` });
    const name = `Company info quote ${stamp}`;
    const id = await saveRecord(page, 'quote', { name, khmc: customer, currency: 'USD' });
    await page.goto(`/commonObjects/detail/${id}/DETAIL`);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Print' }).click();
    const opened = page.context().waitForEvent('page');
    await page.getByRole('menuitem', { name: 'Print quote' }).click();
    const sheet = await opened;
    const seller = sheet.getByRole('region', { name: original.name });
    await expect(seller).toContainText(phone);
    await keepScreenshot(sheet, {
      path: testInfo.outputPath('company-information-print.png'),
      fullPage: true,
    });
    await sheet.close();

    // The change is in the setup audit trail.
    const trail = await callApiOrFail<{ rows: Array<{ action: string; after: string }> }>(
      page,
      '/setup/auditTrail',
      { area: 'company', search: 'saveCompanyInfo' },
    );
    expect(trail.rows[0]?.after).toContain(phone);
  } finally {
    await callApiOrFail(page, '/setup/saveCompanyInfo', { seller: original });
  }
});

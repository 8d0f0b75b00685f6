import { expect as baseExpect, test } from '@playwright/test';
import { closeOtherContexts } from '../support/contexts.js';
import { signIn } from '../support/sign-in.js';

// The machine running these is shared: allow for a slow answer rather than fail on one.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });
test.afterEach(closeOtherContexts);

test('[S1-R-129][S1-R-133][S1-R-130][S1-R-132][S1-C-005] a marketer builds and publishes a form; a visitor’s answer on its public page becomes a lead and a submission; the QR code downloads', async ({
  page,
  browser,
}, testInfo) => {
  const stamp = Date.now().toString(36);
  const title = `E2E newsletter ${stamp}`;
  const visitor = `Vera Visitor ${stamp}`;
  await signIn(page, { to: '/marketForm/marketForm' });
  await page.getByRole('button', { name: /New form/ }).click();
  await page.getByRole('button', { name: /Newsletter/ }).click();
  const name = page.getByLabel('Title', { exact: true });
  await expect(name).toHaveValue('Newsletter');
  await name.fill(title);
  await page.getByRole('textbox', { name: 'Label of E-mail' }).fill('Your e-mail');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('Publish the form to take submissions.')).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const link = page.getByRole('link', { name: /\/webform\// });
  await expect(link).toBeVisible();
  const address = (await link.getAttribute('href')) ?? '';
  expect(address).toMatch(/\/webform\/[\w-]{20,}$/);

  // A visitor, signed in to nothing, answers on the public page.
  const outside = await (await browser.newContext()).newPage();
  await outside.goto(address);
  await expect(outside.getByRole('heading', { name: title })).toBeVisible();
  await outside.getByRole('button', { name: 'Send' }).click();
  await expect(outside.getByText('Enter Your e-mail')).toBeVisible();
  await outside.getByLabel('Name').fill(visitor);
  await outside.getByLabel('Your e-mail').fill(`vera.${stamp}@example.com`);
  await outside.getByRole('button', { name: 'Send' }).click();
  await expect(outside.getByText('Thank you! We will be in touch shortly.')).toBeVisible();

  // The form's page lists the submission with the lead it made.
  await page.reload();
  const record = page.getByRole('link', { name: visitor });
  await expect(record).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: visitor })).toContainText(`vera.${stamp}@example.com`);

  // The QR code of the public link downloads as a PNG.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Download QR code/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${title}-qr.png`);
  const saved = testInfo.outputPath('qr.png');
  await file.saveAs(saved);
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(saved)).subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');

  // The lead is a real lead of the marketer's, with the visitor's details.
  await record.click();
  await expect(page).toHaveURL(/\/commonObjects\/detail\/[^/]+\/DETAIL/);
  await expect(page.getByRole('heading', { name: visitor })).toBeVisible();
  await expect(page.getByText(`vera.${stamp}@example.com`).first()).toBeVisible();
});

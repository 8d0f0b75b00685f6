import { expect, type FileChooser, test } from '@playwright/test';
import { keepScreenshot } from '../support/screenshot.js';
import { signIn } from '../support/sign-in.js';

/** The create page of a product: its layout has an image (IMG, one) and a data sheet (file, at most 5). */
const PRODUCT_CREATE = '/home/create/table/Product/product/01t';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAAJ0lEQVR42mNkYPhfz0AEYBxVSF+FjAwMDP+JUcw4qpC+ChkZRg0kAgDlWQ8RuJCm0QAAAABJRU5ErkJggg==',
  'base64',
);

test('[S2-D-019][S2-D-020][S2-V-020] a person attaches a data sheet and a picture to a new product by keyboard, and saves', async ({
  page,
}) => {
  await signIn(page, { to: PRODUCT_CREATE });
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Create Product', level: 1 })).toBeVisible();
  await page.getByLabel('Product name').fill(`Widget sheet ${Date.now()}`);

  // The list price takes the spec's limits: 18 digits, 2 decimals.
  const price = page.getByLabel('List price');
  await price.fill('1234.567');
  await price.press('Tab');
  await expect(price).toHaveValue('1234.57');

  // Files: the button opens the browser's picker from the keyboard.
  const addFiles = page.getByRole('button', { name: 'Data sheet: Add files' });
  // The product layout sets the company currency once it has loaded (S2-B-084): wait for it before using the keyboard.
  await expect(page.locator('[data-form-field="currency"]')).toContainText('USD');
  let opened: FileChooser | undefined;
  await expect(async () => {
    await addFiles.focus();
    const chooser = page.waitForEvent('filechooser', { timeout: 3_000 });
    await page.keyboard.press('Enter');
    opened = await chooser;
  }).toPass({ timeout: 20_000 });
  await (opened as FileChooser).setFiles([
    { name: 'spec-sheet.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 test sheet') },
    { name: 'manual.txt', mimeType: 'text/plain', buffer: Buffer.from('read me') },
  ]);
  const sheet = page.locator('[data-field="datasheet"]');
  await expect(sheet.getByText('spec-sheet.pdf')).toBeVisible();
  await expect(sheet.getByText('manual.txt')).toBeVisible();
  await expect(sheet.getByText('2 of 5 files')).toBeVisible();

  // Four more would pass the field's limit of 5: refused before anything is sent.
  const more = page.waitForEvent('filechooser');
  await addFiles.click();
  await (await more).setFiles(
    ['a', 'b', 'c', 'd'].map((name) => ({
      name: `${name}.txt`,
      mimeType: 'text/plain',
      buffer: Buffer.from(name),
    })),
  );
  await expect(sheet.getByRole('alert')).toHaveText('You can attach at most 5 files here.');

  const picture = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Image: Choose image' }).click();
  await (await picture).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  const image = page.locator('[data-field="image"]');
  await expect(image.getByRole('img', { name: 'Image' })).toBeVisible();
  await keepScreenshot(page, { path: 'test-results/field-widgets-files.png', fullPage: true });

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/commonObjects\/detail\/01t[^/]+\/DETAIL$/);
});

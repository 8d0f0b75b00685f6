import { expect as baseExpect, type Page, test } from '@playwright/test';
import { callApiOrFail } from '../support/call-api.js';
import { keepScreenshot } from '../support/screenshot.js';
import { signIn } from '../support/sign-in.js';

// Two cores shared by several builds: give each step room.
const expect = baseExpect.configure({ timeout: 25_000 });
test.describe.configure({ timeout: 150_000 });

const CONTACTS = '/commonObjects/views/table/Contact/contact/003';
const dataRows = (page: Page) => page.locator('.vela-list__table tbody tr.vela-list__row');

async function shot(page: Page, name: string) {
  await keepScreenshot(page, { path: `test-results/list-merge-text/${name}.png`, fullPage: true });
}

/** Picks an option of an antd select in a dialog, again if a pick is lost under load. */
async function choose(page: Page, dialog: ReturnType<Page['getByRole']>, label: string, option: string) {
  const item = page.locator('.ant-select-dropdown:visible').getByTitle(option);
  await expect(async () => {
    if (!(await item.isVisible())) await dialog.getByLabel(label).click();
    await item.click({ timeout: 5_000 });
    // The list opens in a portal outside the dialog: the dialog shows the option once it is chosen.
    await expect(dialog).toContainText(option, { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}

test('[issue 23] a list selection is merged into one PDF and texted, and the texts show in the test provider’s outbox', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  await signIn(page);
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 45_000 });
  await callApiOrFail(page, '/sms/provider/save', { kind: 'test', fromNumber: '+15005550006' });
  for (const [name, mobile] of [
    [`Mia Merge ${stamp}`, '+1 415 555 0141'],
    [`Max Merge ${stamp}`, '+1 415 555 0142'],
  ])
    await callApiOrFail(page, '/objectInfo/save', {
      objectApi: 'Contact',
      data: JSON.stringify([{ name, mobilephone: mobile }]),
    });
  await callApiOrFail(page, '/mail/templates/save', {
    kind: 'email',
    name: `Letter ${stamp}`,
    objectApi: 'Contact',
    defaultLanguage: 'en',
    versions: [{ language: 'en', subject: 'Dear {!name}', body: '<p>Thank you, {!name}.</p>' }],
  });

  await page.goto(CONTACTS);
  await page.getByRole('searchbox', { name: 'Search this list' }).fill(stamp);
  await page.getByRole('searchbox', { name: 'Search this list' }).press('Enter');
  await expect(dataRows(page)).toHaveCount(2);
  for (const row of await dataRows(page).all()) await row.getByRole('checkbox').check();
  await expect(page.getByText('2 selected', { exact: true })).toBeVisible();

  // Mail merge: one PDF, a letter per selected contact.
  await page.getByRole('button', { name: 'Mail merge' }).click();
  const merge = page.getByRole('dialog', { name: 'Mail merge' });
  await expect(merge).toContainText('Records to merge: 2');
  await choose(page, merge, 'Template', `Letter ${stamp} (e-mail)`);
  const download = page.waitForEvent('download');
  await merge.getByRole('button', { name: 'Generate PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`Letter ${stamp}.pdf`);
  const bytes = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(merge).toContainText('The PDF was made and downloaded.');
  await shot(page, 'merge');
  await page.keyboard.press('Escape');
  await expect(merge).toBeHidden();

  // A mass text to the same selection, through the built-in test provider.
  await page.getByRole('button', { name: 'Send text' }).click();
  const texting = page.getByRole('dialog', { name: 'Text the selected records' });
  await texting.getByLabel('Message').fill(`Opening hours changed ${stamp}`);
  await texting.getByRole('button', { name: 'Send texts' }).click();
  await expect(texting).toContainText('Texts on their way: 2');
  await shot(page, 'texted');
  await page.keyboard.press('Escape');
  await expect(texting).toBeHidden();

  await page.goto('/noteSms/testOutbox');
  await expect(page.getByRole('heading', { name: 'Test provider outbox', level: 2 })).toBeVisible();
  const rows = page.getByRole('row').filter({ hasText: `Opening hours changed ${stamp}` });
  // Delivery is reported by a background job: look again until both are delivered.
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(rows.filter({ hasText: 'Delivered' })).toHaveCount(2, { timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  await expect(rows.filter({ hasText: `Mia Merge ${stamp}` })).toContainText('+14155550141');
  await shot(page, 'outbox');
});

import { expect as baseExpect, type Page, test } from '@playwright/test';
import { callApiOrFail } from '../support/call-api.js';
import { keepScreenshot } from '../support/screenshot.js';
import { ADMIN_EMAIL, signIn } from '../support/sign-in.js';

// Two cores shared by several builds: give each step room.
const expect = baseExpect.configure({ timeout: 25_000 });
test.describe.configure({ timeout: 180_000 });

async function shot(page: Page, name: string) {
  await keepScreenshot(page, { path: `/work/shots/mail-relations-${name}.png`, fullPage: true });
}

test('[issue 23] a received e-mail is related to an account by hand and shows on its timeline; the demo org sends a test e-mail through the test provider', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const accountName = `Relate Holdings ${stamp}`;
  await signIn(page, ADMIN_EMAIL, { to: '/emailobject?direction=received' });
  const [saved] = await callApiOrFail<Array<{ id: string; isSaveSuccess: boolean; errormessage: string }>>(
    page,
    '/objectInfo/save',
    { objectApi: 'Account', data: JSON.stringify([{ name: accountName }]) },
  );
  expect(saved?.isSaveSuccess, saved?.errormessage).toBe(true);

  // E-mails as records: the demo's received mail, with the records its addresses found.
  await expect(page.getByRole('heading', { name: 'E-mails', level: 2 })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('link', { name: 'Question about our renewal' }).first()).toBeVisible();
  await expect(table.getByText('Received').first()).toBeVisible();
  await shot(page, 'records');
  await table.getByRole('link', { name: 'Relations of “Question about our renewal”' }).first().click();

  // /relation: the rules, and the message's records; relate it to the new account by the lookup.
  await expect(page.getByRole('heading', { name: 'E-mail relations', level: 2 })).toBeVisible();
  await expect(page.getByRole('switch', { name: /An account by the e-mail’s domain/ })).toBeChecked();
  const records = page.getByRole('region', { name: 'Related records' });
  await expect(records.getByText('by address').first()).toBeVisible();
  const lookup = records.getByRole('combobox', { name: /Relate to a record/ });
  const option = page.locator('.ant-select-dropdown:visible').getByTitle(`${accountName} · Account`);
  await expect(async () => {
    await lookup.focus();
    await lookup.fill(stamp);
    await expect(option).toBeVisible({ timeout: 3_000 });
  }).toPass();
  await option.click();
  await records.getByRole('button', { name: 'Relate' }).click();
  const related = records.getByRole('link', { name: accountName });
  await expect(related).toBeVisible();
  await expect(records.getByText('by hand')).toBeVisible();
  await shot(page, 'related');

  // The account's activity timeline shows the message.
  await related.click();
  const timeline = page.getByRole('region', { name: 'E-mail' });
  await expect(timeline.getByRole('link', { name: 'Question about our renewal' })).toBeVisible({
    timeout: 45_000,
  });
  await shot(page, 'account-timeline');

  // Setup's outgoing server: the demo org sends through the built-in test provider; a test e-mail goes.
  await page.goto('/systemSettings/setuppage/mailServer');
  await expect(page.getByRole('radio', { name: /The built-in test provider/ })).toBeChecked();
  await page.getByRole('button', { name: 'Send a test e-mail' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The test e-mail was sent to' })).toBeVisible();
  await shot(page, 'server');
});

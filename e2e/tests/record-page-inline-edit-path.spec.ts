import { expect, type Page, test } from '@playwright/test';
import { keepScreenshot } from '../support/screenshot.js';
import { expectShell, signIn } from '../support/sign-in.js';

/**
 * The record page as a workspace (issue 26 items 9–11): a field is changed in
 * place, a call is logged from the activity panel and the stage moves along
 * the path, all without leaving the record.
 */

const ACCOUNTS = '/commonObjects/views/table/Account/account/001';
const DEALS = '/commonObjects/views/table/Opportunity/opportunity/006';
const dataRows = (page: Page) => page.locator('.vela-list__table tbody tr.vela-list__row');
const fieldValue = (page: Page, api: string) => page.locator(`.vela-detail-field[data-field="${api}"] dd`);

/** Opens the list's row at `index` (rows other specs leave alone) and returns the record's page address. */
async function openRow(page: Page, listPath: string, index: number): Promise<string> {
  await page.goto(listPath);
  await expect(page.getByTestId('list-total')).toBeVisible();
  const link = dataRows(page).nth(index).locator('a.vela-list__name');
  const name = await link.innerText();
  await link.click();
  await expect(page).toHaveURL(/\/commonObjects\/detail\/[^/]+\/DETAIL$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return page.url();
}

test('an account’s phone is edited in place, and a call logged from the activity panel shows in its history', async ({
  page,
}, testInfo) => {
  await signIn(page);
  await expectShell(page);
  const address = await openRow(page, ACCOUNTS, 6);

  // Inline edit: the pencil opens the phone, Enter saves it, the page shows the new value.
  const phone = '+1 555 0100 26';
  await page.getByRole('button', { name: 'Edit Phone' }).click();
  const input = page.locator('#vela-record-field-phone');
  await expect(input).toBeFocused();
  await input.fill(phone);
  await keepScreenshot(page, { path: testInfo.outputPath('inline-edit-phone.png') });
  await input.press('Enter');
  await expect(fieldValue(page, 'phone')).toHaveText(phone);
  await expect(input).toHaveCount(0);
  // Escape leaves the value alone.
  await page.getByRole('button', { name: 'Edit Phone' }).click();
  await page.locator('#vela-record-field-phone').fill('nothing');
  await page.locator('#vela-record-field-phone').press('Escape');
  await expect(fieldValue(page, 'phone')).toHaveText(phone);
  // Read-only fields have no pencil.
  await expect(page.getByRole('button', { name: 'Edit Created by' })).toHaveCount(0);
  await page.reload();
  await expect(fieldValue(page, 'phone')).toHaveText(phone);

  // Log a call: a composer in the activity panel; the page stays and the call joins the timeline.
  const activity = page.locator('.vela-detail-activity');
  await activity.getByRole('button', { name: 'Log a call' }).click();
  const composer = activity.getByRole('region', { name: 'Log a call' });
  const subject = `Call about renewal ${Date.now()}`;
  await composer.getByLabel('Subject').fill(subject);
  await composer.getByLabel('Comments').fill('Wants a quote before Friday.');
  await keepScreenshot(page, { path: testInfo.outputPath('log-a-call-composer.png') });
  await composer.getByRole('button', { name: 'Save' }).click();
  await expect(composer).toHaveCount(0);
  const entry = activity.locator('.vela-detail-timeline__item', { hasText: subject });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText('Log a call');
  await expect(entry).toContainText('Completed');
  expect(page.url()).toBe(address);
});

test('an opportunity’s stage moves by the path, and Closed lost asks for the loss reason first', async ({
  page,
}) => {
  await signIn(page);
  await expectShell(page);
  await openRow(page, DEALS, 7);
  const path = page.getByRole('navigation', { name: 'Path: Stage' });
  const current = path.locator('[aria-current="step"]');
  const now = (await current.innerText()).trim();
  const target = now.startsWith('Negotiation') ? 'Proposal' : 'Negotiation';

  // A click picks a stage; the button marks it current.
  await path.getByRole('button', { name: new RegExp(`^${target}`) }).click();
  await path.getByRole('button', { name: 'Mark as current stage' }).click();
  await expect(current).toContainText(target);
  const next = target === 'Proposal' ? 'Negotiation' : 'Closed won';

  // On the current stage the button completes it: the record moves to the next one.
  await expect(path.getByRole('button', { name: 'Mark stage as complete' })).toBeVisible();
  await path.getByRole('button', { name: 'Mark stage as complete' }).click();
  await expect(current).toContainText(next);
  await expect(fieldValue(page, 'stage')).toHaveText(next);

  // Closed lost needs a reason (the opportunity's validation rule): a dialog asks for it before saving.
  await path.getByRole('button', { name: /^Closed lost/ }).click();
  await path.getByRole('button', { name: 'Mark as current stage' }).click();
  const dialog = page.getByRole('dialog', { name: 'Before moving to Closed lost' });
  await expect(dialog).toBeVisible();
  await expect(current).toContainText(next);
  await dialog.getByLabel('Loss reason').fill('Chose a cheaper supplier');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(current).toContainText('Closed lost');
  await expect(fieldValue(page, 'loss_reason')).toHaveText('Chose a cheaper supplier');
});

test('with inline editing on (the demo setup), a list cell is changed where it is', async ({ page }) => {
  await signIn(page, { to: ACCOUNTS });
  await expectShell(page);
  await expect(page.getByTestId('list-total')).toBeVisible();
  const row = dataRows(page).nth(8);
  const phone = '+1 555 0108 26';
  await row.hover();
  await row.getByRole('button', { name: 'Edit Phone' }).click();
  const input = row.locator('#vela-record-field-phone');
  await expect(input).toBeFocused();
  await input.fill(phone);
  await input.press('Enter');
  await expect(input).toHaveCount(0);
  await expect(row).toContainText(phone);
  // Read-only columns (created by, formulas) have no pencil.
  await expect(row.getByRole('button', { name: /^Edit Created/ })).toHaveCount(0);
});

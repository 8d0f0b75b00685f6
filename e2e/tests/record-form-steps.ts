import { expect, type Page } from '@playwright/test';
import { signIn } from '../support/sign-in.js';

/** Steps a person takes in the record form, shared by the record-form-*.spec.ts files. */

/** The create page of an object (spec 2 §2 form routes: home/create/{type}/{objectApi}/{objId}/{prefix}). */
export const ACCOUNT_CREATE = '/home/create/table/Account/account/001';

export async function openAccountForm(page: Page) {
  await signIn(page, { to: ACCOUNT_CREATE });
  await expect(page.getByRole('banner')).toBeVisible();
  // Accounts have two record types: the picker comes first (S2-B-010).
  const picker = page.getByRole('dialog', { name: /Choose a record type/ });
  await expect(picker).toBeVisible();
  await expect(picker.getByRole('radio', { name: 'Customer' })).toBeChecked();
  await pressNext(page);
  await expect(page.locator('.vela-record-form__sections')).toBeVisible();
}

/**
 * Next on the record-type picker until it has gone. The page's heading is already behind the picker, so the
 * test waits for the picker itself; a click that lands while the dialog is still settling in is made again.
 */
export async function pressNext(page: Page) {
  const picker = page.getByRole('dialog', { name: /Choose a record type/ });
  await expect(picker).toBeVisible();
  await expect(async () => {
    if (await picker.isVisible())
      await picker.getByRole('button', { name: 'Next' }).click({ timeout: 2_000 });
    await expect(picker).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** Opens a picklist by its label, types to narrow the list, and picks the option. */
export async function pickOption(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.keyboard.type(option);
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

/** Saves an event, accepting a conflict with events other tests left at the same hour. */
export async function saveEventAcceptingConflicts(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const conflict = page.getByRole('dialog', { name: 'This time overlaps other events' });
  await expect
    .poll(async () => (await conflict.isVisible()) || /\/DETAIL$/.test(page.url()), { timeout: 15_000 })
    .toBe(true);
  // Continue until the record page shows: a click that lands while the dialog is still settling in is made again.
  await expect(async () => {
    if (await conflict.isVisible())
      await conflict.getByRole('button', { name: 'Continue' }).click({ timeout: 2_000 });
    await expect(page).toHaveURL(/\/DETAIL$/, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

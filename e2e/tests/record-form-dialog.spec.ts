import { expect, test } from '@playwright/test';
import { signIn } from '../support/sign-in.js';

test('[S2-B-003][S2-B-035] New on the account list opens the form as a dialog: 80% wide, 10vh from the top, not closed by a click outside; saving goes to the record', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, { to: '/commonObjects/views/table/Account/account/001' });
  await expect(page.getByRole('banner')).toBeVisible();
  await page.getByRole('button', { name: /New/ }).first().click();
  await page
    .getByRole('dialog', { name: /Choose a record type/ })
    .getByRole('button', { name: 'Next', exact: true })
    .click();

  const dialog = page.getByRole('dialog', { name: 'Create Account' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Account name')).toBeFocused();
  // 80% of the page's width (less a scrollbar the list may show) and 10vh (90 px) from the top.
  const pageWidth = await page.evaluate(() => document.documentElement.clientWidth);
  // Measured once the dialog's opening zoom has finished, which a loaded machine can stretch.
  const placement = async () => {
    const box = await page.locator('.vela-record-form-dialog').boundingBox();
    return { widthOff: Math.abs((box?.width ?? 0) - pageWidth * 0.8) < 2, top: Math.round(box?.y ?? 0) };
  };
  await expect.poll(placement).toEqual({ widthOff: true, top: 90 });

  // A click on the mask does not close the form (spec 2 §9).
  await page.mouse.click(20, 880);
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Account name').fill(`Dialog ${Date.now()}`);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/commonObjects\/detail\/001[^/]+\/DETAIL$/);
});

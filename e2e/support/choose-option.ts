import { expect, type Locator, type Page } from '@playwright/test';

/** Picks an option from the select labelled `label` inside `scope`, typing to find it, and waits for the list to close. */
export async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByLabel(label).click();
  await scope.getByLabel(label).fill(option);
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
  // A multiple-choice select (the owner values) stays open after a pick, as a person would leave it by Tab.
  if (await page.locator('.ant-select-dropdown:visible').count()) await page.keyboard.press('Tab');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

/**
 * Picks an option of the select labelled `label` the way a keyboard user does: types it, then Enter. Enter
 * waits until the list has filtered to it: on a busy machine an early Enter takes nothing, or the option
 * that was active before. A page still settling (a late chunk, a suspended part) may blur the box and
 * clear what was typed, so the typing is repeated until the list shows the option.
 */
export async function chooseByTyping(page: Page, label: string, text: string): Promise<void> {
  const box = page.getByRole('combobox', { name: label });
  const active = page.locator('.ant-select-dropdown:visible .ant-select-item-option-active');
  await expect(async () => {
    await box.focus();
    await box.fill(text);
    await expect(active).toHaveAttribute('title', text, { timeout: 3_000 });
  }).toPass();
  await box.press('Enter');
}

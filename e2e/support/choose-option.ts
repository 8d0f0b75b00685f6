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

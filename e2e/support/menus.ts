import type { Page } from '@playwright/test';

export const topMenu = (page: Page) => page.getByRole('navigation', { name: 'App menu', exact: true });

/** Opens an item of the Sales app's "More" group, as a person does (the viewport must show "More"). */
export async function openFromMore(page: Page, name: string): Promise<void> {
  await topMenu(page).getByRole('menuitem', { name: 'More' }).hover();
  await page.getByRole('menuitem', { name, exact: true }).click();
}

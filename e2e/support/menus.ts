import { expect, type Page } from '@playwright/test';

export const topMenu = (page: Page) => page.getByRole('navigation', { name: 'App menu', exact: true });

/**
 * Opens an item of the Sales app's "More" group, as a person does (the viewport must show "More"). With
 * `opened`, the check that the item did open: on a loaded machine the hover menu has taken a click without
 * opening the item (CI of 26 and 27 Nov), and a person clicks again.
 */
export async function openFromMore(page: Page, name: string, opened?: () => Promise<void>): Promise<void> {
  const open = async () => {
    await topMenu(page).getByRole('menuitem', { name: 'More' }).hover();
    await page.getByRole('menuitem', { name, exact: true }).click();
  };
  if (!opened) return open();
  await expect(async () => {
    await open();
    await opened();
  }).toPass({ timeout: 30_000 });
}

import { expect, type Locator } from '@playwright/test';

/**
 * Clicks `target` until `closes` is hidden, for an action that is safe to repeat (a menu item, a dialog's
 * Reload). On a loaded machine a popup sometimes takes a click while it is still zooming open and stays
 * open without acting (traced: the item enabled and hit, no handler ran); a person clicks again, so does
 * this. Never for a save: a second click could save twice.
 */
export async function clickUntilHidden(target: Locator, closes: Locator, timeout = 30_000): Promise<void> {
  await expect(async () => {
    if (await target.isVisible()) await target.click({ timeout: 5_000 });
    await expect(closes).toBeHidden({ timeout: 3_000 });
  }).toPass({ timeout });
}

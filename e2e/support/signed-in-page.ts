import { type Browser, expect, type Page } from '@playwright/test';
import { signIn } from './sign-in.js';

/**
 * A page of its own (a fresh context) with `email` signed in, for journeys where several people act.
 * On a machine shared with other runs the shell is given 30 s to show.
 */
export async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 30_000 });
  return page;
}

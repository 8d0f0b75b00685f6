import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Vela-demo-2026';

/*
 * The browser tests share one server and run two at a time. A test that changes a person's own setup
 * (menu style, language, approval comments) signs in as a person whose setup no other spec depends on
 * while it runs, and puts the setup back in a `finally`:
 *   maria.manager, pat.partner: shell-menus (tabStyle)      rob.rep: list-view-kept-state (tabStyle)
 *   rita.rival: shell-language (language)                   sam.sales: record-form-approval (approval
 *   comments; of the other specs signed in as Sam only approval-delete-lock submits for approval, and it
 *   is the run's first)
 * Nothing changes the administrator's own setup.
 */
export const ADMIN_EMAIL = 'admin@vela.local';

/** Signs in through the login page, the way a person does. */
export async function signIn(page: Page, email = ADMIN_EMAIL, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function expectShell(page: Page): Promise<void> {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);
}

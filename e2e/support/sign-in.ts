import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Vela-demo-2026';
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

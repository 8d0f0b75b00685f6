import { expect, type Page } from '@playwright/test';
import { accessTokenFor } from './api-sign-in.js';

/** Where the SPA keeps the session's access token (web/src/api/session-credentials.ts). */
const ACCESS_TOKEN_STORAGE_KEY = 'vela.accessToken';

export const DEMO_PASSWORD = 'Vela-demo-2026';

/*
 * The browser tests share one server and run three at a time. A test that changes a person's own setup
 * (menu style, language, approval comments) signs in as a person whose setup no other spec depends on
 * while it runs, and puts the setup back in a `finally`:
 *   maria.manager, pat.partner: shell-menus (tabStyle)      rob.rep: list-view-kept-state (tabStyle)
 *   rita.rival: shell-language (language)                   sam.sales: record-form-approval (approval
 *   comments; of the other specs signed in as Sam only approval-delete-lock submits for approval, and it
 *   is the run's first)
 * Nothing changes the administrator's own setup.
 */
export const ADMIN_EMAIL = 'admin@vela.local';

/** Signs in through the login page, the way a person does: for the journeys about signing in. */
export async function signInThroughLoginPage(
  page: Page,
  email = ADMIN_EMAIL,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

const BLANK_PAGE = '/e2e-blank-page';

interface SignInOptions {
  /** Where Vela opens once signed in. */
  to?: string;
  password?: string;
}

/**
 * Starts a journey signed in: a new session made over the API (see api-sign-in.ts) is put where the SPA
 * keeps it, then Vela opens at `to` (the landing page by default), loaded once.
 */
export async function signIn(
  page: Page,
  who: string | SignInOptions = ADMIN_EMAIL,
  given: SignInOptions = {},
): Promise<void> {
  const email = typeof who === 'string' ? who : ADMIN_EMAIL;
  const options = typeof who === 'string' ? given : who;
  const baseUrl = process.env.VELA_E2E_BASE_URL ?? '';
  const token = await accessTokenFor(baseUrl, email, options.password ?? DEMO_PASSWORD);
  // The token goes into this origin's storage from an empty page, so the SPA is not loaded twice.
  await page.route(`**${BLANK_PAGE}`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>e2e</title>' }),
  );
  await page.goto(BLANK_PAGE);
  await page.evaluate(
    ([key, value]) => {
      localStorage.setItem(key, value);
    },
    [ACCESS_TOKEN_STORAGE_KEY, token] as const,
  );
  await page.unroute(`**${BLANK_PAGE}`);
  await page.goto(options.to ?? '/');
}

export async function expectShell(page: Page): Promise<void> {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);
}

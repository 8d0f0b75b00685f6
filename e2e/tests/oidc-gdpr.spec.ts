import { expect, test } from '@playwright/test';
import { callApiOrFail } from '../support/call-api.js';
import { startTestOidcProvider, type TestOidcProvider } from '../support/oidc-provider.js';
import { keepScreenshot } from '../support/screenshot.js';
import { expectShell, signIn } from '../support/sign-in.js';

/**
 * Issue 18: an administrator adds an OpenID Connect provider in setup; a person signs in through
 * that (real, local) provider from the login page and signs out of Vela and the provider at once.
 */
let idp: TestOidcProvider;

test.beforeAll(async ({ baseURL }) => {
  idp = await startTestOidcProvider(new URL(baseURL ?? '').origin, {
    'rob-at-idp': { email: 'rob.rep@vela.local' },
  });
});
test.afterAll(async () => {
  await idp?.close();
});

test('[S1-R-217] [S1-R-220] [S1-R-218] [S1-R-225] [S1-R-222] signs in through the OpenID provider and signs out of both', async ({
  page,
}) => {
  const name = `Test IdP ${Date.now().toString(36)}`;
  await signIn(page, { to: '/systemSettings' });
  await expectShell(page);
  await page.getByRole('link', { name: 'Single sign-on' }).click();
  await page.getByRole('button', { name: 'Add provider' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Issuer').fill(idp.issuer);
  await dialog.getByLabel('Client ID').fill(idp.clientId);
  await dialog.getByLabel('Client secret').fill(idp.clientSecret);
  await dialog.getByRole('button', { name: 'Save' }).click();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await keepScreenshot(page, { path: 'test-results/oidc-setup.png' });

  try {
    // The administrator signs out; Rob signs in with the provider from the login page.
    await page.getByRole('button', { name: /Avery Admin|user menu/i }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.getByRole('button', { name: `Sign in with ${name}` }).click();
    await page.getByLabel('Account').fill('rob-at-idp');
    await page.getByRole('button', { name: 'Continue at the provider' }).click();
    await expectShell(page);
    await expect(page.getByRole('button', { name: /Rob/ })).toBeVisible();

    // Single sign-out: Vela's session ends, then the provider's, and Vela says so.
    await page.getByRole('button', { name: /Rob/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign out of the provider' }).click();
    await expect(page).toHaveURL(/\/singleLogoutLogged/);
    await expect(page.getByRole('heading', { name: 'You are signed out' })).toBeVisible();
    await keepScreenshot(page, { path: 'test-results/oidc-signed-out.png' });
    await page.goto('/');
    await expect(page).toHaveURL(/\/login/);
  } finally {
    // Other specs share this server: its login page goes back to offering no provider.
    await signIn(page);
    await expectShell(page);
    const providers = await callApiOrFail<Array<{ id: string; name: string }>>(
      page,
      '/setup/identity/providers/list',
      {},
    );
    for (const provider of providers.filter((each) => each.name === name))
      await callApiOrFail(page, '/setup/identity/providers/delete', { id: provider.id });
  }
});

import { expect, test } from '@playwright/test';
import { expectShell, signIn } from '../support/sign-in.js';

// Issue 16 item 5: the launcher's app logos put the access token in their <img> address, and so in the
// server's log. They are now fetched with the header and shown from blob URLs.
test('[S1-C-020] the app launcher shows the logos without an access token in any address', async ({
  page,
}) => {
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  await signIn(page);
  await expectShell(page);
  const token = await page.evaluate(() => localStorage.getItem('vela.accessToken') ?? '');
  expect(token).not.toBe('');

  await page.getByRole('button', { name: 'App launcher' }).click();
  const launcher = page.getByRole('dialog', { name: 'Apps' });
  const logo = launcher.locator('.vela-launcher__icon img').first();
  await expect(logo).toHaveAttribute('src', /^blob:/);
  await expect
    .poll(() => logo.evaluate((image) => (image as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);

  expect(addresses.some((address) => address.includes('/api/application/getAppLogo'))).toBe(true);
  expect(addresses.filter((address) => address.includes(token) || /accessToken=/i.test(address))).toEqual([]);
});

import { expect, test } from '@playwright/test';
import { keepScreenshot } from '../support/screenshot.js';
import { expectShell, signIn } from '../support/sign-in.js';

test.describe('error dialog', () => {
  test('[S1-E-002][S1-E-018][S1-E-021][S1-E-023][S1-E-024] a failing service call shows the error dialog: title, c1954, code and a copyable request id', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page);
    await expectShell(page);
    // The menus of the next app come from a service that is down.
    await page.route('**/api/application/showAllTabs', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          result: false,
          returnCode: '11-300-APICallFailed',
          returnInfo: 'upstream menu service unavailable',
          data: null,
          requestId: 'req-shell-e2e-1',
        }),
      }),
    );
    await page.getByRole('button', { name: 'App launcher' }).click();
    await page.getByRole('dialog', { name: 'Apps' }).getByText('Marketing', { exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'Something went wrong' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('A service is not answering right now. Please try again in a moment.');
    await expect(dialog).not.toContainText('upstream menu service unavailable');
    await dialog.getByText('Details').click();
    await expect(dialog).toContainText('11-300-APICallFailed');
    await expect(dialog).toContainText('req-shell-e2e-1');
    await keepScreenshot(page, { path: test.info().outputPath('shell-error-dialog.png') });
    await dialog.getByRole('button', { name: 'Copy request ID' }).click();
    await expect(dialog.getByRole('button', { name: 'Copy request ID' })).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('req-shell-e2e-1');
    // Clicking outside does not close it; OK does.
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toHaveCount(0);
  });
});

test('[S1-E-007][S1-E-019] another failure shows the server message in the error dialog', async ({
  page,
}) => {
  await signIn(page);
  await expectShell(page);
  await page.route('**/api/application/showAllTabs', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        result: false,
        returnCode: '500',
        returnInfo: 'The menu of this app is being rebuilt.',
        data: null,
        requestId: 'req-shell-e2e-2',
      }),
    }),
  );
  await page.getByRole('button', { name: 'App launcher' }).click();
  await page.getByRole('dialog', { name: 'Apps' }).getByText('Marketing', { exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Something went wrong' });
  await expect(dialog).toContainText('The menu of this app is being rebuilt.');
});

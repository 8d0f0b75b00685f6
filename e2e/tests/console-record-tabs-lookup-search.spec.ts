import { expect, test } from '@playwright/test';
import { clearConsoleTabs, saveRecord } from '../support/call-api.js';
import { keepScreenshot } from '../support/screenshot.js';
import { expectShell, signIn } from '../support/sign-in.js';

/**
 * Issue 26 items 12 and 14, as a person meets them: console tabs named after their records, related
 * records opening as subtabs, and a lookup that finds a record by a word inside its name.
 */

// Sam, not the administrator: the console tabs are kept per person, and shell-console.spec.ts
// checks the administrator's exactly.
const SAM = 'sam.sales@vela.local';

test('[S1-B-067][S1-B-078] in the console an account opens in a tab titled with its name, and its contact opens inside it as a subtab', async ({
  page,
}, testInfo) => {
  const tag = Date.now().toString(36);
  const accountName = `Tabbed Tiles ${tag}`;
  const contactName = `Clara Console ${tag}`;
  await signIn(page, SAM);
  await expectShell(page);
  const accountId = await saveRecord(page, 'Account', { name: accountName });
  await saveRecord(page, 'Contact', { name: contactName, accountid: accountId });
  await clearConsoleTabs(page);

  await page.getByRole('button', { name: 'App launcher' }).click();
  await page.getByRole('dialog', { name: 'Apps' }).getByText('Service Console', { exact: true }).click();
  const workspaceTabs = page.getByRole('navigation', { name: 'Workspace tabs' });
  await expect(workspaceTabs).toBeVisible();
  await page
    .getByRole('navigation', { name: 'App menu' })
    .getByRole('menuitem', { name: 'Accounts' })
    .click();
  const shown = page.locator('.vela-console__page:visible');
  const search = shown.getByRole('searchbox', { name: 'Search this list' });
  await search.fill(tag);
  await search.press('Enter');
  await shown.getByRole('link', { name: accountName }).click();

  // The account's workspace tab carries its name, not "Record detail".
  const accountTab = workspaceTabs.locator('.ant-tabs-nav').first().getByRole('tab', { name: accountName });
  await expect(accountTab).toBeVisible();
  await expect(accountTab).toHaveAttribute('aria-selected', 'true');
  await expect(workspaceTabs.getByRole('tab', { name: 'Record detail' })).toHaveCount(0);
  await expect(shown.getByRole('heading', { level: 1, name: accountName })).toBeVisible();

  // Its contact, opened from the related list, opens inside the account's tab.
  await shown.getByRole('tab', { name: 'Related' }).click();
  const contacts = shown.getByRole('region', { name: /^Contacts \(\d+\)$/ });
  await contacts.getByRole('link', { name: contactName }).click();
  const subtabs = page.locator('.vela-console__children');
  await expect(subtabs.getByRole('tab', { name: contactName })).toHaveAttribute('aria-selected', 'true');
  await expect(subtabs.getByRole('tab', { name: accountName })).toBeVisible();
  await expect(accountTab).toHaveAttribute('aria-selected', 'true');
  await expect(
    workspaceTabs.locator('.ant-tabs-nav').first().getByRole('tab', { name: contactName }),
  ).toHaveCount(0);
  await expect(
    page.locator('.vela-console__page:visible').getByRole('heading', { level: 1, name: contactName }),
  ).toBeVisible();
  await keepScreenshot(page, { path: testInfo.outputPath('console-record-subtab-1600.png') });

  // Back on the account's own page through its subtab.
  await subtabs.getByRole('tab', { name: accountName }).click();
  await expect(
    page.locator('.vela-console__page:visible').getByRole('heading', { level: 1, name: accountName }),
  ).toBeVisible();
});

test('[S2-C-010] a lookup finds an account by a word inside its name and shows its key columns; the person picks it', async ({
  page,
}, testInfo) => {
  const tag = Date.now().toString(36);
  const accountName = `Brightwater ${tag} Shipping`;
  await signIn(page);
  await expectShell(page);
  await saveRecord(page, 'Account', { name: accountName, phone: '+1 555 0177' });

  await page.goto('/home/create/table/Contact/contact/003');
  await expect(page.getByRole('heading', { name: 'Create Contact', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('combobox', { name: 'Account', exact: true }).click();
  // A word from the middle of the name: no account name begins with it.
  await page.keyboard.type(tag.slice(0, -1));
  const option = page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${accountName}"]`);
  await expect(option).toBeVisible();
  await expect(option).toContainText('+1 555 0177');
  await keepScreenshot(page, { path: testInfo.outputPath('lookup-inside-name-1600.png') });
  await option.click();
  await expect(page.locator('[data-form-field="accountid"]')).toContainText(accountName);
});

test('[S1-R-150] the top bar suggests records while the person types, grouped by object; a suggestion opens its record', async ({
  page,
}, testInfo) => {
  await signIn(page);
  await expectShell(page);
  const box = page.getByRole('search').getByRole('combobox', { name: 'Search' });
  await page.keyboard.press('/');
  await expect(box).toBeFocused();
  await page.keyboard.type('acme robo');
  const suggestions = page.locator('.ant-select-dropdown:visible');
  await expect(suggestions.getByText('See all results for “acme robo”')).toBeVisible();
  await expect(suggestions.getByText('Accounts', { exact: true })).toBeVisible({ timeout: 20_000 });
  const account = suggestions.getByText('Acme Robotics Group', { exact: true });
  await expect(account).toBeVisible();
  await keepScreenshot(page, { path: testInfo.outputPath('search-suggestions-1600.png') });
  await account.click();
  await expect(page).toHaveURL(/\/commonObjects\/detail\/001[^/]+\/DETAIL$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Robotics Group' })).toBeVisible();
});

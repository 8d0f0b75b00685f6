import { expect, type Page, test } from '@playwright/test';
import { keepScreenshot } from '../support/screenshot.js';
import { expectShell, signIn } from '../support/sign-in.js';
import { pressNext } from './record-form-steps.js';

/** The record detail page (issue 7) on the demo org, as a person uses it. */

const dataRows = (page: Page) => page.locator('.vela-list__table tbody tr.vela-list__row');

async function openAccountsFromMenu(page: Page) {
  await signIn(page);
  await expectShell(page);
  await page
    .getByRole('navigation', { name: 'App menu' })
    .getByRole('menuitem', { name: 'Accounts' })
    .click();
  await expect(page).toHaveURL(/\/commonObjects\/views\/table\/Account\//);
  await expect(dataRows(page).first()).toBeVisible();
}

async function searchList(page: Page, text: string) {
  const search = page.getByRole('searchbox', { name: 'Search this list' });
  await search.fill(text);
  await search.press('Enter');
}

/** Field value in a layout section, found by its label the way a person reads it. */
const fieldValue = (page: Page, api: string) => page.locator(`.vela-detail-field[data-field="${api}"] dd`);

test('[S1-R-005][S1-P-005] a person opens an account from the list: title box, path-less sections, related lists and history', async ({
  page,
}, testInfo) => {
  await openAccountsFromMenu(page);
  await searchList(page, 'Acme Robotics');
  await page.getByRole('link', { name: 'Acme Robotics Group' }).click();
  await expect(page).toHaveURL(/\/commonObjects\/detail\/001[^/]+\/DETAIL$/);

  // The title box: object, name, the actions the admin's permission allows, key fields.
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Robotics Group' })).toBeVisible();
  const titleBox = page.locator('.vela-detail-title');
  await expect(titleBox.getByText('Account', { exact: true })).toBeVisible();
  for (const action of ['Edit', 'Clone', 'Change owner', 'Delete'])
    await expect(titleBox.getByRole('button', { name: action })).toBeVisible();
  await expect(titleBox.getByRole('link', { name: /acme-robotics\.example\.com/ })).toBeVisible();

  // Sections by layout, values formatted by type; an account has no process path.
  await expect(page.getByRole('button', { name: 'Collapse Account information' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(fieldValue(page, 'annualrevenue')).toHaveText('$19,200,000.00');
  await expect(fieldValue(page, 'type')).toHaveText('Competitor');
  await expect(fieldValue(page, 'ownerid').getByRole('link')).toBeVisible();
  await expect(fieldValue(page, 'billingaddress')).toContainText('Austin');
  await expect(page.getByRole('navigation', { name: /^Path:/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Collapse Address' }).click();
  await expect(fieldValue(page, 'billingaddress')).toBeHidden();
  await page.getByRole('button', { name: 'Expand Address' }).click();
  await expect(fieldValue(page, 'billingaddress')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await keepScreenshot(page, { path: testInfo.outputPath('account-details-1280.png'), fullPage: true });

  // Related lists: the account's contacts, opportunities and cases, each with New.
  await page.getByRole('tab', { name: 'Related' }).click();
  const contacts = page.getByRole('region', { name: /^Contacts \(\d+\)$/ });
  await expect(contacts).toBeVisible();
  await expect(contacts.getByRole('link').first()).toBeVisible();
  // Each row shows its key columns beside the name.
  await expect(contacts.getByText('Title:').first()).toBeVisible();
  await expect(contacts.getByText('E-mail:').first()).toBeVisible();
  await expect(page.getByRole('region', { name: /^Opportunities \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Cases \(\d+\)$/ })).toBeVisible();
  await expect(contacts.getByRole('button', { name: 'New Contacts' })).toBeVisible();
  await page.setViewportSize({ width: 1920, height: 1000 });
  await keepScreenshot(page, { path: testInfo.outputPath('account-related-1920.png'), fullPage: true });

  // A contact's New opens the form with the account already chosen.
  await contacts.getByRole('button', { name: 'New Contacts' }).click();
  const form = page.getByRole('dialog', { name: /Create Contact/ });
  await expect(form).toBeVisible();
  await expect(form.locator('[data-form-field="accountid"]')).toContainText('Acme Robotics Group');
  await form.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByRole('columnheader', { name: 'Field' })).toBeVisible();
});

test('[S1-R-005] an opportunity shows its stage as a process path with the current step', async ({
  page,
}) => {
  await signIn(page, { to: '/commonObjects/views/table/Opportunity/opportunity/006' });
  await expectShell(page);
  // The demo menu may open opportunities as a kanban: this test reads the table view.
  await expect(dataRows(page).first()).toBeVisible();
  await dataRows(page).first().locator('.vela-list__name').click();
  const path = page.getByRole('navigation', { name: 'Path: Stage' });
  await expect(path).toBeVisible();
  await expect(path.getByRole('listitem')).toHaveCount(6);
  const current = path.locator('[aria-current="step"]');
  await expect(current).toHaveCount(1);
  await expect(page.locator('.vela-detail-field[data-field="stage"] dd')).toHaveText(
    (await current.innerText()).split('(')[0]!.trim(),
  );

  // New task from the activity panel: a composer there, related to the opportunity; the task lands on the
  // timeline and the page stays.
  const detailUrl = page.url();
  const subject = `Follow up ${Date.now()}`;
  const activity = page.locator('.vela-detail-activity');
  await activity.getByRole('button', { name: 'New task' }).click();
  const composer = activity.getByRole('region', { name: 'New task' });
  await composer.getByLabel('Subject').fill(subject);
  await composer.getByRole('button', { name: 'Save' }).click();
  await expect(composer).toHaveCount(0);
  expect(page.url()).toBe(detailUrl);
  const timeline = page.getByRole('region', { name: 'Activity' });
  await expect(timeline.getByRole('link', { name: subject })).toBeVisible();
  await expect(timeline.getByText(/^Task/).first()).toBeVisible();
});

test('[S1-C-025] a person edits a field through the form and sees it, gives the account to a colleague, then deletes it and finds it gone', async ({
  page,
}, testInfo) => {
  const name = `Detail page works ${Date.now()}`;
  await openAccountsFromMenu(page);
  await page.getByRole('button', { name: /^(plus )?New$/ }).click();
  await pressNext(page);
  const create = page.getByRole('dialog', { name: /Create Account/ });
  await create.getByLabel('Account name').fill(name);
  await create.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/commonObjects\/detail\/001[^/]+\/DETAIL$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(fieldValue(page, 'phone')).toHaveText('');

  // Edit from the title box: the form opens over the page; after the save the page shows the new value.
  await page.locator('.vela-detail-title').getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('dialog', { name: /Edit Account/ });
  await expect(form.getByLabel('Account name')).toHaveValue(name);
  await form.getByLabel('Phone').fill('+49 30 1234567');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(form).toBeHidden();
  await expect(fieldValue(page, 'phone')).toHaveText('+49 30 1234567');
  await expect(
    page.locator('.vela-detail-title').getByRole('link', { name: '+49 30 1234567' }),
  ).toBeVisible();
  await keepScreenshot(page, { path: testInfo.outputPath('account-edited.png'), fullPage: true });

  // Change owner: pick a colleague; the page shows the new owner.
  await page.locator('.vela-detail-title').getByRole('button', { name: 'Change owner' }).click();
  const ownerDialog = page.getByRole('dialog', { name: 'Change owner' });
  await ownerDialog.getByLabel('New owner').click();
  await page.keyboard.type('Sam');
  await page.locator('.ant-select-dropdown:visible').getByTitle('Sam Sales', { exact: true }).click();
  await ownerDialog.getByRole('button', { name: 'Change owner' }).click();
  await expect(page.getByText('Sam Sales is now the owner.')).toBeVisible();
  await expect(fieldValue(page, 'ownerid')).toHaveText('Sam Sales');

  // Delete: confirm, to the recycle bin, back to the list, where the account is no more.
  await page.locator('.vela-detail-title').getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Account?' });
  await expect(confirm).toContainText('recycle bin');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/commonObjects\/views\/table\/Account\/account\/001/);
  await searchList(page, name);
  await expect(page.getByText('No records match this view.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name })).toHaveCount(0);
});

test('[S1-P-005] a sales rep sees only the actions their rights allow on an account someone else owns', async ({
  page,
}) => {
  await signIn(page, 'sam.sales@vela.local');
  await expectShell(page);
  await page
    .getByRole('navigation', { name: 'App menu' })
    .getByRole('menuitem', { name: 'Accounts' })
    .click();
  await searchList(page, 'Acme Robotics');
  await page.getByRole('link', { name: 'Acme Robotics Group' }).click();
  const titleBox = page.locator('.vela-detail-title');
  await expect(titleBox.getByRole('heading', { level: 1, name: 'Acme Robotics Group' })).toBeVisible();
  await expect(titleBox.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(titleBox.getByRole('button', { name: 'Clone' })).toBeVisible();
  // Deleting and giving away need full access: the owner, those above them, or an administrator.
  await expect(titleBox.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(titleBox.getByRole('button', { name: 'Change owner' })).toHaveCount(0);
});

import { expect, type Page, test } from '@playwright/test';
import { callApiOrFail, getApi, saveRecord } from '../support/call-api.js';
import { closeOtherContexts } from '../support/contexts.js';
import { keepScreenshot } from '../support/screenshot.js';
import { expectShell, signIn } from '../support/sign-in.js';

test.afterEach(closeOtherContexts);

/**
 * Access control in the browser (issue 4), on the demo org: Sam (standard
 * user, sales rep), Tina (team lead at the third level, Rob below her), Pat
 * (partner user of Acme Partners) and Rita (partner user of Globex Partners).
 * Deals are private by default; partners never see an account's annual
 * revenue; standard users read a deal's probability but may not set it.
 */

const DEALS = '/commonObjects/views/table/Opportunity/opportunity/006';
const ACCOUNTS = '/commonObjects/views/table/Account/account/001';
const dataRows = (page: Page) => page.locator('.vela-list__table tbody tr.vela-list__row');
const detailField = (page: Page, api: string) => page.locator(`.vela-detail-field[data-field="${api}"]`);
const formField = (page: Page, api: string) => page.locator(`[data-form-field="${api}"]`);

async function signInAs(page: Page, email: string) {
  await signIn(page, email);
  await expectShell(page);
}

async function openList(page: Page, path: string, search = '') {
  await page.goto(path);
  await expect(page.getByTestId('list-total')).toBeVisible();
  if (!search) return;
  const box = page.getByRole('searchbox', { name: 'Search this list' });
  await box.fill(search);
  await box.press('Enter');
  await expect(page.getByTestId('list-total')).toBeVisible();
}

/** The id of a record an administrator finds by name, read from its detail route. */
async function recordIdAsAdmin(page: Page, listPath: string, name: string): Promise<string> {
  await signInAs(page, 'admin@vela.local');
  await openList(page, listPath, name);
  await page.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/commonObjects\/detail\/[^/]+\/DETAIL$/);
  return page.url().split('/detail/')[1]?.split('/')[0] ?? '';
}

test('[S1-P-005] a standard user sees only their own private deals, and may read but not set a deal’s probability', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'sam.sales@vela.local');
  await openList(page, DEALS);
  await expect(dataRows(page).first()).toBeVisible();
  // Rob's (another branch of the hierarchy) and Rita's (a partner's) deals leave no trace.
  for (const stranger of ['Rowe Outfitters — Team licences', 'Globex — Store rollout']) {
    await openList(page, DEALS, stranger);
    await expect(page.getByRole('link', { name: stranger })).toHaveCount(0);
    await expect(dataRows(page)).toHaveCount(0);
  }

  await openList(page, DEALS);
  const firstDeal = dataRows(page).first().locator('a.vela-list__name');
  const dealName = await firstDeal.innerText();
  await firstDeal.click();
  await expect(page).toHaveURL(/\/commonObjects\/detail\/[^/]+\/DETAIL$/);
  await expect(page.getByRole('heading', { level: 1, name: dealName })).toBeVisible();
  await expect(detailField(page, 'probability')).toBeVisible();
  await expect(page.locator('.vela-detail-title').getByRole('button', { name: 'Edit' })).toBeVisible();
  const id = page.url().split('/detail/')[1]?.split('/')[0] ?? '';

  await page.goto(`/console-menu1-edit/Opportunity/opportunity/006/p01?id=${id}`);
  await expect(page.getByRole('heading', { name: 'Edit Opportunity', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Opportunity name')).toBeEditable();
  await expect(formField(page, 'probability')).toBeVisible();
  // Read-only by field-level security: shown, but nothing in it can be typed into.
  await expect(formField(page, 'probability').locator('input:not([disabled]):not([readonly])')).toHaveCount(
    0,
  );
  await keepScreenshot(page, { path: testInfo.outputPath('standard-user-edit-deal.png'), fullPage: true });
});

test('[S1-P-005] a level-3 manager sees and edits the deals of the rep below, not those of a peer branch or a partner', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'tina.lead@vela.local');
  await openList(page, DEALS);
  // Only Rob's deal: Sam is in another branch, the rest belong to people above or to partners.
  await expect(dataRows(page)).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Rowe Outfitters — Team licences' })).toBeVisible();
  await keepScreenshot(page, { path: testInfo.outputPath('team-lead-deals.png'), fullPage: true });
  await page.getByRole('link', { name: 'Rowe Outfitters — Team licences' }).click();
  const titleBox = page.locator('.vela-detail-title');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Rowe Outfitters — Team licences' }),
  ).toBeVisible();
  for (const action of ['Edit', 'Change owner', 'Delete'])
    await expect(titleBox.getByRole('button', { name: action })).toBeVisible();

  await openList(page, DEALS, 'Globex');
  await expect(dataRows(page)).toHaveCount(0);
  // Accounts are public read/write: the whole organisation's are there, partners' included.
  await openList(page, ACCOUNTS, 'Rowe Outfitters');
  await expect(page.getByRole('link', { name: 'Rowe Outfitters' })).toBeVisible();
});

test('[S1-P-001][S1-P-005] a partner user sees only their partner account’s records, never a hidden field, and a guessed address of another partner’s record shows a clear page', async ({
  page,
  browser,
}, testInfo) => {
  const adminPage = await browser.newPage();
  const ritasDeal = await recordIdAsAdmin(adminPage, DEALS, 'Globex — Store rollout');
  await adminPage.close();
  expect(ritasDeal).toMatch(/^006/);

  await signInAs(page, 'pat.partner@vela.local');
  await openList(page, ACCOUNTS);
  await expect(dataRows(page).first()).toBeVisible();
  await openList(page, ACCOUNTS, 'Globex Retail Group');
  await expect(dataRows(page)).toHaveCount(0);

  await openList(page, ACCOUNTS);
  const firstAccount = dataRows(page).first().locator('a.vela-list__name');
  const accountName = await firstAccount.innerText();
  await firstAccount.click();
  await expect(page).toHaveURL(/\/commonObjects\/detail\/[^/]+\/DETAIL$/);
  await expect(page.getByRole('heading', { level: 1, name: accountName })).toBeVisible();
  await expect(detailField(page, 'name')).toBeVisible();
  await expect(detailField(page, 'annualrevenue')).toHaveCount(0);
  await expect(page.getByText('Annual revenue')).toHaveCount(0);
  // The partner profile edits but never deletes.
  const titleBox = page.locator('.vela-detail-title');
  await expect(titleBox.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(titleBox.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  const accountId = page.url().split('/detail/')[1]?.split('/')[0] ?? '';
  await page.goto(`/console-menu1-edit/Account/account/001/p01?id=${accountId}`);
  await expect(page.getByLabel('Account name')).toHaveValue(accountName);
  await expect(formField(page, 'annualrevenue')).toHaveCount(0);

  await page.goto(`/commonObjects/detail/${ritasDeal}/DETAIL`);
  await expect(page.getByRole('heading', { name: 'This record is not available' })).toBeVisible();
  await expect(page.getByText('you may not have access to it')).toBeVisible();
  // No error dialog over it, and no trace of the record.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Globex')).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();
  await keepScreenshot(page, { path: testInfo.outputPath('partner-guessed-record.png'), fullPage: true });

  await page.goto('/partnerAccount/detail');
  await expect(page.getByRole('heading', { level: 2, name: 'Acme Partners' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Pat Partner' })).toBeVisible();
  await expect(page.getByText('Rita Rival')).toHaveCount(0);
  await keepScreenshot(page, { path: testInfo.outputPath('partner-account.png'), fullPage: true });
});

test('an administrator sees users, profiles with field-level security, the role tree and sharing defaults, and adds a partner user to an account', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'admin@vela.local');
  await page.goto('/systemSettings/setuppage/Administration');
  await expect(page.getByRole('heading', { level: 2, name: 'Access administration' })).toBeVisible();
  await expect(page.getByRole('cell', { name: /Tina Lead/ })).toBeVisible();
  await expect(page.getByLabel('Profile of Rita Rival')).toBeVisible();
  await keepScreenshot(page, { path: testInfo.outputPath('admin-users.png'), fullPage: true });

  await page.getByRole('tab', { name: 'Profiles' }).click();
  await page.getByLabel('Profile', { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('Partner user', { exact: true }).click();
  const revenue = page.getByRole('radiogroup', { name: 'Access to Annual revenue' });
  await expect(revenue.getByRole('radio', { name: 'Hidden' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Export reports' })).not.toBeChecked();
  await keepScreenshot(page, { path: testInfo.outputPath('admin-profiles.png'), fullPage: true });

  await page.getByRole('tab', { name: 'Roles' }).click();
  await expect(page.getByText('Sales team lead')).toBeVisible();
  await expect(page.getByText('Team representative')).toBeVisible();

  // A public group (no rule shares anything with it, so other tests keep their view of the data).
  await page.getByRole('tab', { name: 'Public groups' }).click();
  // The Roles tab has a "Name" field too: act inside the groups' panel once it is drawn (under load the name
  // once went into the Roles form as it was leaving, and the group was refused for having none).
  const groupsPanel = page.getByRole('tabpanel', { name: 'Public groups' });
  await expect(groupsPanel.getByText('Add a group')).toBeVisible();
  const groupName = `Deal desk ${Date.now()}`;
  await groupsPanel.getByLabel('Name', { exact: true }).fill(groupName);
  await groupsPanel.getByLabel('Members').click();
  await groupsPanel.getByLabel('Members').fill('User: Sam');
  await page.locator('.ant-select-dropdown:visible').getByTitle('User: Sam Sales', { exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save group' }).click();
  await expect(page.getByText('Group saved')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(groupName) })).toContainText('User: Sam Sales');
  await keepScreenshot(page, { path: testInfo.outputPath('admin-groups.png'), fullPage: true });

  await page.getByRole('tab', { name: 'Sharing' }).click();
  await expect(page.getByLabel('Default access of Opportunity')).toBeVisible();
  await expect(
    page.locator('tr', { has: page.getByLabel('Default access of Opportunity') }).getByText('Private'),
  ).toBeVisible();

  // A criteria rule that matches no deal, shared with the new group: saved, listed, then deleted.
  const ruleName = `No deal matches ${Date.now()}`;
  const ruleForm = page.getByRole('form', { name: 'New sharing rule' });
  await ruleForm.getByLabel('Object', { exact: true }).click();
  await page.keyboard.type('Opportunity');
  await page.locator('.ant-select-dropdown:visible').getByTitle('Opportunity', { exact: true }).click();
  await ruleForm.getByLabel('Rule name').fill(ruleName);
  await ruleForm.getByLabel('Based on').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('Criteria', { exact: true }).click();
  await ruleForm.getByLabel('Field', { exact: true }).fill('name');
  await ruleForm.getByLabel('Value', { exact: true }).fill(`nothing is called this ${Date.now()}`);
  await ruleForm.getByLabel('Share with').click();
  await page.keyboard.type(groupName);
  await page
    .locator('.ant-select-dropdown:visible')
    .getByTitle(`Public group: ${groupName}`, { exact: true })
    .click();
  await ruleForm.getByRole('button', { name: 'Save rule' }).click();
  await expect(
    page.getByText('Rule saved; existing records are being shared in the background'),
  ).toBeVisible();
  const ruleRow = page.getByRole('row', { name: new RegExp(ruleName) });
  await expect(ruleRow).toContainText(`Public group: ${groupName}`);
  await expect(ruleRow).toContainText('Read only');
  await keepScreenshot(page, { path: testInfo.outputPath('admin-sharing.png'), fullPage: true });
  await ruleRow.getByRole('button', { name: 'Delete' }).click();
  await page
    .locator('.ant-popconfirm:visible')
    .getByRole('button', { name: /OK|Yes/ })
    .click();
  await expect(ruleRow).toHaveCount(0);

  await openList(page, ACCOUNTS, 'Acme Partners');
  await page.getByRole('link', { name: 'Acme Partners' }).click();
  await expect(page).toHaveURL(/\/commonObjects\/detail\/[^/]+\/DETAIL$/);
  const acme = page.url().split('/detail/')[1]?.split('/')[0] ?? '';
  await page.goto(`/commonObjects/externalUsers/${acme}/001/Account`);
  await expect(
    page.getByRole('heading', { level: 2, name: 'External users of Acme Partners' }),
  ).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Pat Partner' })).toBeVisible();
  const email = `new.partner.${Date.now()}@acme.example`;
  await page.getByLabel('Name', { exact: true }).fill('Nia New');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('First password').fill('Partner-start-2026');
  await page.getByRole('button', { name: 'Add partner user' }).click();
  await expect(page.getByRole('cell', { name: email })).toBeVisible();
  await keepScreenshot(page, { path: testInfo.outputPath('admin-external-users.png'), fullPage: true });
});

test('a quote of a deal Sam may not read shows the deal as "No access", plain text, in the list and on the detail page (issue 16)', async ({
  page,
  browser,
}, testInfo) => {
  const quote = 'Quote for Globex — Hardware refresh';
  await signInAs(page, 'sam.sales@vela.local');
  // A quote follows its deal (controlled by parent), but its owner always reads it: the administrator hands
  // the demo quote of a deal Sam may not read to Sam.
  const sam = await getApi<{ userId: string }>(page, '/user/getUserInfo');
  const adminContext = await browser.newContext();
  try {
    const admin = await adminContext.newPage();
    await signInAs(admin, 'admin@vela.local');
    const found = await callApiOrFail<{ dataList: Array<{ id: string; name: string }> }>(
      admin,
      '/objectdetail/queryMoreDataByName',
      { objId: 'quote', name: quote, pageSize: 5, page: 1 },
    );
    const quoteId = found.dataList.find((entry) => entry.name === quote)?.id ?? '';
    await saveRecord(admin, 'quote', { id: quoteId, ownerid: sam.userId });
  } finally {
    await adminContext.close();
  }
  await openList(page, '/commonObjects/views/table/quote/quote/a0q');
  const row = dataRows(page).filter({ has: page.getByRole('link', { name: quote }) });
  await expect(row.getByText('No access')).toBeVisible();
  await expect(row.getByRole('link', { name: 'No access' })).toHaveCount(0);
  await expect(row).not.toContainText('(no access)');
  await keepScreenshot(page, { path: testInfo.outputPath('no-access-lookup-list.png') });
  await row.getByRole('link', { name: quote }).click();
  await expect(page.getByRole('heading', { level: 1, name: quote })).toBeVisible();
  const deal = detailField(page, 'opportunityid');
  await expect(deal).toContainText('No access');
  await expect(deal.getByRole('link')).toHaveCount(0);
  await keepScreenshot(page, { path: testInfo.outputPath('no-access-lookup-detail.png'), fullPage: true });
});

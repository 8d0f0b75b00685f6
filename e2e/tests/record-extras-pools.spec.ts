import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import { callApiAnswer } from '../support/call-api.js';
import { closeOtherContexts } from '../support/contexts.js';
import { keepScreenshot } from '../support/screenshot.js';
import { signIn } from '../support/sign-in.js';

test.afterEach(closeOtherContexts);

// The machine is shared: allow the pages time to answer.
const expect = baseExpect.configure({ timeout: 30_000 });
const expectShell = (page: Page) => expect(page.getByRole('banner')).toBeVisible({ timeout: 45_000 });

/** Client pools, the customer hierarchy, follow, files and add-existing (issue 7), as people use them. */

// Several sign-ins and uploads per test on a shared machine.
test.describe.configure({ timeout: 180_000 });

async function createRecord(page: Page, objectApi: string, record: Record<string, unknown>): Promise<string> {
  const answer = await callApiAnswer<{
    data: Array<{ id: string; isSaveSuccess: boolean; errormessage: string }>;
  }>(page, 'objectInfo/save', { objectApi, data: JSON.stringify([record]) });
  const saved = answer.data[0];
  if (!saved?.isSaveSuccess) throw new Error(`could not create ${objectApi}: ${saved?.errormessage}`);
  return saved.id;
}

async function signedInPage(browser: Browser, email?: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1600, height: 900 } })).newPage();
  await signIn(page, email);
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 45_000 });
  return page;
}

const poolRows = (page: Page) => page.locator('.vela-pool tbody tr.ant-table-row');

test('[S1-R-033] a sales rep claims leads from the pool up to the limit and returns one with a reason', async ({
  page,
}, testInfo) => {
  await signIn(page, 'tina.lead@vela.local');
  await expectShell(page);
  // The home page lists the app's tabs, the client pools among them (under More).
  await page.getByText('Client pool for leads', { exact: true }).click();
  await expect(page).toHaveURL(/\/clientPool\/Lead\//);
  await expect(page.getByRole('heading', { name: 'Lead pool' })).toBeVisible();
  await expect(poolRows(page).first()).toBeVisible();
  const before = await poolRows(page).count();
  expect(before).toBeGreaterThanOrEqual(6);
  // The owner column names the pool, never empty.
  const ownerCells = poolRows(page).locator('td:nth-last-child(2)');
  for (const text of await ownerCells.allInnerTexts()) expect(text).toBe('Lead pool');
  await expect(page.getByText('You hold 0 of 5 records claimed from this pool')).toBeVisible();
  await keepScreenshot(page, { path: testInfo.outputPath('client-pool-1600.png'), fullPage: true });

  // Claim two.
  const firstName = (await poolRows(page).nth(0).locator('td a').innerText()).trim();
  await poolRows(page).nth(0).getByRole('checkbox').check();
  await poolRows(page).nth(1).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Claim' }).click();
  await expect(page.getByText('Claimed 2 records.')).toBeVisible();
  await expect(page.getByText('You hold 2 of 5 records claimed from this pool')).toBeVisible();
  await expect(poolRows(page)).toHaveCount(before - 2);

  // Four more would pass the limit of five: refused whole, with the reason.
  for (let index = 0; index < 4; index++) await poolRows(page).nth(index).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Claim' }).click();
  await expect(
    page.getByText(/You may hold at most 5 records claimed from Lead pool; you hold 2/),
  ).toBeVisible();
  await expect(poolRows(page)).toHaveCount(before - 2);
  await keepScreenshot(page, { path: testInfo.outputPath('client-pool-limit-1600.png'), fullPage: true });

  // The claimed lead is hers now; she returns it, and must say why.
  await page.goto('/commonObjects/views/table/Lead/lead/004');
  const search = page.getByRole('searchbox', { name: 'Search this list' });
  await search.fill(firstName);
  await search.press('Enter');
  await page.getByRole('link', { name: firstName }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: firstName })).toBeVisible();
  await page.getByRole('button', { name: 'Return to pool' }).click();
  const dialog = page.getByRole('dialog', { name: `Return "${firstName}" to a pool` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Return to pool' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Say why the record goes back to the pool.');
  await dialog.getByLabel('Reason').fill('Not in my territory');
  await keepScreenshot(page, { path: testInfo.outputPath('return-to-pool-1280.png') });
  await dialog.getByRole('button', { name: 'Return to pool' }).click();
  await expect(page.getByText(`"${firstName}" is back in Lead pool.`)).toBeVisible();
  await expect(page.locator('.vela-detail-field[data-field="ownerid"] dd')).toContainText('Lead pool');
});

test('[S1-R-014] a partner sees the account hierarchy with the accounts they may not read restricted; the admin sees all', async ({
  browser,
}, testInfo) => {
  const admin = await signedInPage(browser);
  const users = await callApiAnswer<{ data: Array<{ id: string; email: string }> }>(
    admin,
    'access/user/list',
    {},
  );
  const pat = users.data.find((user) => user.email === 'pat.partner@vela.local');
  if (!pat) throw new Error('the demo partner user is missing');
  const stamp = Date.now().toString(36);
  const top = await createRecord(admin, 'Account', { name: `Holding Top ${stamp}` });
  const child = await createRecord(admin, 'Account', {
    name: `Partner Branch ${stamp}`,
    parentid: top,
    ownerid: pat.id,
  });
  await createRecord(admin, 'Account', { name: `Partner Shop ${stamp}`, parentid: child, ownerid: pat.id });
  await createRecord(admin, 'Account', { name: `Sister Company ${stamp}`, parentid: top });

  const partner = await signedInPage(browser, 'pat.partner@vela.local');
  await partner.goto(`/commonObjects/detail/${child}/DETAIL`);
  await expect(partner.getByRole('heading', { level: 1, name: `Partner Branch ${stamp}` })).toBeVisible();
  await partner.getByRole('link', { name: 'View hierarchy' }).click();
  await expect(partner).toHaveURL(/\/commonObjects\/customer\?id=/);
  const tree = partner.getByRole('tree');
  await expect(tree.getByText(`Partner Branch ${stamp}`)).toBeVisible();
  await expect(tree.getByRole('link', { name: `Partner Shop ${stamp}` })).toBeVisible();
  await expect(tree.getByText('Restricted record')).toHaveCount(2);
  await expect(partner.getByText(`Holding Top ${stamp}`)).toHaveCount(0);
  await expect(partner.getByText(`Sister Company ${stamp}`)).toHaveCount(0);
  await keepScreenshot(partner, { path: testInfo.outputPath('hierarchy-partner-1600.png'), fullPage: true });

  await admin.goto(`/commonObjects/customer?id=${child}`);
  await expect(admin.getByRole('tree').getByRole('link', { name: `Holding Top ${stamp}` })).toBeVisible();
  await expect(admin.getByRole('tree').getByRole('link', { name: `Sister Company ${stamp}` })).toBeVisible();
  await expect(admin.getByText('Restricted record')).toHaveCount(0);
  await keepScreenshot(admin, { path: testInfo.outputPath('hierarchy-admin-1600.png'), fullPage: true });
});

test('a person follows an account, finds it in Followed records, attaches a file and adds an existing contact', async ({
  page,
}, testInfo) => {
  await signIn(page);
  await expectShell(page);
  const stamp = Date.now().toString(36);
  const account = await createRecord(page, 'Account', { name: `Follow Me ${stamp}` });
  await createRecord(page, 'Contact', { name: `Loose Contact ${stamp}` });
  await page.goto(`/commonObjects/detail/${account}/DETAIL`);
  const titleBox = page.locator('.vela-detail-title');
  await titleBox.getByRole('button', { name: 'Follow' }).click();
  await expect(titleBox.getByRole('button', { pressed: true })).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(titleBox.getByRole('button', { name: 'Following' })).toBeVisible();
  await keepScreenshot(page, { path: testInfo.outputPath('title-box-following-1600.png') });
  await page.goto('/commonObjects/followed');
  await expect(page.getByRole('heading', { name: 'Followed records' })).toBeVisible();
  await page.getByRole('link', { name: `Follow Me ${stamp}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Follow Me ${stamp}` })).toBeVisible();

  // Files tab: upload, see it listed, download it.
  await page.getByRole('tab', { name: 'Files' }).click();
  await expect(page.getByText('No files yet. Upload one to keep it with this record.')).toBeVisible();
  await page.locator('.vela-files input[type=file]').setInputFiles({
    name: 'terms.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('the signed terms'),
  });
  await expect(page.getByText('"terms.txt" was attached.')).toBeVisible();
  const files = page.getByRole('list', { name: 'Files' });
  await expect(files.getByText('terms.txt')).toBeVisible();
  const download = page.waitForEvent('download');
  await files.getByRole('button', { name: 'Download terms.txt' }).click();
  expect((await download).suggestedFilename()).toBe('terms.txt');
  await keepScreenshot(page, { path: testInfo.outputPath('files-tab-1600.png'), fullPage: true });

  // Related tab: Add existing on Contacts, pick the contact, and it is in the list.
  await page.getByRole('tab', { name: 'Related' }).click();
  const contacts = page.getByRole('region', { name: /^Contacts \(0\)$/ });
  await contacts.getByRole('link', { name: 'Add existing Contacts' }).click();
  await expect(page).toHaveURL(/\/add-relevant-obj\/003\/Contact\/accountid\?/);
  await expect(
    page.getByRole('heading', { name: `Add existing Contacts to "Follow Me ${stamp}"` }),
  ).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search Contacts by name' });
  await search.fill(`Loose Contact ${stamp}`);
  await search.press('Enter');
  await page.getByRole('button', { name: `Add Loose Contact ${stamp}` }).click();
  await expect(page.getByText(`"Loose Contact ${stamp}" was added.`)).toBeVisible();
  await keepScreenshot(page, { path: testInfo.outputPath('add-existing-1600.png') });
  await page.getByRole('link', { name: 'Back to the record' }).click();
  await page.getByRole('tab', { name: 'Related' }).click();
  await expect(
    page
      .getByRole('region', { name: /^Contacts \(1\)$/ })
      .getByRole('link', { name: `Loose Contact ${stamp}` }),
  ).toBeVisible();
});

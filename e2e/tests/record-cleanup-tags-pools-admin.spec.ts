import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import { callApiAnswer } from '../support/call-api.js';
import { closeOtherContexts } from '../support/contexts.js';
import { keepScreenshot } from '../support/screenshot.js';
import { signIn } from '../support/sign-in.js';

test.afterEach(closeOtherContexts);

// Two cores shared by several builds: give each step room.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

/**
 * Issue 7's last pieces as people use them: Find duplicates from a record
 * page and merge; renaming and deleting a tag; an administrator making a
 * client pool from the Administration setup page and a rep claiming from it.
 */

async function expectShell(page: Page): Promise<void> {
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 45_000 });
  await expect(page).not.toHaveURL(/\/login/);
}

async function createRecord(page: Page, objectApi: string, record: Record<string, unknown>): Promise<string> {
  const answer = await callApiAnswer<{
    data: Array<{ id: string; isSaveSuccess: boolean; errormessage: string }>;
  }>(page, 'objectInfo/save', { objectApi, data: JSON.stringify([record]), skipDuplicateWarning: true });
  const saved = answer.data[0];
  if (!saved?.isSaveSuccess) throw new Error(`could not create ${objectApi}: ${saved?.errormessage}`);
  return saved.id;
}

/** An option of the open drop-down (antd keeps closed ones in the page, hidden). */
const openOption = (page: Page, title: string) =>
  page.locator(
    `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${title}"]`,
  );

async function signedInPage(browser: Browser, email?: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1600, height: 900 } })).newPage();
  await signIn(page, email);
  await expectShell(page);
  return page;
}

test('[S1-R-009][S1-R-010] a person finds a record’s duplicates from its page and merges them; the history shows what changed', async ({
  page,
}, testInfo) => {
  const tag = Date.now().toString(36);
  const keep = `Oscorp ${tag}`;
  const lose = `Oscorp ${tag} Inc`;
  await signIn(page);
  await expectShell(page);
  const keepId = await createRecord(page, 'Account', { name: keep, website: 'oscorp.example' });
  const loseId = await createRecord(page, 'Account', { name: lose, phone: '+1 212 555 0187' });
  await createRecord(page, 'Contact', {
    name: `Norman Osborn ${tag}`,
    email: `norman.${tag}@oscorp.example`,
    accountid: loseId,
  });

  await page.goto(`/commonObjects/detail/${keepId}/DETAIL`);
  await expect(page.getByRole('heading', { level: 1, name: keep })).toBeVisible();
  const find = page.locator('.vela-detail-title').getByRole('button', { name: 'Find duplicates' });
  await expect(find).toBeVisible();
  await keepScreenshot(page, { path: testInfo.outputPath('detail-find-duplicates-1600.png') });
  await find.click();

  await expect(page).toHaveURL(new RegExp(`/commonObjects/cnki\\?id=${keepId}$`));
  await expect(page.getByRole('heading', { level: 2, name: `Duplicates of ${keep}` })).toBeVisible();
  await expect(page.getByRole('link', { name: lose, exact: true })).toBeVisible();
  // The record and its first duplicate come selected.
  await expect(page.getByRole('checkbox', { name: `Select ${keep}`, exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: `Select ${lose}`, exact: true })).toBeChecked();
  await keepScreenshot(page, { path: testInfo.outputPath('duplicates-of-record-1600.png'), fullPage: true });
  await page.getByRole('button', { name: 'Merge selected' }).click();

  await expect(page).toHaveURL(/\/commonObjects\/combination\?ids=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Merge Account' })).toBeVisible();
  await page.getByRole('radio', { name: 'Keep this record' }).first().check();
  await expect(page.getByRole('radio', { name: `Phone of ${lose}` })).toBeChecked();
  await page.getByRole('button', { name: 'Merge', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Merge' }).click();
  await expect(page).toHaveURL(new RegExp(`/commonObjects/detail/${keepId}/DETAIL$`));
  await expect(page.locator('.vela-detail-field[data-field="phone"] dd')).toContainText('0187');

  // The survivor's history names the value the merge brought.
  await page.getByRole('tab', { name: 'History' }).click();
  const history = page.getByRole('tabpanel', { name: 'History' });
  await expect(history.getByText('+1 212 555 0187')).toBeVisible();
  await keepScreenshot(page, { path: testInfo.outputPath('merged-history-1600.png'), fullPage: true });
});

test('[S1-R-008] the tag page renames a tag and deletes it, taking it off its records', async ({
  page,
}, testInfo) => {
  const tag = Date.now().toString(36);
  const first = `Expo ${tag}`;
  const renamed = `Expo ${tag} Berlin`;
  const accountName = `Tagged Tyres ${tag}`;
  await signIn(page);
  await expectShell(page);
  const accountId = await createRecord(page, 'Account', { name: accountName });
  await page.goto(`/commonObjects/detail/${accountId}/DETAIL`);
  const tags = page.getByRole('group', { name: 'Tags' });
  await tags.getByRole('button', { name: 'Add tag' }).click();
  const input = tags.getByRole('combobox', { name: 'Tag name' });
  await input.fill(first);
  await input.press('Enter');
  await tags.getByRole('link', { name: first }).click();

  await expect(page).toHaveURL(/\/commonObjects\/tagList\?tagId=/);
  await expect(page.getByText(`Records tagged “${first}”`)).toBeVisible();
  // The same name in another case is refused, with the reason, and the dialog stays open.
  await page.getByRole('button', { name: 'Rename' }).click();
  const dialog = page.getByRole('dialog', { name: `Rename tag “${first}”` });
  await dialog.getByRole('textbox', { name: 'Tag name' }).fill('   ');
  await dialog.getByRole('button', { name: 'Rename' }).click();
  await expect(dialog.getByText('Enter a name for the tag.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Tag name' }).fill(renamed);
  await keepScreenshot(page, { path: testInfo.outputPath('tag-rename-1600.png') });
  await dialog.getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByText(`Tag renamed to “${renamed}”.`)).toBeVisible();
  await expect(page.getByRole('menuitem', { name: renamed })).toBeVisible();
  await expect(page.getByText(`Records tagged “${renamed}”`)).toBeVisible();
  await expect(page.getByRole('link', { name: accountName })).toBeVisible();
  await keepScreenshot(page, { path: testInfo.outputPath('tag-renamed-1600.png'), fullPage: true });

  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: `Delete tag “${renamed}”?` });
  await expect(confirm.getByText('The tag is taken off every record that carries it.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Tag “${renamed}” deleted.`)).toBeVisible();
  await expect(page.getByRole('menuitem', { name: renamed })).toHaveCount(0);
  await expect(page).toHaveURL(/\/commonObjects\/tagList$/);

  await page.goto(`/commonObjects/detail/${accountId}/DETAIL`);
  await expect(page.getByRole('group', { name: 'Tags' }).getByText('No tags')).toBeVisible();
});

test('[S1-R-033] an administrator creates a lead pool from Administration; a rep claims from it', async ({
  page,
  browser,
}, testInfo) => {
  const tag = Date.now().toString(36);
  const poolName = `Trade show leads ${tag}`;
  const leadName = `Gwen Pool ${tag}`;
  await signIn(page, { to: '/systemSettings/setuppage/Administration' });
  await expectShell(page);
  await page.getByRole('tab', { name: 'Client pools' }).click();
  await expect(page).toHaveURL(/tab=pools/);
  await expect(page.getByRole('cell', { name: 'Lead pool', exact: true })).toBeVisible();
  await keepScreenshot(page, { path: testInfo.outputPath('pools-admin-1600.png'), fullPage: true });

  await page.getByRole('button', { name: 'New pool' }).click();
  const dialog = page.getByRole('dialog', { name: 'New client pool' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(poolName);
  // A limit of 0 is refused on the spot.
  const limit = dialog.getByRole('spinbutton', { name: 'Claim limit' });
  await limit.fill('0');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter a whole number from 1 to 10000.')).toBeVisible();
  await limit.fill('2');
  await dialog.getByRole('combobox', { name: 'Members' }).click();
  await page.keyboard.type('Rob Rep');
  await openOption(page, 'Rob Rep').click();
  // A multiple choice stays open: a click on the dialog's title closes it, as a person would.
  await dialog.getByText('New client pool', { exact: true }).click();
  // The closing list shows every person again while it fades: wait until it is gone, or its 'Avery Admin'
  // would stand beside the managers' one.
  await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0);
  await dialog.getByRole('combobox', { name: 'Managers' }).click();
  await page.keyboard.type('Avery');
  await openOption(page, 'Avery Admin').click();
  await dialog.getByText('New client pool', { exact: true }).click();
  await keepScreenshot(page, { path: testInfo.outputPath('pool-new-1600.png') });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Pool “${poolName}” saved.`)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(poolName) });
  await expect(row).toContainText('Leads');
  await expect(row).toContainText('Rob Rep');
  await expect(row).toContainText('Active');

  // The administrator (its manager) puts a lead in it.
  const pools = await callApiAnswer<{ data: { pools: Array<{ id: string; name: string }> } }>(
    page,
    'clientPool/adminPools',
    {},
  );
  const poolId = pools.data.pools.find((pool) => pool.name === poolName)?.id ?? '';
  const leadId = await createRecord(page, 'Lead', {
    name: leadName,
    company: `Pool Co ${tag}`,
    status: 'Open',
  });
  const returned = await callApiAnswer<{ result: boolean }>(page, 'clientPool/return', {
    objectApi: 'Lead',
    poolId,
    id: leadId,
    reason: 'Met at the trade show',
  });
  expect(returned.result).toBe(true);

  const rep = await signedInPage(browser, 'rob.rep@vela.local');
  const leads = await callApiAnswer<{ data: { objId: string; prefix: string } }>(
    rep,
    'clientPool/getRecords',
    {
      poolId,
    },
  );
  await rep.goto(`/clientPool/Lead/${leads.data.objId}/${leads.data.prefix}`);
  await rep.getByRole('combobox', { name: 'Pool' }).click();
  await openOption(rep, poolName).click();
  await expect(rep.getByText('You hold 0 of 2 records claimed from this pool')).toBeVisible();
  await rep.getByRole('checkbox', { name: `Select ${leadName}` }).check();
  await rep.getByRole('button', { name: 'Claim' }).click();
  await expect(rep.getByText('Claimed 1 record.')).toBeVisible();
  await expect(rep.getByText('You hold 1 of 2 records claimed from this pool')).toBeVisible();
  await keepScreenshot(rep, { path: testInfo.outputPath('pool-claimed-1600.png'), fullPage: true });

  // Deactivated, the pool is gone from the rep's pools.
  await page.reload();
  await page
    .getByRole('row', { name: new RegExp(poolName) })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByRole('row', { name: new RegExp(poolName) })).toContainText('Deactivated');
  await keepScreenshot(page, {
    path: testInfo.outputPath('pools-admin-deactivated-1600.png'),
    fullPage: true,
  });
  await rep.reload();
  await rep.getByRole('combobox', { name: 'Pool' }).click();
  await expect(openOption(rep, 'Lead pool')).toBeVisible();
  await expect(openOption(rep, poolName)).toHaveCount(0);
});

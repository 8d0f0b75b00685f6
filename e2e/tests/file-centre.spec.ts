import { expect as baseExpect, type Page, test } from '@playwright/test';
import { callApiAnswer } from '../support/call-api.js';
import { closeOtherContexts } from '../support/contexts.js';
import { keepScreenshot } from '../support/screenshot.js';
import { signIn } from '../support/sign-in.js';

test.afterEach(closeOtherContexts);

// The machine is shared: allow the pages time to answer.
const expect = baseExpect.configure({ timeout: 30_000 });

/** The file centre (issue 24), as a sales rep uses it, and as someone without access meets it. */
test.describe.configure({ timeout: 240_000 });

async function createAccount(page: Page, name: string): Promise<string> {
  const answer = await callApiAnswer<{
    data: Array<{ id: string; isSaveSuccess: boolean; errormessage: string }>;
  }>(page, 'objectInfo/save', { objectApi: 'Account', data: JSON.stringify([{ name }]) });
  const saved = answer.data[0];
  if (!saved?.isSaveSuccess) throw new Error(`could not create the account: ${saved?.errormessage}`);
  return saved.id;
}

test('[S1-R-094][S1-R-095][S1-R-096] a file uploaded with progress, versioned (an old version restored) and bound to an account shows on its page and is refused to a user without access', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  await signIn(page, 'sam.sales@vela.local');
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 45_000 });
  const accountName = `Files Journey ${stamp}`;
  const accountId = await createAccount(page, accountName);

  // The file centre: Sam's demo files are there; a 4 MB file goes up with its progress bar.
  await page.goto('/ccFileCenter/ccFileList');
  await expect(page.getByRole('heading', { name: 'Files', exact: true })).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole('link', { name: 'Account plan.txt' })).toBeVisible();
  const fileName = `proposal-${stamp}.txt`;
  const big = Buffer.alloc(4 * 1024 * 1024, 'proposal text\n');
  await page.locator('.vela-file-centre__upload input[type=file]').setInputFiles({
    name: fileName,
    mimeType: 'text/plain',
    buffer: big,
  });
  await expect(page.getByRole('progressbar', { name: `Uploading ${fileName}` })).toBeVisible();
  await expect(page.getByText(`${fileName} uploaded`)).toBeVisible();
  // A file over the organisation's limit is refused before it is sent.
  await page.locator('.vela-file-centre__upload input[type=file]').setInputFiles({
    name: 'too-big.bin',
    mimeType: 'application/octet-stream',
    buffer: Buffer.alloc(10_485_761, 1),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'too-big.bin is larger than' })).toBeVisible();
  await keepScreenshot(page, { path: '/work/shots/files-list.png' });

  // Its page: a new version, the old one kept and restorable.
  await page.getByRole('link', { name: fileName }).click();
  await expect(page.getByRole('heading', { name: fileName })).toBeVisible();
  const fileId = new URL(page.url()).searchParams.get('id') ?? '';
  expect(fileId).toMatch(/^fil/);
  await page.locator('.vela-file-centre__upload input[type=file]').setInputFiles({
    name: fileName,
    mimeType: 'text/plain',
    buffer: Buffer.from(`proposal, second draft ${stamp}\n`),
  });
  const versions = page.locator('.vela-file-centre__versions');
  await expect(versions.getByText('Version 2')).toBeVisible();
  await expect(versions.getByText('Version 1')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Preview' }).getByText(`second draft ${stamp}`),
  ).toBeVisible();
  // The old version restored: it is current again, as version 3, and the preview shows it.
  await versions
    .getByRole('row')
    .filter({ hasText: 'Version 1' })
    .getByRole('button', { name: 'Restore' })
    .click();
  await expect(page.getByText('Version 1 is current again.')).toBeVisible();
  await expect(versions.getByText('Version 3')).toBeVisible();
  await expect(versions.getByText('Restored from version 1')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Preview' }).getByText('proposal text').first(),
  ).toBeVisible();

  // Bound to the account through search.
  const find = page.getByRole('searchbox', { name: 'Find a record to bind this file to' });
  await find.fill(accountName);
  await find.press('Enter');
  await page
    .getByRole('listitem')
    .filter({ hasText: accountName })
    .getByRole('button', { name: 'Bind' })
    .click();
  await expect(page.getByText(`Bound to ${accountName}.`)).toBeVisible();
  await expect(page.getByRole('link', { name: `Account: ${accountName}` })).toBeVisible();
  await keepScreenshot(page, { path: '/work/shots/files-detail.png', fullPage: true });

  // The account's page lists it on its Files tab.
  await page.getByRole('link', { name: `Account: ${accountName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: accountName })).toBeVisible();
  await page.getByRole('tab', { name: 'Files' }).click();
  await expect(page.getByRole('list', { name: 'Files' }).getByText(fileName)).toBeVisible();
  await keepScreenshot(page, { path: '/work/shots/files-account-tab.png' });

  // Its Files list (detailList) shows it too.
  await page.goto(`/ccFileCenter/detailList?recordId=${accountId}`);
  await expect(page.getByRole('link', { name: fileName })).toBeVisible();

  // Someone who cannot read the account cannot open the file, by page or by id.
  const other = await (await browser.newContext({ viewport: { width: 1600, height: 900 } })).newPage();
  await signIn(other, 'rita.rival@vela.local', { to: `/ccFileCenter/fileDetail?id=${fileId}` });
  await expect(other.getByRole('banner')).toBeVisible({ timeout: 45_000 });
  await expect(other.getByText('This file does not exist or you may not open it.')).toBeVisible();
  const status = await other.evaluate(async (id) => {
    const response = await fetch(`/api/file/downloadAttachement?id=${id}`, {
      headers: { accessToken: localStorage.getItem('vela.accessToken') ?? '' },
    });
    return response.status;
  }, fileId);
  expect(status).toBe(404);
  await keepScreenshot(other, { path: '/work/shots/files-refused.png' });
  await other.context().close();
});

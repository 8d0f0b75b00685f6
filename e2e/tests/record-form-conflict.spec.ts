import { type Browser, expect, type Page, test } from '@playwright/test';
import { callApi, saveRecord } from '../support/call-api.js';
import { clickUntilHidden } from '../support/click-until-hidden.js';
import { closeOtherContexts } from '../support/contexts.js';
import { keepScreenshot } from '../support/screenshot.js';
import { signIn } from '../support/sign-in.js';

test.afterEach(closeOtherContexts);

/**
 * Issue 16 item 3: two people edit the same account at once. The second save
 * is not allowed to wipe out the first one's change: it gets the conflict
 * dialog, and the person keeps their own value field by field.
 */

const editPage = (id: string) => `/console-menu1-edit/Account/account/001/p01?id=${id}`;

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  await expect(page.getByRole('banner')).toBeVisible();
  return page;
}

async function openEdit(page: Page, id: string, name: string) {
  await page.goto(editPage(id));
  await expect(page.getByLabel('Account name')).toHaveValue(name);
}

async function accountValues(page: Page, id: string) {
  return (await callApi<{ data: Record<string, unknown> }>(page, '/objectdetail/getDetail', { id })).data;
}

test('two people edit the same account: the stale save gets the conflict dialog instead of overwriting, and "keep mine" overwrites field by field', async ({
  browser,
}, testInfo) => {
  const admin = await signedInPage(browser, 'admin@vela.local');
  const maria = await signedInPage(browser, 'maria.manager@vela.local');
  const name = `Both edit ${Date.now()}`;
  const id = await saveRecord(
    admin,
    'Account',
    { name, phone: '+1 555 0100', website: 'https://old.example' },
    {
      skipDuplicateWarning: true,
    },
  );

  // Both open the form on the same version.
  await openEdit(admin, id, name);
  await openEdit(maria, id, name);

  // The administrator changes the phone and the account number, and saves first.
  await admin.getByLabel('Phone').fill('+1 555 0200');
  await admin.getByLabel('Account number').fill(`AN-${Date.now()}`);
  await admin.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(admin).toHaveURL(new RegExp(`console-detail/${id}/DETAIL`));
  const afterAdmin = await accountValues(admin, id);
  expect(afterAdmin.phone).toBe('+1 555 0200');

  // Maria, on the version she opened, changes the phone too and the website, and saves.
  await maria.getByLabel('Phone').fill('+1 555 0300');
  await maria.getByLabel('Website').fill('https://maria.example');
  const sent = maria.waitForRequest((request) => request.url().includes('/objectInfo/save'));
  await maria.getByRole('button', { name: 'Save', exact: true }).click();
  // The form sends the version it loaded and only the fields Maria changed.
  const [record] = JSON.parse((await sent).postDataJSON().body.data);
  expect(Object.keys(record).sort()).toEqual(['id', 'lastmodifydate', 'phone', 'website']);
  const dialog = maria.getByRole('dialog').filter({ hasText: 'Someone else changed this record' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('record-conflict-who')).toContainText('saved this record at');
  const phoneRow = dialog.getByRole('row', { name: /Phone/ });
  await expect(phoneRow).toContainText('+1 555 0200');
  await expect(phoneRow).toContainText('+1 555 0300');
  await expect(phoneRow).toContainText('Changed by them');
  await expect(dialog.getByRole('row', { name: /Website/ })).toContainText('https://maria.example');
  await keepScreenshot(maria, { path: testInfo.outputPath('record-conflict-dialog.png') });

  // Nothing of Maria's was written: the administrator's change stands.
  expect((await accountValues(admin, id)).phone).toBe('+1 555 0200');

  // The website the administrator left alone is kept Maria's; she keeps her phone too, field by field.
  await expect(dialog.getByRole('checkbox', { name: 'Keep your value of Website' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Keep your value of Phone' })).not.toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Keep your value of Phone' }).check();
  await dialog.getByRole('button', { name: 'Save my ticked values' }).click();
  await expect(maria).toHaveURL(new RegExp(`console-detail/${id}/DETAIL`));

  const final = await accountValues(admin, id);
  expect(final).toMatchObject({
    phone: '+1 555 0300',
    website: 'https://maria.example',
    // The field Maria did not touch keeps the administrator's value: no lost update.
    accountnumber: afterAdmin.accountnumber,
  });
  await admin.context().close();
  await maria.context().close();
});

test("the conflict dialog's Reload takes their values and drops mine", async ({ browser }) => {
  const admin = await signedInPage(browser, 'admin@vela.local');
  const maria = await signedInPage(browser, 'maria.manager@vela.local');
  const name = `Reload me ${Date.now()}`;
  const id = await saveRecord(
    admin,
    'Account',
    { name, phone: '+1 555 0400' },
    { skipDuplicateWarning: true },
  );
  await openEdit(maria, id, name);
  const loaded = await accountValues(admin, id);
  // The administrator's change arrives through the API with the version, as the form's save does.
  const [changed] = await callApi<Array<{ isSaveSuccess: boolean }>>(admin, '/objectInfo/save', {
    objectApi: 'Account',
    data: JSON.stringify([{ id, lastmodifydate: loaded.lastmodifydate, phone: '+1 555 0500' }]),
  });
  expect(changed?.isSaveSuccess).toBe(true);

  await maria.getByLabel('Phone').fill('+1 555 0600');
  await maria.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = maria.getByRole('dialog').filter({ hasText: 'Someone else changed this record' });
  await expect(dialog).toBeVisible();
  await clickUntilHidden(dialog.getByRole('button', { name: 'Reload (take theirs)' }), dialog);
  await expect(maria.getByLabel('Phone')).toHaveValue('+1 555 0500');
  expect((await accountValues(admin, id)).phone).toBe('+1 555 0500');
  await admin.context().close();
  await maria.context().close();
});

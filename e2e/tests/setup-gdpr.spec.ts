import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test } from '@playwright/test';
import { saveRecord } from '../support/call-api.js';
import { keepScreenshot } from '../support/screenshot.js';
import { expectShell, signIn } from '../support/sign-in.js';

const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * GDPR compliance (issue 18): an administrator finds a contact on the setup page by e-mail, downloads
 * what is held about them, erases them with the keyboard, and global search then shows nothing of them.
 */
test('[S1-R-178] an administrator exports and erases a person; global search then finds nothing of them', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const last = `Gdprsson${stamp}`;
  const email = `erase.me.${stamp}@example.org`;
  await signIn(page, { to: '/systemSettings' });
  await expectShell(page);
  const contactId = await saveRecord(page, 'Contact', { firstname: 'Ingrid', lastname: last, email });
  await saveRecord(page, 'Task', { subject: `Call Ingrid ${last}`, whoid: contactId, tasktype: 'logcall' });

  await page.goto(`/globalsearch/all/${last}`);
  await expect(page.getByRole('link', { name: `Ingrid ${last}` })).toBeVisible();

  await page.goto('/systemSettings');
  const search = page.getByRole('searchbox', { name: 'Find a setup page' });
  await search.fill('gdpr');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/systemSettings\/setuppage\/gdprCompliance$/);
  await expect(page.getByRole('heading', { name: 'GDPR compliance', level: 2 })).toBeVisible();
  const query = page.getByRole('textbox', { name: 'Name or e-mail' });
  await query.fill(email);
  await query.press('Enter');
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText(`Ingrid ${last}`);

  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: `Export: Ingrid ${last}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`gdpr-export-contact-${contactId}.json`);
  const exported = JSON.parse(await readFile(await file.path(), 'utf8'));
  expect(exported.records[0].values.email).toBe(email);
  expect(exported.related.map((record: { name: string }) => record.name)).toContain(`Call Ingrid ${last}`);

  // Erase with the keyboard: the button, then the dialog's confirmation.
  await row.getByRole('button', { name: `Erase: Ingrid ${last}` }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Erase Ingrid ${last}?` });
  await expect(dialog).toBeVisible();
  await keepScreenshot(page, { path: testInfo.outputPath('gdpr-erase.png'), fullPage: true });
  await dialog.getByRole('button', { name: 'Erase for good' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toContainText('Erased.');
  await expect(page.getByText(`No contact, lead or user matches “${email}”.`)).toBeVisible();

  for (const keyword of [last, email]) {
    await page.goto(`/globalsearch/all/${encodeURIComponent(keyword)}`);
    await expect(page.getByText(`Nothing found for “${keyword}”`)).toBeVisible();
  }
});

import { expect as baseExpect, type Page, test } from '@playwright/test';
import { callApiOrFail } from '../support/call-api.js';
import { keepScreenshot } from '../support/screenshot.js';
import { signIn } from '../support/sign-in.js';

// Two cores shared by several builds: give each step room.
const expect = baseExpect.configure({ timeout: 25_000 });
test.describe.configure({ timeout: 120_000 });

async function shot(page: Page, name: string) {
  await keepScreenshot(page, { path: `/work/shots/mail-templates-${name}.png`, fullPage: true });
}

test('[S1-R-172][S1-R-101] an administrator writes an e-mail template in two languages, a wrong merge field is refused by name, and writing to a contact fills it from the contact', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  await signIn(page);
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 45_000 });
  const [contact] = await callApiOrFail<Array<{ id: string; name: string; kind: string }>>(
    page,
    '/mail/addressBook',
    { query: 'a' },
  ).then((entries) => entries.filter((entry) => entry.kind === 'contact'));
  if (!contact) throw new Error('no demo contact with an e-mail address');

  // From the settings home's catalogue to the e-mail templates page.
  await page.goto('/systemSettings');
  await page.getByRole('link', { name: 'E-mail templates' }).click();
  await expect(page.getByRole('heading', { name: 'E-mail templates', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'New template' }).click();
  await page.getByLabel('Name', { exact: true }).fill(`Welcome ${stamp}`);
  await page.getByLabel('Folder').fill('Onboarding');
  await page.getByTitle('Public', { exact: true }).click();
  await page.getByLabel('Subject').fill('Hello {!nickname}');
  await page.getByRole('textbox', { name: 'Message' }).click();
  await page.keyboard.type('Dear ');
  await page.getByLabel('Insert merge field').click();
  await page.keyboard.type('{!name}');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Save template' }).click();
  // The contact has no field "nickname": refused when saved, naming it.
  await expect(page.getByRole('alert')).toContainText('nickname');

  await page.getByLabel('Subject').fill('Welcome, {!name}');
  await page.getByLabel('Add a language').click();
  await page.keyboard.type('Deutsch');
  await page.keyboard.press('Enter');
  await page.getByLabel('Subject').fill('Willkommen, {!name}');
  await page.getByRole('textbox', { name: 'Message' }).fill('Hallo {!name}');
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText(`Template "Welcome ${stamp}" saved.`)).toBeVisible();
  const listed = page.getByRole('listitem').filter({ hasText: `Welcome ${stamp}` });
  await expect(listed).toContainText('Onboarding');
  await expect(listed).toContainText('en · de');
  await shot(page, 'editor');

  // Writing to the contact: the template fills subject and body from the contact (English UI).
  await page.goto(`/sendMail/${contact.id}/0`);
  await expect(page.getByRole('heading', { name: 'Write e-mail' })).toBeVisible();
  await page.getByLabel('Template').click();
  await page.keyboard.type(`Welcome ${stamp}`);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Subject')).toHaveValue(`Welcome, ${contact.name}`);
  await expect(page.getByRole('textbox', { name: 'Message' })).toContainText(`Dear ${contact.name}`);
  await shot(page, 'compose');
});

import { expect as baseExpect, type Page, test } from '@playwright/test';
import { ImapFlow } from 'imapflow';
import { SMTPServer } from 'smtp-server';
import { callApiOrFail } from '../support/call-api.js';
import { type DovecotServer, freePort, startDovecot } from '../support/dovecot.js';
import { keepScreenshot } from '../support/screenshot.js';
import { signIn } from '../support/sign-in.js';

// Two cores shared by several builds: give each step room.
const expect = baseExpect.configure({ timeout: 25_000 });
test.describe.configure({ timeout: 180_000 });

const USER = 'tina.lead@vela.local';
const IMAP_USER = 'tina';
const IMAP_PASSWORD = 'tina-mail-secret';

let dovecot: DovecotServer;
let smtp: SMTPServer;
let smtpPort = 0;
const received: string[] = [];

test.beforeAll(async () => {
  dovecot = await startDovecot([{ user: IMAP_USER, password: IMAP_PASSWORD }]);
  smtpPort = await freePort();
  smtp = new SMTPServer({
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === IMAP_USER && auth.password === IMAP_PASSWORD) callback(null, { user: IMAP_USER });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await dovecot?.stop();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

async function shot(page: Page, name: string) {
  await keepScreenshot(page, { path: `/work/shots/mail-${name}.png`, fullPage: true });
}

test('[S1-R-100][S1-R-101] a person connects a mailbox, receives mail from a demo contact, sees it on the contact, and replies', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  await signIn(page, USER);
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 45_000 });
  const [contact] = await callApiOrFail<Array<{ id: string; name: string; address: string; kind: string }>>(
    page,
    '/mail/addressBook',
    { query: 'a' },
  ).then((entries) => entries.filter((entry) => entry.kind === 'contact'));
  if (!contact) throw new Error('no demo contact with an e-mail address');

  // Connect the mailbox: the connection test names each server; then save.
  await page.goto('/emailhome');
  await expect(page.getByRole('heading', { name: 'E-mail', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Connect mailbox' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mailbox settings' });
  await dialog.getByLabel('E-mail address').fill('tina@vela.example');
  await dialog.getByLabel('Display name').fill('Tina Lead');
  const incoming = dialog.getByRole('group', { name: 'Incoming mail (IMAP)' });
  await incoming.getByLabel('Server', { exact: true }).fill(dovecot.host);
  await incoming.getByLabel('Port', { exact: true }).fill(String(dovecot.port));
  await incoming.getByLabel('Secure connection (TLS)').uncheck();
  const outgoing = dialog.getByRole('group', { name: 'Outgoing mail (SMTP)' });
  await outgoing.getByLabel('Server', { exact: true }).fill('127.0.0.1');
  await outgoing.getByLabel('Port', { exact: true }).fill(String(smtpPort));
  await outgoing.getByLabel('Secure connection (TLS)').uncheck();
  await dialog.getByLabel('User name').fill(IMAP_USER);
  await dialog.getByLabel('Password or app password').fill('wrong');
  await dialog.getByRole('button', { name: 'Test connection' }).click();
  await expect(
    dialog.getByText(`IMAP ${dovecot.host}:${dovecot.port}: the user name or password is wrong`),
  ).toBeVisible();
  await dialog.getByLabel('Password or app password').fill(IMAP_PASSWORD);
  await dialog.getByRole('button', { name: 'Test connection' }).click();
  await expect(dialog.getByText('IMAP works.')).toBeVisible();
  await expect(dialog.getByText('SMTP works.')).toBeVisible();
  await shot(page, 'settings');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // The contact writes; synchronising brings the message in, related to the contact by address.
  const client = new ImapFlow({
    host: dovecot.host,
    port: dovecot.port,
    secure: false,
    auth: { user: IMAP_USER, pass: IMAP_PASSWORD },
    logger: false,
  });
  await client.connect();
  await client.append(
    'INBOX',
    [
      `From: ${contact.name} <${contact.address}>`,
      'To: Tina Lead <tina@vela.example>',
      `Subject: Meeting next week ${stamp}`,
      `Message-ID: <meeting-${stamp}@example.com>`,
      'MIME-Version: 1.0',
      'Content-Type: text/html; charset=utf-8',
      '',
      `<p>Hello Tina,</p><p>shall we meet on <b>Tuesday</b>?</p><img src="https://tracker.example/p.gif"><script>alert(1)</script>`,
      '',
    ].join('\r\n'),
  );
  await client.logout();
  await page.getByRole('button', { name: /Synchronise now|Synchronising/ }).click();
  const item = page.getByRole('link', { name: new RegExp(`Meeting next week ${stamp}`) });
  await expect(item).toBeVisible({ timeout: 45_000 });
  await item.click();
  const reader = page.getByRole('article');
  await expect(reader.getByRole('heading', { name: `Meeting next week ${stamp}` })).toBeVisible();
  await expect(reader.getByText('Remote images are blocked to protect your privacy.')).toBeVisible();
  await expect(
    reader.getByRole('region', { name: 'Related records' }).getByRole('link', { name: contact.name }),
  ).toBeVisible();
  await shot(page, 'inbox');

  // The contact's activity timeline shows the message.
  await reader.getByRole('link', { name: contact.name }).click();
  const timeline = page.getByRole('region', { name: 'E-mail' });
  await expect(timeline.getByRole('link', { name: `Meeting next week ${stamp}` })).toBeVisible({
    timeout: 45_000,
  });
  await shot(page, 'contact-timeline');

  // Open it from there and reply.
  await timeline.getByRole('link', { name: `Meeting next week ${stamp}` }).click();
  await expect(page).toHaveURL(/\/MailDetail\?id=/);
  await page.getByRole('button', { name: 'Reply' }).click();
  await expect(page).toHaveURL(/\/writeEmail\?replyTo=/);
  await expect(page.getByLabel('Subject')).toHaveValue(`Re: Meeting next week ${stamp}`);
  const body = page.getByRole('textbox', { name: 'Message' });
  await body.click();
  await page.keyboard.press('Control+Home');
  await page.keyboard.type('Tuesday works for me.');
  await shot(page, 'reply');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/emailhome\?folder=sent/);
  await expect(
    page.getByRole('article').getByRole('heading', { name: `Re: Meeting next week ${stamp}` }),
  ).toBeVisible();
  expect(
    received.some(
      (raw) =>
        raw.includes(`In-Reply-To: <meeting-${stamp}@example.com>`) && raw.includes('Tuesday works for me.'),
    ),
  ).toBe(true);
  await shot(page, 'sent');
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ImapFlow } from 'imapflow';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DovecotServer, freePort, startDovecot } from '../../../../../e2e/support/dovecot.js';
import { recordCalls } from '../../test-support/record-calls.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, type TestUser } from '../../test-support/test-users.js';
import { stripActiveContent } from './outgoing-html.js';
import { syncMailbox } from './sync.js';

/** A real SMTP server (smtp-server) that keeps what it is given. */
async function startSmtp(credentials: { user: string; password: string }) {
  const received: Array<{ from: string; to: string[]; raw: Buffer }> = [];
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === credentials.user && auth.password === credentials.password)
        callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
  });
  // A client that drops its connection while a suite closes (ECONNRESET) is reported as the server's
  // 'error' event; unheard, it would be an uncaught exception that fails the whole vitest run.
  server.on('error', () => undefined);
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const CONTACT_ADDRESS = 'olivia.quinn@northwind-mail.example';

function mime(fields: {
  from: string;
  to?: string;
  subject: string;
  id: string;
  inReplyTo?: string;
  body?: string;
  html?: string;
  attachment?: { name: string; content: string };
}): string {
  const head = [
    `From: ${fields.from}`,
    `To: ${fields.to ?? 'ann@vela.example'}`,
    `Subject: ${fields.subject}`,
    `Message-ID: ${fields.id}`,
    'Date: Thu, 26 Nov 2026 10:00:00 +0000',
    'MIME-Version: 1.0',
    ...(fields.inReplyTo ? [`In-Reply-To: ${fields.inReplyTo}`, `References: ${fields.inReplyTo}`] : []),
  ];
  if (fields.attachment)
    return [
      ...head,
      'Content-Type: multipart/mixed; boundary="b1"',
      '',
      '--b1',
      'Content-Type: text/plain; charset=utf-8',
      '',
      fields.body ?? 'see attached',
      '--b1',
      `Content-Type: text/plain; name="${fields.attachment.name}"`,
      `Content-Disposition: attachment; filename="${fields.attachment.name}"`,
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from(fields.attachment.content).toString('base64'),
      '--b1--',
      '',
    ].join('\r\n');
  if (fields.html)
    return [...head, 'Content-Type: text/html; charset=utf-8', '', fields.html, ''].join('\r\n');
  return [...head, 'Content-Type: text/plain; charset=utf-8', '', fields.body ?? 'hello', ''].join('\r\n');
}

describe('outgoing HTML', () => {
  it('[issue 23] scripts, event handlers and javascript: links are removed before a message is stored or sent', () => {
    const clean = stripActiveContent(
      '<p onclick="steal()">Hi</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>',
    );
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(clean).toContain('<p>Hi</p>');
  });
});

describeEachDatabase('mail', (getDatabase) => {
  let app: FastifyInstance;
  let dovecot: DovecotServer;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let ann: TestUser;
  let bob: TestUser;
  let user: TestUser = {} as TestUser;
  let dataDir = '';
  const calls = recordCalls(
    () => app,
    () => user,
  );
  const as = (who: TestUser) => {
    user = who;
    return calls;
  };
  const stamp = Math.random().toString(36).slice(2, 7);
  const imapUser = `ann${stamp}`;
  let contactId = '';
  let accountId = '';
  let leadId = '';
  const settings = () => ({
    emailAddress: 'ann@vela.example',
    displayName: 'Ann Example',
    imapHost: dovecot.host,
    imapPort: dovecot.port,
    imapTls: false,
    smtpHost: '127.0.0.1',
    smtpPort: smtp.port,
    smtpTls: false,
    username: imapUser,
    password: 'correct horse',
  });
  const imap = async () => {
    const client = new ImapFlow({
      host: dovecot.host,
      port: dovecot.port,
      secure: false,
      auth: { user: imapUser, pass: 'correct horse' },
      logger: false,
    });
    await client.connect();
    return client;
  };
  const deliver = async (...messages: string[]) => {
    const client = await imap();
    for (const message of messages) await client.append('INBOX', message);
    await client.logout();
  };
  const inbox = async (folder = 'inbox', search = '') =>
    (await as(ann).ok('/mail/messages/list', { folder, search })).messages as Array<{
      id: string;
      subject: string;
      threadId: string;
      threadSize: number;
      folder: string;
    }>;
  const sync = async () => {
    await as(ann).ok('/mail/mailbox/sync', {});
    await app.jobs.runJobsUntilIdle();
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-mail-'));
    dovecot = await startDovecot([{ user: imapUser, password: 'correct horse' }]);
    smtp = await startSmtp({ user: imapUser, password: 'correct horse' });
    app = await createTestApp(getDatabase().handle, { config: { dataDir } });
    ann = await createTestUser(getDatabase().handle, { name: 'Ann Mail' });
    bob = await createTestUser(getDatabase().handle, { name: 'Bob Other', profileId: 'standard_user' });
    accountId = await as(ann).create('Account', {
      name: `Northwind ${stamp}`,
      website: 'https://www.northwind-mail.example/',
    });
    contactId = await as(ann).create('Contact', {
      name: `Olivia Quinn ${stamp}`,
      email: CONTACT_ADDRESS,
      accountid: accountId,
    });
    leadId = await as(ann).create('Lead', {
      name: `Lee Lead ${stamp}`,
      company: 'Lead Co',
      email: 'lee@gmail.com',
    });
  });
  afterAll(async () => {
    await app?.close();
    await dovecot?.stop();
    await smtp?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('[S1-R-100] the connection test names the server that failed and why: bad credentials, refused, unreachable', async () => {
    const good = await as(ann).ok('/mail/mailbox/test', settings());
    expect(good.ok, JSON.stringify(good)).toBe(true);
    const wrong = await as(ann).ok('/mail/mailbox/test', { ...settings(), password: 'wrong' });
    expect(
      wrong.checks.map((check: { server: string; problem: string }) => [check.server, check.problem]),
    ).toEqual([
      ['imap', 'credentials'],
      ['smtp', 'credentials'],
    ]);
    const closed = await freePort();
    const refused = await as(ann).ok('/mail/mailbox/test', { ...settings(), imapPort: closed });
    expect(refused.checks[0]).toMatchObject({ server: 'imap', ok: false, problem: 'refused', port: closed });
    expect(refused.checks[1]).toMatchObject({ server: 'smtp', ok: true });
    const nowhere = await as(ann).ok('/mail/mailbox/test', {
      ...settings(),
      smtpHost: 'no-such-host.invalid',
    });
    expect(nowhere.checks[1]).toMatchObject({ server: 'smtp', ok: false, problem: 'unreachable' });
    const bad = await as(ann).call('/mail/mailbox/test', { ...settings(), imapHost: 'imap server!' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain('imapHost');
  });

  it('[issue 23] a saved mailbox keeps its password encrypted and never answers it', async () => {
    const saved = await as(ann).ok('/mail/mailbox/save', settings());
    expect(saved).toMatchObject({ emailAddress: 'ann@vela.example', hasPassword: true, syncing: true });
    expect(JSON.stringify(saved)).not.toContain('correct horse');
    const row = await getDatabase()
      .handle.db.selectFrom('mail_mailbox')
      .select(['password_enc'])
      .where('user_id', '=', ann.userId)
      .executeTakeFirstOrThrow();
    expect(row.password_enc).toMatch(/^v1\./);
    expect(row.password_enc).not.toContain('correct');
    // Saved again without a password: the stored one stays.
    await as(ann).ok('/mail/mailbox/save', { ...settings(), password: '' });
    await app.jobs.runJobsUntilIdle();
    expect((await as(ann).ok('/mail/mailbox/get', {})).lastError).toBe('');
  });

  it('[S1-R-100] sync stores new messages in threads, with attachments, related to the contact and its account by address; malformed MIME says so', async () => {
    await deliver(
      mime({
        from: `Olivia Quinn <${CONTACT_ADDRESS}>`,
        subject: `Renewal ${stamp}`,
        id: `<r1-${stamp}@northwind>`,
      }),
      mime({
        from: CONTACT_ADDRESS,
        subject: `Re: Renewal ${stamp}`,
        id: `<r2-${stamp}@northwind>`,
        inReplyTo: `<r1-${stamp}@northwind>`,
        attachment: { name: 'terms.txt', content: 'the terms' },
      }),
      mime({ from: 'lee@gmail.com', subject: `Lead note ${stamp}`, id: `<l1-${stamp}@gmail>` }),
      `From: broken@example.com\r\nSubject: Broken ${stamp}\r\nContent-Type: multipart/mixed; boundary="x"\r\n\r\n--x\r\nContent-Type: text/plain\r\nContent-Transfer-Encoding: base64\r\n\r\n@@@not base64 at all@@@\r\n`,
    );
    await sync();
    const messages = await inbox();
    const first = messages.find((message) => message.subject === `Renewal ${stamp}`);
    const reply = messages.find((message) => message.subject === `Re: Renewal ${stamp}`);
    expect(first && reply).toBeTruthy();
    expect(reply?.threadId).toBe(first?.threadId);
    expect(reply?.threadSize).toBe(2);
    const opened = await as(ann).ok('/mail/messages/get', { id: reply?.id });
    expect(opened.thread.map((message: { id: string }) => message.id)).toEqual([first?.id, reply?.id]);
    expect(opened.message.attachments).toMatchObject([{ name: 'terms.txt', size: 9 }]);
    const related = opened.message.related.map((record: { recordId: string; how: string }) => [
      record.recordId,
      record.how,
    ]);
    expect(related).toEqual(
      expect.arrayContaining([
        [contactId, 'address'],
        [accountId, 'address'],
      ]),
    );
    const download = await app.inject({
      method: 'GET',
      url: `/api/mail/downloadAttachment?id=${opened.message.attachments[0].id}`,
      headers: { accesstoken: ann.accessToken },
    });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('the terms');
    // A lead by its address; no account for a free-mail domain.
    const lead = messages.find((message) => message.subject === `Lead note ${stamp}`);
    const leadMessage = await as(ann).ok('/mail/messages/get', { id: lead?.id });
    expect(leadMessage.message.related.map((record: { recordId: string }) => record.recordId)).toEqual([
      leadId,
    ]);
    // Synchronising again adds nothing.
    await sync();
    expect((await inbox()).length).toBe(messages.length);
    const search = await inbox('inbox', `renewal ${stamp}`);
    expect(search.length).toBe(2);
  });

  it('[S1-R-100] a message moved to another folder keeps its id and relations; a deleted one leaves the inbox', async () => {
    await deliver(
      mime({ from: CONTACT_ADDRESS, subject: `Move me ${stamp}`, id: `<m1-${stamp}@northwind>` }),
      mime({ from: CONTACT_ADDRESS, subject: `Delete me ${stamp}`, id: `<d1-${stamp}@northwind>` }),
    );
    await sync();
    const before = await inbox();
    const moving = before.find((message) => message.subject === `Move me ${stamp}`);
    const client = await imap();
    const lock = await client.getMailboxLock('INBOX');
    try {
      const moveUids = await client.search({ subject: `Move me ${stamp}` }, { uid: true });
      const deleteUids = await client.search({ subject: `Delete me ${stamp}` }, { uid: true });
      await client.messageMove((moveUids || []).join(','), 'Archive', { uid: true });
      await client.messageDelete((deleteUids || []).join(','), { uid: true });
    } finally {
      lock.release();
    }
    await client.logout();
    await sync();
    const after = await inbox();
    expect(after.map((message) => message.subject)).not.toContain(`Move me ${stamp}`);
    expect(after.map((message) => message.subject)).not.toContain(`Delete me ${stamp}`);
    const moved = await as(ann).ok('/mail/messages/get', { id: moving?.id });
    expect(moved.message.folder).toBe('other');
    expect(moved.message.related.map((record: { recordId: string }) => record.recordId)).toContain(contactId);
    expect((await inbox('other')).map((message) => message.id)).toContain(moving?.id);
  });

  it('[S1-R-100] a sync stopped midway resumes after a restart from the last saved position, storing each message once', async () => {
    const subjects = [1, 2, 3, 4, 5].map((n) => `Batch ${n} ${stamp}`);
    await deliver(
      ...subjects.map((subject, n) => mime({ from: CONTACT_ADDRESS, subject, id: `<b${n}-${stamp}@x>` })),
    );
    const mailbox = await getDatabase()
      .handle.db.selectFrom('mail_mailbox')
      .select(['id'])
      .where('user_id', '=', ann.userId)
      .executeTakeFirstOrThrow();
    const stop = new AbortController();
    await expect(
      syncMailbox({ database: getDatabase().handle, dataDir, now: () => new Date() }, mailbox.id, {
        batchSize: 2,
        signal: stop.signal,
        progress: async () => stop.abort(new Error('the server is shutting down')),
      }),
    ).rejects.toThrow('shutting down');
    expect((await inbox('inbox', `batch ${stamp}`)).length).toBe(2);
    // A new server process on the same database picks up where the first stopped.
    await app.close();
    app = await createTestApp(getDatabase().handle, { config: { dataDir } });
    const outcome = await syncMailbox(
      { database: getDatabase().handle, dataDir, now: () => new Date() },
      mailbox.id,
    );
    expect(outcome.created).toBe(3);
    const found = await inbox('inbox', `batch ${stamp}`);
    expect(found.map((message) => message.subject).sort()).toEqual(subjects);
  });

  it('[S1-R-101] sending goes through SMTP with CC, BCC and an attachment; the sent message is related and a reply continues its thread', async () => {
    smtp.received.length = 0;
    const sent = await as(ann).ok('/mail/messages/send', {
      to: [`Olivia <${CONTACT_ADDRESS}>`],
      cc: ['cc@example.org'],
      bcc: ['hidden@example.org'],
      subject: `Offer ${stamp}`,
      html: '<p>Our <b>offer</b></p><script>alert(1)</script>',
      attachments: [
        {
          name: 'offer.txt',
          type: 'text/plain',
          contentBase64: Buffer.from('offer body').toString('base64'),
        },
      ],
    });
    expect(sent).toMatchObject({ status: 'sent', problem: null });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to.sort()).toEqual(
      [CONTACT_ADDRESS, 'cc@example.org', 'hidden@example.org'].sort(),
    );
    const delivered = await simpleParser(smtp.received[0]?.raw ?? Buffer.alloc(0));
    expect(delivered.subject).toBe(`Offer ${stamp}`);
    expect(delivered.html).toContain('<b>offer</b>');
    expect(delivered.html).not.toContain('script');
    expect(delivered.attachments[0]?.filename).toBe('offer.txt');
    const stored = await as(ann).ok('/mail/messages/get', { id: sent.id });
    expect(stored.message).toMatchObject({ folder: 'sent', status: 'sent' });
    expect(stored.message.related.map((record: { recordId: string }) => record.recordId)).toContain(
      contactId,
    );

    const reply = await as(ann).ok('/mail/messages/send', {
      to: [CONTACT_ADDRESS],
      subject: `Re: Offer ${stamp}`,
      html: '<p>Following up</p>',
      inReplyTo: sent.id,
    });
    const replied = await simpleParser(smtp.received[1]?.raw ?? Buffer.alloc(0));
    expect(replied.inReplyTo).toBe(stored.message.messageId);
    const thread = await as(ann).ok('/mail/messages/get', { id: reply.id });
    expect(thread.thread.map((message: { id: string }) => message.id)).toEqual([sent.id, reply.id]);
  });

  it('[S1-R-101] an unreachable SMTP server keeps the message as a draft that says why; bad input is refused by name', async () => {
    const closed = await freePort();
    await as(ann).ok('/mail/mailbox/save', { ...settings(), smtpPort: closed, password: '' });
    const kept = await as(ann).ok('/mail/messages/send', {
      to: [CONTACT_ADDRESS],
      subject: `Kept ${stamp}`,
      html: '<p>x</p>',
    });
    expect(kept).toMatchObject({ status: 'draft', problem: 'refused' });
    const drafts = await inbox('drafts');
    expect(drafts.map((message) => message.subject)).toContain(`Kept ${stamp}`);
    const draft = await as(ann).ok('/mail/messages/get', { id: kept.id });
    expect(draft.message.problem).toContain('Not sent (refused)');
    await as(ann).ok('/mail/mailbox/save', { ...settings(), password: '' });
    // Sent from the draft: the draft goes.
    const resent = await as(ann).ok('/mail/messages/send', {
      to: [CONTACT_ADDRESS],
      subject: `Kept ${stamp}`,
      html: '<p>x</p>',
      draftId: kept.id,
    });
    expect(resent.status).toBe('sent');
    expect((await inbox('drafts')).map((message) => message.id)).not.toContain(kept.id);

    const badAddress = await as(ann).call('/mail/messages/send', { to: ['not an address'], subject: 'x' });
    expect(badAddress.status).toBe(400);
    expect(badAddress.json.returnInfo).toContain('"not an address" is not an e-mail address');
    const noOne = await as(ann).call('/mail/messages/send', { subject: 'x' });
    expect(noOne.json.returnInfo).toContain('at least one recipient');
    const big = Buffer.alloc(10_485_760 + 1, 1).toString('base64');
    const tooLarge = await as(ann).call('/mail/messages/send', {
      to: [CONTACT_ADDRESS],
      subject: 'x',
      attachments: [{ name: 'huge.bin', contentBase64: big }],
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json.returnInfo).toContain('"huge.bin"');
    expect(tooLarge.json.returnInfo).toContain('10 MB');
  });

  it('[issue 23] a record timeline shows its mail to those who may read the record; relating by hand adds and removes', async () => {
    const timeline = await as(ann).ok('/mail/recordTimeline', { recordId: contactId });
    expect(timeline.map((message: { subject: string }) => message.subject)).toEqual(
      expect.arrayContaining([`Renewal ${stamp}`, `Offer ${stamp}`]),
    );
    expect(timeline.map((message: { status: string }) => message.status)).not.toContain('draft');
    const noLeadMail = (await inbox()).find((message) => message.subject === `Lead note ${stamp}`);
    const related = await as(ann).ok('/mail/messages/relate', { id: noLeadMail?.id, recordId: accountId });
    expect(related).toEqual(
      expect.arrayContaining([expect.objectContaining({ recordId: accountId, how: 'manual' })]),
    );
    const removed = await as(ann).ok('/mail/messages/relate', {
      id: noLeadMail?.id,
      recordId: accountId,
      remove: true,
    });
    expect(removed.map((record: { recordId: string }) => record.recordId)).not.toContain(accountId);
    const unknown = await as(ann).call('/mail/messages/relate', {
      id: noLeadMail?.id,
      recordId: '003000000000000XYZ',
    });
    expect(unknown.status).toBe(404);
    // Another user opens no one's mailbox: not the list, not a message they have no record of.
    expect((await as(bob).ok('/mail/messages/list', { folder: 'inbox' })).messages).toEqual([]);
    // A message related to no record Bob reads is not his to relate; one related to a lead he reads is,
    // to a record he reads (issue 23: a user relates messages they may read to records they may read).
    const unrelated = (await inbox()).find((message) => message.subject === `Broken ${stamp}`);
    const notReadable = await as(bob).call('/mail/messages/relate', {
      id: unrelated?.id,
      recordId: accountId,
    });
    expect(notReadable.status).toBe(404);
    const byReader = await as(bob).call('/mail/messages/relate', { id: noLeadMail?.id, recordId: accountId });
    expect(byReader.status, JSON.stringify(byReader.json)).toBe(200);
    await as(ann).ok('/mail/messages/relate', { id: noLeadMail?.id, recordId: accountId, remove: true });
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ImapFlow } from 'imapflow';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type DovecotServer, startDovecot } from '../../../../../e2e/support/dovecot.js';
import { recordCalls } from '../../test-support/record-calls.js';
import { startRelay } from '../../test-support/smtp-relay.js';
import { createTestApp, testConfig } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, type TestUser } from '../../test-support/test-users.js';
import { MailboxWatchers } from './idle-watch.js';

/**
 * New mail in seconds (issue 23): with the watchers on, a message put in the INBOX of a real IMAP server
 * (dovecot, which offers IDLE) is in Vela's inbox within seconds, with no "sync now" and long before the
 * every-5-minutes sync.
 */
describeEachDatabase('mailbox watchers (IMAP IDLE)', (getDatabase) => {
  let app: FastifyInstance;
  let dovecot: DovecotServer;
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let ann: TestUser;
  let dataDir = '';
  const stamp = Math.random().toString(36).slice(2, 7);
  const imapUser = `idle${stamp}`;
  const { ok } = recordCalls(
    () => app,
    () => ann,
  );

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-mail-idle-'));
    dovecot = await startDovecot([{ user: imapUser, password: 'pw' }]);
    relay = await startRelay();
    app = await createTestApp(getDatabase().handle, { config: { dataDir, mailIdle: true } });
    ann = await createTestUser(getDatabase().handle, { name: 'Ann Idle' });
  });
  afterAll(async () => {
    await app?.close();
    await dovecot?.stop();
    await relay?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('[S1-R-100] a new message arrives in seconds through IDLE, without asking for a sync', async () => {
    await ok('/mail/mailbox/save', {
      emailAddress: `ann.${stamp}@idle.example`,
      imapHost: dovecot.host,
      imapPort: dovecot.port,
      imapTls: false,
      smtpHost: '127.0.0.1',
      smtpPort: relay.port,
      smtpTls: false,
      username: imapUser,
      password: 'pw',
    });
    const inbox = async () =>
      (
        (await ok('/mail/messages/list', { folder: 'inbox', search: '' })).messages as Array<{
          subject: string;
        }>
      ).map((message) => message.subject);
    // The first sync (queued by the save) has run and the watcher is in IDLE before the message comes.
    const mailbox = await getDatabase()
      .handle.db.selectFrom('mail_mailbox')
      .select(['id'])
      .where('user_id', '=', ann.userId)
      .executeTakeFirstOrThrow();
    // dovecot offers IDLE: a watcher of this mailbox waits in IDLE (not polling).
    const probe = new MailboxWatchers({
      database: getDatabase().handle,
      config: testConfig({ dataDir }),
      jobs: app.jobs,
    });
    try {
      await probe.watch(mailbox.id);
      expect(probe.modeOf(mailbox.id)).toBe('idle');
    } finally {
      probe.stopAll();
    }
    await app.jobs.runJobsUntilIdle();
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    const sender = new ImapFlow({
      host: dovecot.host,
      port: dovecot.port,
      secure: false,
      auth: { user: imapUser, pass: 'pw' },
      logger: false,
    });
    await sender.connect();
    const started = Date.now();
    await sender.append(
      'INBOX',
      [
        'From: someone@customer-idle.example',
        `To: ann.${stamp}@idle.example`,
        `Subject: Pushed ${stamp}`,
        `Message-ID: <push-${stamp}@customer-idle.example>`,
        'Date: Thu, 26 Nov 2026 10:00:00 +0000',
        'Content-Type: text/plain; charset=utf-8',
        '',
        'Here in seconds.',
        '',
      ].join('\r\n'),
    );
    await sender.logout();
    let subjects: string[] = [];
    while (Date.now() - started < 20_000) {
      subjects = await inbox();
      if (subjects.includes(`Pushed ${stamp}`)) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(subjects).toContain(`Pushed ${stamp}`);
    // Seconds, not the minutes of the periodic sync (generous for a loaded test machine).
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});

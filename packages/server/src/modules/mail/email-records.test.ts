import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ImapFlow } from 'imapflow';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type DovecotServer, startDovecot } from '../../../../../e2e/support/dovecot.js';
import { recordCalls } from '../../test-support/record-calls.js';
import { startRelay } from '../../test-support/smtp-relay.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, type TestUser } from '../../test-support/test-users.js';
import { readDeliveryReport } from './bounces.js';

/**
 * E-mails as records and bounces of mass e-mail (issue 23), with a real IMAP server (dovecot) holding the
 * mailbox and a real SMTP server (smtp-server) as the organisation's outgoing server.
 */
describeEachDatabase('e-mail records and bounces', (getDatabase) => {
  let app: FastifyInstance;
  let dovecot: DovecotServer;
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let admin: TestUser;
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
  const imapUser = `rec${stamp}`;
  const annAddress = `ann.${stamp}@records.example`;
  const contactAddress = `carla.${stamp}@customer-records.example`;
  let contactId = '';

  const deliver = async (...messages: string[]) => {
    const client = new ImapFlow({
      host: dovecot.host,
      port: dovecot.port,
      secure: false,
      auth: { user: imapUser, pass: 'pw' },
      logger: false,
    });
    await client.connect();
    for (const message of messages) await client.append('INBOX', message);
    await client.logout();
  };
  const sync = async () => {
    await as(ann).ok('/mail/mailbox/sync', {});
    await app.jobs.runJobsUntilIdle();
  };
  const emailRecords = async (who: TestUser) =>
    (
      await as(who).ok('/view/getViewListData', {
        objectApi: 'EmailMessage',
        pageSize: 200,
        sort: { field: 'messagedate', order: 'asc' },
        filters: { criteria: [{ field: 'subject', operator: 'c', value: stamp }] },
      })
    ).rows as Array<Record<string, unknown>>;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-mail-records-'));
    dovecot = await startDovecot([{ user: imapUser, password: 'pw' }]);
    relay = await startRelay();
    app = await createTestApp(getDatabase().handle, {
      config: { dataDir, publicUrl: 'https://crm.records.example' },
    });
    admin = await createTestUser(getDatabase().handle, { name: 'Ada Admin', profileId: 'system_admin' });
    ann = await createTestUser(getDatabase().handle, { name: 'Ann Records', profileId: 'standard_user' });
    bob = await createTestUser(getDatabase().handle, { name: 'Bob Records', profileId: 'standard_user' });
    await as(admin).ok('/mail/orgServer/save', {
      smtpHost: '127.0.0.1',
      smtpPort: relay.port,
      smtpTls: false,
      fromAddress: `news.${stamp}@records.example`,
    });
    await as(ann).ok('/mail/mailbox/save', {
      emailAddress: annAddress,
      displayName: 'Ann Records',
      imapHost: dovecot.host,
      imapPort: dovecot.port,
      imapTls: false,
      useOrgSmtp: true,
      username: imapUser,
      password: 'pw',
    });
    await app.jobs.runJobsUntilIdle();
    contactId = await as(ann).create('Contact', { name: `Carla ${stamp}`, email: contactAddress });
  });
  afterAll(async () => {
    await app?.close();
    await dovecot?.stop();
    await relay?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('[S1-R-098] received and sent mail are EmailMessage records (subject, from, to, date, direction, related record) in list views and reports; deleted mail leaves them', async () => {
    await deliver(
      [
        `From: Carla <${contactAddress}>`,
        `To: ${annAddress}`,
        `Subject: Order question ${stamp}`,
        `Message-ID: <q1-${stamp}@customer-records.example>`,
        'Date: Thu, 26 Nov 2026 10:00:00 +0000',
        'Content-Type: text/plain; charset=utf-8',
        '',
        'Where is my order?',
        '',
      ].join('\r\n'),
    );
    await sync();
    const sent = await as(ann).ok('/mail/messages/send', {
      to: [contactAddress],
      subject: `Your order ${stamp}`,
      html: '<p>On its way.</p>',
      relatedIds: [contactId],
    });
    expect(sent.status).toBe('sent');

    const rows = await emailRecords(ann);
    expect(
      rows.map((row) => [row.subject, row.direction, row.fromaddress, row.toaddress, row.relatedtoid]),
    ).toEqual([
      [`Order question ${stamp}`, 'received', contactAddress, annAddress, contactId],
      [`Your order ${stamp}`, 'sent', annAddress, contactAddress, contactId],
    ]);
    expect(rows[0]?.messagedate).toBe('2026-11-26T10:00:00.000Z');
    expect(rows[0]?.ownerid).toBe(ann.userId);

    // A report over the object counts them by direction, as any object's records.
    const report = await as(ann).ok('/report/runReport', {
      definition: {
        objectApi: 'EmailMessage',
        format: 'summary',
        columns: ['subject'],
        groupings: [{ field: 'direction' }],
        filters: [{ field: 'subject', operator: 'c', value: stamp }],
        summaries: [],
        chart: null,
      },
    });
    const byDirection = Object.fromEntries(
      (report.groups as Array<{ keys: string[]; count: number }>).map((group) => [
        group.keys[0],
        group.count,
      ]),
    );
    expect(byDirection).toEqual({ received: 1, sent: 1 });

    // Another user's mail is not theirs to list (the records are private to their owner by default).
    expect(await emailRecords(bob)).toEqual([]);

    // Nobody writes the mirror: the message is what changes.
    const edit = await as(ann).save('EmailMessage', { id: rows[0]?.id, subject: 'changed' });
    expect(edit.isSaveSuccess).toBe(false);
    expect(String(edit.errormessage)).toContain('kept by the mail module');
    const create = await as(ann).save('EmailMessage', { subject: 'made up' });
    expect(create.isSaveSuccess).toBe(false);

    // Deleted on the server: the record leaves the lists.
    const client = new ImapFlow({
      host: dovecot.host,
      port: dovecot.port,
      secure: false,
      auth: { user: imapUser, pass: 'pw' },
      logger: false,
    });
    await client.connect();
    const lock = await client.getMailboxLock('INBOX');
    try {
      await client.messageDelete({ subject: `Order question ${stamp}` });
    } finally {
      lock.release();
    }
    await client.logout();
    await sync();
    expect((await emailRecords(ann)).map((row) => row.subject)).toEqual([`Your order ${stamp}`]);
  });

  it('[issue 23] a delivery status notification received by the sync marks the mass e-mail recipient bounced, shown in the results with the server’s words', async () => {
    const batch = `bnc${stamp}`;
    const dora = await as(ann).create('Contact', {
      name: `Dora ${batch}`,
      email: `dora.${stamp}@gone-records.example`,
    });
    await as(ann).create('Contact', { name: `Emil ${batch}`, email: `emil.${stamp}@records.example` });
    const template = await as(ann).ok('/mail/templates/save', {
      kind: 'email',
      name: `Bounce news ${stamp}`,
      objectApi: 'Contact',
      visibility: 'private',
      defaultLanguage: 'en',
      versions: [{ language: 'en', subject: 'News {!name}', body: '<p>Hello {!name}</p>' }],
    });
    const started = await as(ann).ok('/mail/mass/start', {
      objectApi: 'Contact',
      templateId: template.id,
      filters: { criteria: [{ field: 'name', operator: 'c', value: batch }] },
      perMinute: 10,
    });
    await app.jobs.runJobsUntilIdle();
    expect(await as(ann).ok('/mail/mass/get', { id: started.id })).toMatchObject({
      status: 'done',
      sent: 2,
      bounced: 0,
    });
    const toDora = relay.received.find((mail) => mail.to[0] === `dora.${stamp}@gone-records.example`);
    const originalId = toDora?.headers['message-id'] ?? '';
    expect(originalId).toMatch(/^<0mr/);

    const dsn = [
      'From: Mail Delivery System <MAILER-DAEMON@mx.gone-records.example>',
      `To: ${annAddress}`,
      'Subject: Undelivered Mail Returned to Sender',
      `Message-ID: <dsn-${stamp}@mx.gone-records.example>`,
      'Date: Thu, 26 Nov 2026 11:00:00 +0000',
      'MIME-Version: 1.0',
      'Content-Type: multipart/report; report-type=delivery-status;',
      '\tboundary="dsn-boundary"',
      '',
      '--dsn-boundary',
      'Content-Type: text/plain; charset=us-ascii',
      '',
      'Your message could not be delivered to one or more recipients.',
      '',
      '--dsn-boundary',
      'Content-Type: message/delivery-status',
      '',
      'Reporting-MTA: dns; mx.gone-records.example',
      'Arrival-Date: Thu, 26 Nov 2026 10:59:00 +0000',
      '',
      `Final-Recipient: rfc822; dora.${stamp}@gone-records.example`,
      `Original-Recipient: rfc822;dora.${stamp}@gone-records.example`,
      'Action: failed',
      'Status: 5.1.1',
      'Diagnostic-Code: smtp; 550 5.1.1 <dora@gone-records.example>: Recipient address rejected:',
      ' User unknown in virtual mailbox table',
      '',
      '--dsn-boundary',
      'Content-Type: text/rfc822-headers',
      '',
      `From: news.${stamp}@records.example`,
      `To: dora.${stamp}@gone-records.example`,
      `Subject: News Dora ${batch}`,
      `Message-ID: ${originalId}`,
      '',
      '--dsn-boundary--',
      '',
    ].join('\r\n');
    expect(readDeliveryReport(Buffer.from(dsn))).toMatchObject({
      failed: [`dora.${stamp}@gone-records.example`],
      originalIds: [originalId],
    });
    await deliver(dsn);
    await sync();
    const results = await as(ann).ok('/mail/mass/get', { id: started.id });
    expect(results).toMatchObject({ sent: 1, bounced: 1 });
    expect(results.failures).toEqual([expect.objectContaining({ recordId: dora, status: 'bounced' })]);
    expect(results.failures[0].reason).toContain('5.1.1');
    expect(results.failures[0].reason).toContain('User unknown');

    // An ordinary message, or a report of a delay (Action: delayed), marks nothing.
    expect(readDeliveryReport(Buffer.from(dsn.replace('Action: failed', 'Action: delayed')))).toBeNull();
    expect(readDeliveryReport(Buffer.from('Subject: hi\r\n\r\nAction: failed\r\n'))).toBeNull();
  });
});

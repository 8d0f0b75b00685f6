import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MAIL_TEST_OUTBOX_LIMITS } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { recordCalls } from '../../test-support/record-calls.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, type TestUser } from '../../test-support/test-users.js';

describeEachDatabase('e-mail: the test provider outbox', (getDatabase) => {
  let app: FastifyInstance;
  let admin: TestUser;
  let rep: TestUser;
  let user: TestUser = {} as TestUser;
  let dataDir = '';
  let clock = new Date('2026-11-28T09:00:00Z');
  const stamp = Math.random().toString(36).slice(2, 7);
  const orgId = `org_mailbox_${stamp}`;
  const calls = recordCalls(
    () => app,
    () => user,
  );
  const as = (who: TestUser) => {
    user = who;
    return calls;
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-mail-outbox-'));
    app = await createTestApp(getDatabase().handle, { config: { dataDir }, now: () => clock });
    admin = await createTestUser(getDatabase().handle, { name: 'Ada Admin', orgId });
    rep = await createTestUser(getDatabase().handle, { name: 'Rey Rep', profileId: 'standard_user', orgId });
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('[issue 23] the organisation’s test provider keeps what is sent instead of sending it; administrators read its outbox', async () => {
    const before = await as(rep).ok('/mail/messages/send', { to: ['olga@example.com'], subject: 'Lost' });
    expect(before).toMatchObject({ status: 'draft' });
    const noHost = await as(admin).call('/mail/orgServer/save', { fromAddress: 'crm@example.com' });
    expect(noHost.status).toBe(400);
    expect(noHost.json.returnInfo).toContain('smtpHost: write the SMTP server');
    const saved = await as(admin).ok('/mail/orgServer/save', {
      kind: 'test',
      fromAddress: 'CRM@example.com',
    });
    expect(saved).toMatchObject({ kind: 'test', smtpHost: '', fromAddress: 'crm@example.com' });
    expect((await as(admin).ok('/mail/testOutbox/list', {})).serverKind).toBe('test');

    const sent = await as(rep).ok('/mail/messages/send', {
      to: ['olga@example.com'],
      cc: ['carl@example.com'],
      bcc: ['bea@example.com'],
      subject: `Spring offer ${stamp}`,
      html: '<p>Hello <b>Olga</b>, our spring offer is here.</p>',
    });
    expect(sent).toMatchObject({ status: 'sent', problem: null });

    const outbox = await as(admin).ok('/mail/testOutbox/list', {});
    expect(outbox.total).toBe(1);
    expect(outbox.entries[0]).toMatchObject({
      from: 'crm@example.com',
      to: ['olga@example.com', 'carl@example.com', 'bea@example.com'],
      subject: `Spring offer ${stamp}`,
      preview: expect.stringContaining('Hello Olga, our spring offer is here.'),
      attachmentCount: 0,
      createdAt: clock.toISOString(),
    });
    expect((await as(admin).ok('/mail/testOutbox/list', { search: 'nothing-like-it' })).total).toBe(0);
    expect((await as(admin).ok('/mail/testOutbox/list', { search: 'carl@' })).total).toBe(1);
    expect((await as(rep).call('/mail/testOutbox/list', {})).status).toBe(403);
    const badPage = await as(admin).call('/mail/testOutbox/list', { page: 0 });
    expect(badPage.status).toBe(400);
    expect(badPage.json.returnInfo).toContain('page');
  });

  it('[issue 23] the e-mail outbox keeps the organisation’s last messages and drops the oldest', async () => {
    const db = getDatabase().handle.db;
    const old = Array.from({ length: MAIL_TEST_OUTBOX_LIMITS.kept }, (_, index) => ({
      id: `msgold${stamp}${String(index).padStart(4, '0')}`,
      org_id: orgId,
      from_address: 'crm@example.com',
      to_addresses: 'old@example.com',
      subject: `old ${index}`,
      body_text: '',
      attachment_count: 0,
      created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, index)).toISOString(),
    }));
    for (let start = 0; start < old.length; start += 100)
      await db
        .insertInto('mail_test_outbox')
        .values(old.slice(start, start + 100))
        .execute();
    clock = new Date('2026-11-28T10:00:00Z');
    await as(rep).ok('/mail/messages/send', { to: ['new@example.com'], subject: 'newest', html: '<p>x</p>' });
    const subjects = (
      await db.selectFrom('mail_test_outbox').select('subject').where('org_id', '=', orgId).execute()
    ).map((row) => row.subject);
    expect(subjects).toHaveLength(MAIL_TEST_OUTBOX_LIMITS.kept);
    expect(subjects).toContain('newest');
    expect(subjects).not.toContain('old 0');
    expect(subjects).not.toContain('old 1');
  });
});

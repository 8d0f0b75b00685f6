import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMS_TEST_OUTBOX_LIMITS } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { recordCalls } from '../../test-support/record-calls.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, envelopeFor, type TestUser } from '../../test-support/test-users.js';
import { SecureChannelClient } from '../auth/index.js';
import { TEST_UNREACHABLE_NUMBER, TestProvider } from './test-provider.js';

describeEachDatabase('text messages: the test provider outbox', (getDatabase) => {
  let app: FastifyInstance;
  let admin: TestUser;
  let rep: TestUser;
  let user: TestUser = {} as TestUser;
  let dataDir = '';
  let clock = new Date('2026-11-28T09:00:00Z');
  const stamp = Math.random().toString(36).slice(2, 7);
  const orgId = `org_outbox_${stamp}`;
  const calls = recordCalls(
    () => app,
    () => user,
  );
  const as = (who: TestUser) => {
    user = who;
    return calls;
  };
  /** Hands one text to the test provider the way the sending job does. */
  const sendThroughTestProvider = (to: string, body: string) =>
    new TestProvider({
      database: getDatabase().handle,
      orgId,
      authToken: '',
      now: () => clock,
      report: async () => undefined,
    }).send({ to, from: '+15005550006', body, statusCallbackUrl: '' });

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-sms-outbox-'));
    app = await createTestApp(getDatabase().handle, { config: { dataDir }, now: () => clock });
    admin = await createTestUser(getDatabase().handle, { name: 'Ada Admin', orgId });
    rep = await createTestUser(getDatabase().handle, { name: 'Rey Rep', profileId: 'standard_user', orgId });
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('[issue 23] an administrator sees what the test provider sent, with each text’s status, record and sender; others are refused', async () => {
    const empty = await as(admin).ok('/sms/testOutbox/list', {});
    expect(empty).toMatchObject({
      entries: [],
      total: 0,
      providerKind: 'none',
      kept: SMS_TEST_OUTBOX_LIMITS.kept,
    });
    await as(admin).ok('/sms/provider/save', { kind: 'test', fromNumber: '+15005550006' });
    const contactId = await as(rep).create('Contact', {
      name: `Olga Outbox ${stamp}`,
      mobilephone: '+447700900555',
    });
    await sendThroughTestProvider(TEST_UNREACHABLE_NUMBER, 'Nobody answers');
    // A text sent from the record goes through the job runner to the test provider.
    const channel = await SecureChannelClient.open(app, { accessToken: rep.accessToken });
    const url = '/api/textMessage/sendTextMessage';
    const queued = await app.inject({
      method: 'POST',
      url,
      payload: envelopeFor(
        rep,
        await channel.seal(url, { recordId: contactId, body: 'Your order has shipped' }),
      ),
    });
    expect(queued.statusCode, queued.body).toBe(200);
    await app.jobs.runJobsUntilIdle();

    const outbox = await as(admin).ok('/sms/testOutbox/list', {});
    expect(outbox).toMatchObject({ total: 2, providerKind: 'test' });
    const shipped = outbox.entries.find((entry: { body: string }) => entry.body === 'Your order has shipped');
    expect(shipped).toMatchObject({
      to: '+447700900555',
      from: '+15005550006',
      status: 'delivered',
      recordId: contactId,
      recordName: `Olga Outbox ${stamp}`,
      senderName: 'Rey Rep',
      createdAt: clock.toISOString(),
    });
    // A text the provider took without Vela's record of it (sent outside a record) reads as sent.
    expect(outbox.entries.find((entry: { body: string }) => entry.body === 'Nobody answers')).toMatchObject({
      to: TEST_UNREACHABLE_NUMBER,
      status: 'sent',
      recordName: '',
    });
    const searched = await as(admin).ok('/sms/testOutbox/list', { search: 'olga' });
    expect(searched.entries.map((entry: { body: string }) => entry.body)).toEqual(['Your order has shipped']);

    expect((await as(rep).call('/sms/testOutbox/list', {})).status).toBe(403);
    const badPage = await as(admin).call('/sms/testOutbox/list', { page: 0 });
    expect(badPage.status).toBe(400);
    expect(badPage.json.returnInfo).toContain('page');
  });

  it('[issue 23] the outbox keeps the organisation’s last texts and drops the oldest', async () => {
    const db = getDatabase().handle.db;
    const old = Array.from({ length: SMS_TEST_OUTBOX_LIMITS.kept }, (_, index) => ({
      id: `SMold${stamp}${String(index).padStart(4, '0')}`,
      org_id: orgId,
      to_number: '+447700900000',
      from_number: '+15005550006',
      body: `old ${index}`,
      status_callback: '',
      created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, index)).toISOString(),
    }));
    for (let start = 0; start < old.length; start += 100)
      await db
        .insertInto('sms_test_outbox')
        .values(old.slice(start, start + 100))
        .execute();
    clock = new Date('2026-11-28T10:00:00Z');
    await sendThroughTestProvider('+447700900777', 'newest');
    const rows = await db
      .selectFrom('sms_test_outbox')
      .select(['body'])
      .where('org_id', '=', orgId)
      .orderBy('created_at', 'asc')
      .execute();
    expect(rows).toHaveLength(SMS_TEST_OUTBOX_LIMITS.kept);
    expect(rows.map((row) => row.body)).not.toContain('old 0');
    expect(rows.at(-1)?.body).toBe('newest');
    const page = await as(admin).ok('/sms/testOutbox/list', { page: 2 });
    expect(page.total).toBe(SMS_TEST_OUTBOX_LIMITS.kept);
    expect(page.entries).toHaveLength(SMS_TEST_OUTBOX_LIMITS.pageSize);
  });
});

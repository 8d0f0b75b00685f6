import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMS_MASS_LIMIT } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { recordCalls } from '../../test-support/record-calls.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, envelopeFor, type TestUser } from '../../test-support/test-users.js';
import { SecureChannelClient } from '../auth/index.js';

const MASS_URL = '/api/textMessage/sendMassTextMessage';

describeEachDatabase('text messages: a mass text from a list selection', (getDatabase) => {
  let app: FastifyInstance;
  let admin: TestUser;
  let rep: TestUser;
  let user: TestUser = {} as TestUser;
  let dataDir = '';
  const clock = new Date('2026-11-28T09:00:00Z');
  const stamp = Math.random().toString(36).slice(2, 7);
  const orgId = `org_masstext_${stamp}`;
  const calls = recordCalls(
    () => app,
    () => user,
  );
  const as = (who: TestUser) => {
    user = who;
    return calls;
  };
  let channel: SecureChannelClient;
  /** Sends the way the SPA does: the body sealed with the session's channel. */
  const massText = async (body: Record<string, unknown>) => {
    const response = await app.inject({
      method: 'POST',
      url: MASS_URL,
      payload: envelopeFor(rep, await channel.seal(MASS_URL, body)),
    });
    return { status: response.statusCode, json: response.json() };
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-sms-mass-'));
    app = await createTestApp(getDatabase().handle, { config: { dataDir }, now: () => clock });
    admin = await createTestUser(getDatabase().handle, { name: 'Ada Admin', orgId });
    rep = await createTestUser(getDatabase().handle, { name: 'Rey Rep', profileId: 'standard_user', orgId });
    channel = await SecureChannelClient.open(app, { accessToken: rep.accessToken });
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('[issue 23] texts each selected record with the template filled for it; no number and STOP are skipped with reasons', async () => {
    const noProvider = await massText({ recordIds: ['003nothing'], body: 'Hi' });
    expect(noProvider.status).toBe(400);
    expect(noProvider.json.returnInfo).toContain('No text-message provider');
    await as(admin).ok('/sms/provider/save', { kind: 'test', fromNumber: '+15005550006' });
    const template = await as(rep).ok('/mail/templates/save', {
      kind: 'sms',
      name: `Mass ${stamp}`,
      objectApi: 'Contact',
      defaultLanguage: 'en',
      versions: [{ language: 'en', body: 'Dear {!name}, our shop opens at nine.' }],
    });
    const anna = await as(rep).create('Contact', { name: `Anna ${stamp}`, mobilephone: '+447700900101' });
    const ben = await as(rep).create('Contact', { name: `Ben ${stamp}` });
    const cleo = await as(rep).create('Contact', { name: `Cleo ${stamp}`, mobilephone: '+447700900103' });
    await getDatabase()
      .handle.db.insertInto('sms_opt_out')
      .values({ org_id: orgId, phone: '+447700900103', created_at: clock.toISOString() })
      .execute();

    const sent = await massText({ recordIds: [anna, ben, cleo, anna], templateId: template.id });
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    expect(sent.json.data.queued).toBe(1);
    expect(sent.json.data.skipped).toEqual([
      { recordId: ben, name: `Ben ${stamp}`, reason: expect.stringContaining('has no phone number') },
      { recordId: cleo, name: `Cleo ${stamp}`, reason: expect.stringContaining('opted out') },
    ]);
    await app.jobs.runJobsUntilIdle();
    const outbox = await as(admin).ok('/sms/testOutbox/list', {});
    expect(outbox.entries).toMatchObject([
      {
        to: '+447700900101',
        body: `Dear Anna ${stamp}, our shop opens at nine.`,
        status: 'delivered',
        recordId: anna,
        senderName: 'Rey Rep',
      },
    ]);
  });

  it('[issue 23] a mass text is refused by name: too many records, neither text nor template, an e-mail template, an unsealed body', async () => {
    const many = await massText({
      recordIds: Array.from({ length: SMS_MASS_LIMIT + 1 }, (_, index) => `003many${index}`),
      body: 'Hi',
    });
    expect(many.status).toBe(400);
    expect(many.json.returnInfo).toContain(`recordIds: at most ${SMS_MASS_LIMIT} records`);
    const empty = await massText({ recordIds: ['003nothing'] });
    expect(empty.status).toBe(400);
    expect(empty.json.returnInfo).toContain('body: write the text, or choose a template');
    const mailTemplate = await as(rep).ok('/mail/templates/save', {
      kind: 'email',
      name: `Mail ${stamp}`,
      objectApi: 'Contact',
      defaultLanguage: 'en',
      versions: [{ language: 'en', subject: 'Hi', body: '<p>Hi {!name}</p>' }],
    });
    const wrongKind = await massText({ recordIds: ['003nothing'], templateId: mailTemplate.id });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.json.returnInfo).toContain('templateId: this is an e-mail template');
    const plain = await app.inject({
      method: 'POST',
      url: MASS_URL,
      payload: envelopeFor(rep, { recordIds: ['003nothing'], body: 'Hi' }),
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().returnInfo).toContain('sealed');
  });
});

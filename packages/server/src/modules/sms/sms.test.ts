import fs from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { recordCalls } from '../../test-support/record-calls.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, envelopeFor, type TestUser } from '../../test-support/test-users.js';
import { SecureChannelClient } from '../auth/index.js';
import { twilioSignature } from './sms-provider.js';
import { TEST_UNREACHABLE_NUMBER } from './test-provider.js';

const SEND_URL = '/api/textMessage/sendTextMessage';
const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'twilio-auth-token-for-tests';

/** A local HTTP server speaking Twilio's Messages API; each answer is taken from `answers` in turn. */
async function startTwilioStandIn() {
  const received: Array<{ path: string; authorization: string; form: Record<string, string> }> = [];
  const answers: Array<{ status: number; body: Record<string, unknown> }> = [];
  let seq = 0;
  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      request.on('data', (chunk: Buffer) => {
        text += chunk.toString('utf8');
      });
      request.on('end', () => resolve(text));
    });
  const server: Server = createServer(async (request, response) => {
    const form = Object.fromEntries(new URLSearchParams(await readBody(request)));
    received.push({ path: request.url ?? '', authorization: request.headers.authorization ?? '', form });
    const expected = `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`;
    seq += 1;
    const answer =
      request.headers.authorization !== expected
        ? { status: 401, body: { code: 20003, message: 'Authenticate', status: 401 } }
        : (answers.shift() ?? {
            status: 201,
            body: { sid: `SM${String(seq).padStart(32, '0')}`, status: 'queued' },
          });
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describeEachDatabase('text messages', (getDatabase) => {
  let app: FastifyInstance;
  let admin: TestUser;
  let rep: TestUser;
  let user: TestUser = {} as TestUser;
  let twilio: Awaited<ReturnType<typeof startTwilioStandIn>>;
  let clock = new Date('2026-11-27T10:00:00Z');
  let dataDir = '';
  const channels = new Map<string, SecureChannelClient>();
  const calls = recordCalls(
    () => app,
    () => user,
  );
  const as = (who: TestUser) => {
    user = who;
    return calls;
  };
  /** Sends the way the SPA does: the body sealed with the session's channel. */
  const sendText = async (who: TestUser, body: Record<string, unknown>) => {
    let channel = channels.get(who.userId);
    if (!channel) {
      channel = await SecureChannelClient.open(app, { accessToken: who.accessToken });
      channels.set(who.userId, channel);
    }
    const response = await app.inject({
      method: 'POST',
      url: SEND_URL,
      payload: envelopeFor(who, await channel.seal(SEND_URL, body)),
    });
    return { status: response.statusCode, json: response.json() };
  };
  const stamp = Math.random().toString(36).slice(2, 7);
  const callbackBase = 'https://crm.example.org';
  let contactId = '';
  let templateId = '';
  const useProvider = (extra: Record<string, unknown>) =>
    as(admin).ok('/sms/provider/save', {
      fromNumber: '+15005550006',
      callbackBaseUrl: callbackBase,
      defaultCountryCode: '44',
      ...extra,
    });
  const textsOf = async (recordId: string) =>
    (await as(rep).ok('/noteSms/noteSmsList', { recordId })).messages as Array<Record<string, string>>;
  const signedPost = async (which: 'status' | 'inbound', form: Record<string, string>, token = TOKEN) => {
    const url = `${callbackBase}/api/sms/callback/${which}/${admin.orgId}`;
    return app.inject({
      method: 'POST',
      url: `/api/sms/callback/${which}/${admin.orgId}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilioSignature(token, url, form),
      },
      payload: new URLSearchParams(form).toString(),
    });
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-sms-'));
    twilio = await startTwilioStandIn();
    app = await createTestApp(getDatabase().handle, { config: { dataDir }, now: () => clock });
    admin = await createTestUser(getDatabase().handle, { name: 'Ada Admin' });
    rep = await createTestUser(getDatabase().handle, { name: 'Rey Rep', profileId: 'standard_user' });
    contactId = await as(rep).create('Contact', {
      name: `Greta Text ${stamp}`,
      mobilephone: '07700 900123',
      phone: '+44 20 7946 0018',
    });
    const template = await as(rep).ok('/mail/templates/save', {
      kind: 'sms',
      name: `Reminder ${stamp}`,
      objectApi: 'Contact',
      defaultLanguage: 'en',
      versions: [
        { language: 'en', body: 'Hello {!name}, see you tomorrow.' },
        { language: 'de', body: 'Hallo {!name}, bis morgen.' },
      ],
    });
    templateId = template.id;
  });
  afterAll(async () => {
    await app?.close();
    await twilio?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('[issue 23] only an administrator sets the provider; its token is stored sealed and never shown', async () => {
    const byRep = await as(rep).call('/sms/provider/save', { kind: 'test', fromNumber: '+15005550006' });
    expect(byRep.status).toBe(403);
    expect((await as(rep).call('/sms/provider/get', {})).status).toBe(403);
    const saved = await useProvider({ kind: 'test', authToken: TOKEN });
    expect(saved).toMatchObject({ kind: 'test', hasAuthToken: true });
    expect(saved.statusCallbackUrl).toBe(`${callbackBase}/api/sms/callback/status/${admin.orgId}`);
    expect(JSON.stringify(saved)).not.toContain(TOKEN);
    const row = await getDatabase()
      .handle.db.selectFrom('sms_provider')
      .selectAll()
      .where('org_id', '=', admin.orgId)
      .executeTakeFirstOrThrow();
    expect(row.auth_token_enc).not.toContain(TOKEN);
    const twilioWithoutToken = await as(admin).call('/sms/provider/save', {
      kind: 'twilio',
      accountSid: '',
      fromNumber: '+15005550006',
    });
    expect(twilioWithoutToken.status).toBe(400);
    expect(twilioWithoutToken.json.returnInfo).toContain('account SID');
  });

  it('[S1-B-112][S1-R-097] a text from a contact, from a template in the recipient’s language, travels sealed and is listed as delivered', async () => {
    const plain = await app.inject({
      method: 'POST',
      url: SEND_URL,
      payload: envelopeFor(rep, { recordId: contactId, templateId }),
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().returnInfo).toContain('sealed');

    const sent = await sendText(rep, { recordId: contactId, templateId, language: 'de' });
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    // The national mobile number, normalised with the organisation's country code.
    expect(sent.json.data).toMatchObject({
      status: 'queued',
      to: '+447700900123',
      body: `Hallo Greta Text ${stamp}, bis morgen.`,
      language: 'de',
      templateName: `Reminder ${stamp}`,
      senderName: 'Rey Rep',
    });
    await app.jobs.runJobsUntilIdle();
    const [listed] = await textsOf(contactId);
    expect(listed).toMatchObject({ id: sent.json.data.id, status: 'delivered', failureReason: '' });
    const outbox = await getDatabase()
      .handle.db.selectFrom('sms_test_outbox')
      .selectAll()
      .where('org_id', '=', admin.orgId)
      .execute();
    expect(outbox.map((text) => [text.to_number, text.body])).toContainEqual([
      '+447700900123',
      `Hallo Greta Text ${stamp}, bis morgen.`,
    ]);
    const mine = await as(rep).ok('/noteSms/noteSmsList', { status: 'delivered' });
    expect(mine.messages.map((text: { id: string }) => text.id)).toContain(sent.json.data.id);
    expect(mine.byStatus.find((entry: { status: string }) => entry.status === 'delivered').count).toBe(
      mine.total,
    );
  });

  it('[issue 23] a number that cannot be read, a record without a phone, and an unreachable handset are each told clearly', async () => {
    const bad = await sendText(rep, { recordId: contactId, to: 'call me maybe', body: 'Hi' });
    expect(bad.status).toBe(400);
    expect(bad.json.returnInfo).toContain('"call me maybe" cannot be read as a phone number');
    const silentId = await as(rep).create('Contact', { name: `No Phone ${stamp}` });
    const none = await sendText(rep, { recordId: silentId, body: 'Hi' });
    expect(none.status).toBe(400);
    expect(none.json.returnInfo).toContain('has no phone number');
    const empty = await sendText(rep, { recordId: contactId, body: '   ' });
    expect(empty.json.returnInfo).toContain('body: write the text');
    const unreachable = await sendText(rep, { recordId: contactId, to: TEST_UNREACHABLE_NUMBER, body: 'Hi' });
    await app.jobs.runJobsUntilIdle();
    const listed = (await textsOf(contactId)).find((text) => text.id === unreachable.json.data.id);
    expect(listed).toMatchObject({ status: 'failed' });
    expect(listed?.failureReason).toContain('cannot receive text messages');
  });

  it('[issue 23] the Twilio adapter posts the Messages API form with basic auth, retries an outage with back-off, and takes signed delivery reports', async () => {
    await useProvider({ kind: 'twilio', accountSid: SID, authToken: TOKEN, apiBaseUrl: twilio.url });
    twilio.answers.push({ status: 503, body: { code: 20500, message: 'Service unavailable' } });
    const sent = await sendText(rep, { recordId: contactId, body: 'Your order has shipped' });
    await app.jobs.runJobsUntilIdle();
    const waiting = (await textsOf(contactId)).find((text) => text.id === sent.json.data.id);
    expect(waiting?.status).toBe('queued');
    // The retry is due after the runner's back-off.
    clock = new Date(clock.getTime() + 60 * 60 * 1000);
    await app.jobs.runJobsUntilIdle();
    expect(twilio.received).toHaveLength(2);
    const last = twilio.received[1];
    expect(last?.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(last?.form).toEqual({
      To: '+447700900123',
      From: '+15005550006',
      Body: 'Your order has shipped',
      StatusCallback: `${callbackBase}/api/sms/callback/status/${admin.orgId}`,
    });
    const row = await getDatabase()
      .handle.db.selectFrom('sms_message')
      .select(['status', 'provider_id'])
      .where('id', '=', sent.json.data.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('sent');

    const forged = await signedPost(
      'status',
      { MessageSid: row.provider_id, MessageStatus: 'delivered' },
      'someone-elses-token',
    );
    expect(forged.statusCode).toBe(403);
    const report = await signedPost('status', {
      MessageSid: row.provider_id,
      MessageStatus: 'undelivered',
      ErrorCode: '30003',
      ErrorMessage: 'Unreachable destination handset',
    });
    expect(report.statusCode).toBe(204);
    const failed = (await textsOf(contactId)).find((text) => text.id === sent.json.data.id);
    expect(failed).toMatchObject({
      status: 'failed',
      failureReason: 'Unreachable destination handset (error 30003)',
    });
    // A late 'sent' report does not undo the outcome.
    await signedPost('status', { MessageSid: row.provider_id, MessageStatus: 'sent' });
    expect((await textsOf(contactId)).find((text) => text.id === sent.json.data.id)?.status).toBe('failed');

    twilio.answers.push({
      status: 400,
      body: { code: 21211, message: "The 'To' number +4420 is not a valid phone number." },
    });
    const refused = await sendText(rep, { recordId: contactId, body: 'Hello again' });
    await app.jobs.runJobsUntilIdle();
    const refusedRow = (await textsOf(contactId)).find((text) => text.id === refused.json.data.id);
    expect(refusedRow).toMatchObject({ status: 'failed' });
    expect(refusedRow?.failureReason).toContain('Twilio error 21211');
  });

  it('[issue 23] a reply is kept on the record; after STOP the number is refused with a clear error, after START it may be texted again', async () => {
    const stop = await signedPost('inbound', {
      MessageSid: 'SMreply0001',
      From: '+447700900123',
      To: '+15005550006',
      Body: 'Stop',
    });
    expect(stop.statusCode).toBe(200);
    expect(stop.body).toContain('<Response>');
    const reply = (await textsOf(contactId)).find((text) => text.direction === 'inbound');
    expect(reply).toMatchObject({ body: 'Stop', status: 'received', from: '+447700900123' });
    const recipient = await as(rep).ok('/sms/recipient', { recordId: contactId });
    expect(recipient.phones[0]).toMatchObject({
      field: 'mobilephone',
      normalised: '+447700900123',
      optedOut: true,
    });
    const refused = await sendText(rep, { recordId: contactId, body: 'One more thing' });
    expect(refused.status).toBe(400);
    expect(refused.json.returnInfo).toContain('+447700900123 replied STOP');
    await signedPost('inbound', {
      MessageSid: 'SMreply0002',
      From: '+447700900123',
      To: '+15005550006',
      Body: 'START',
    });
    expect((await sendText(rep, { recordId: contactId, body: 'Welcome back' })).status).toBe(200);
  });

  it('[S1-R-097] someone who may not read the record sees neither its texts nor sends to it', async () => {
    const other = await createTestUser(getDatabase().handle, {
      name: 'Otto Other',
      profileId: 'standard_user',
      orgId: `org_sms_${stamp}`,
    });
    const list = await as(other).ok('/noteSms/noteSmsList', {});
    expect(list.total).toBe(0);
    expect((await as(other).call('/noteSms/noteSmsList', { recordId: contactId })).status).toBe(404);
    expect((await sendText(other, { recordId: contactId, body: 'Hi' })).status).toBe(404);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../../../../../e2e/support/dovecot.js';
import { actingUser } from '../../test-support/acting-user.js';
import { recordCalls } from '../../test-support/record-calls.js';
import { startRelay } from '../../test-support/smtp-relay.js';
import { createTestApp, testConfig } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, type TestUser } from '../../test-support/test-users.js';
import { authSeeder } from '../auth/index.js';
import { smsDemoSeeder } from '../sms/index.js';
import { DEMO_MAIL_FROM, mailDemoSeeder } from './demo-seed.js';
import { storeMessage } from './ingest.js';

/**
 * E-mails as records (`/emailobject`), the relating rules and relating by hand (`/relation`), the
 * organisation's outgoing-server test and the demo org's test providers (issue 23).
 */
describeEachDatabase('mail records and relations', (getDatabase) => {
  let app: FastifyInstance;
  let relay: Awaited<ReturnType<typeof startRelay>>;
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
  const contactAddress = `pia.${stamp}@fabrikam-${stamp}.example`;
  let accountId = '';
  let contactId = '';
  let opportunityId = '';
  const relayServer = () => ({
    kind: 'smtp',
    smtpHost: '127.0.0.1',
    smtpPort: relay.port,
    smtpTls: false,
    fromAddress: 'crm@vela.example',
  });
  const send = async (subject: string) =>
    (await as(ann).ok('/mail/messages/send', {
      to: [contactAddress],
      subject,
      html: `<p>${subject}</p>`,
    })) as { id: string; status: string };
  const relatedOf = async (who: TestUser, id: string) =>
    ((await as(who).ok('/mail/messages/get', { id })).message.related as Array<{ recordId: string }>)
      .map((record) => record.recordId)
      .sort();

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-mailrec-'));
    relay = await startRelay({
      refuse: (address) => (address.startsWith('nobody@') ? '550 5.1.1 mailbox unavailable' : undefined),
    });
    app = await createTestApp(getDatabase().handle, { config: { dataDir } });
    ann = await createTestUser(getDatabase().handle, { name: 'Ann Records' });
    bob = await createTestUser(getDatabase().handle, { name: 'Bob Reader', profileId: 'standard_user' });
    accountId = await as(ann).create('Account', {
      name: `Fabrikam ${stamp}`,
      website: `https://www.fabrikam-${stamp}.example/`,
    });
    contactId = await as(ann).create('Contact', {
      name: `Pia Park ${stamp}`,
      email: contactAddress,
      accountid: accountId,
    });
    opportunityId = await as(ann).create('Opportunity', {
      name: `Fabrikam renewal ${stamp}`,
      khmc: accountId,
      stage: 'Prospecting',
      closedate: '2026-12-31',
    });
    await as(ann).ok('/mail/orgServer/save', relayServer());
  });
  afterAll(async () => {
    await app?.close();
    await relay?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('[issue 23] the automatic rules relate by contact address and account domain; an administrator switches them off, others only read them', async () => {
    expect(await as(bob).ok('/mail/relationRules/get', {})).toEqual({
      rules: { contactByAddress: true, leadByAddress: true, accountByDomain: true },
      mayChange: false,
    });
    const first = await send(`Rules on ${stamp}`);
    expect(first.status).toBe('sent');
    expect(await relatedOf(ann, first.id)).toEqual([accountId, contactId].sort());

    const refused = await as(bob).call('/mail/relationRules/save', {
      contactByAddress: true,
      leadByAddress: true,
      accountByDomain: false,
    });
    expect(refused.status).toBe(403);
    expect(refused.json.returnInfo).toContain('administrators');
    const saved = await as(ann).ok('/mail/relationRules/save', {
      contactByAddress: true,
      leadByAddress: true,
      accountByDomain: false,
    });
    expect(saved).toEqual({
      rules: { contactByAddress: true, leadByAddress: true, accountByDomain: false },
      mayChange: true,
    });
    const second = await send(`Domain off ${stamp}`);
    expect(await relatedOf(ann, second.id)).toEqual([contactId]);

    await as(ann).ok('/mail/relationRules/save', {
      contactByAddress: false,
      leadByAddress: true,
      accountByDomain: false,
    });
    const third = await send(`All off ${stamp}`);
    expect(await relatedOf(ann, third.id)).toEqual([]);
    // Bad input names the rule.
    const bad = await as(ann).call('/mail/relationRules/save', { contactByAddress: 'yes' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain('contactByAddress');
    await as(ann).ok('/mail/relationRules/save', {
      contactByAddress: true,
      leadByAddress: true,
      accountByDomain: true,
    });
    expect(relay.received.map((mail) => mail.subject)).toEqual(
      expect.arrayContaining([`Rules on ${stamp}`, `Domain off ${stamp}`, `All off ${stamp}`]),
    );
  });

  it('[issue 23] e-mails as records: sent and received with their related records, filtered by direction, day, related object and words; bad filters refused by name', async () => {
    await storeMessage(
      { database: getDatabase().handle, dataDir, now: new Date() },
      {
        orgId: ann.orgId,
        userId: ann.userId,
        mailboxId: '',
        ownAddress: 'ann@vela.example',
        user: actingUser(ann),
      },
      {
        messageId: `<in-${stamp}@fabrikam>`,
        inReplyTo: '',
        references: [],
        from: { address: contactAddress, name: 'Pia Park' },
        to: [{ address: 'ann@vela.example', name: 'Ann' }],
        cc: [],
        bcc: [],
        subject: `Incoming question ${stamp}`,
        text: 'Could you call me?',
        html: '',
        date: '2026-11-20T09:30:00.000Z',
        attachments: [],
        problem: '',
      },
      { folder: 'inbox', status: 'received', imapPath: '', uidValidity: 0, uid: 0 },
    );
    type Row = { subject: string; direction: string; related: Array<{ recordId: string }> };
    const list = async (filters: Record<string, unknown>) =>
      (await as(ann).ok('/mail/emailObjects/list', { search: stamp, ...filters })) as {
        rows: Row[];
        total: number;
      };
    const all = await list({});
    expect(all.total).toBe(4);
    const incoming = all.rows.find((row) => row.subject === `Incoming question ${stamp}`);
    expect(incoming?.direction).toBe('received');
    expect(incoming?.related.map((record) => record.recordId).sort()).toEqual([accountId, contactId].sort());
    expect(all.rows.find((row) => row.subject === `Rules on ${stamp}`)?.direction).toBe('sent');

    expect((await list({ direction: 'received' })).rows.map((row) => row.subject)).toEqual([
      `Incoming question ${stamp}`,
    ]);
    expect((await list({ direction: 'sent' })).total).toBe(3);
    expect((await list({ relatedObject: 'none' })).rows.map((row) => row.subject)).toEqual([
      `All off ${stamp}`,
    ]);
    expect((await list({ relatedObject: 'account' })).total).toBe(2);
    expect(
      (await list({ fromDay: '2026-11-20', toDay: '2026-11-20' })).rows.map((row) => row.subject),
    ).toEqual([`Incoming question ${stamp}`]);
    expect((await list({ search: `domain off ${stamp}` })).total).toBe(1);
    // Someone else's mail is never among the caller's records.
    expect((await as(bob).ok('/mail/emailObjects/list', { search: stamp })).total).toBe(0);

    const badDay = await as(ann).call('/mail/emailObjects/list', { fromDay: '20 Nov' });
    expect(badDay.status).toBe(400);
    expect(JSON.stringify(badDay.json)).toContain('fromDay');
    const backwards = await as(ann).call('/mail/emailObjects/list', {
      fromDay: '2026-11-21',
      toDay: '2026-11-20',
    });
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.json)).toContain('toDay');
    const badObject = await as(ann).call('/mail/emailObjects/list', { relatedObject: 'invoice' });
    expect(badObject.status).toBe(400);
    expect(JSON.stringify(badObject.json)).toContain('relatedObject');
  });

  it('[issue 23] relating by hand: the lookup finds readable records by name; a related message shows on the record timeline and leaves it when removed', async () => {
    const found = (await as(ann).ok('/mail/relateLookup', { query: `renewal ${stamp}` })) as Array<{
      recordId: string;
      objectApi: string;
    }>;
    expect(found).toEqual([expect.objectContaining({ recordId: opportunityId })]);
    const onlyAccounts = (await as(ann).ok('/mail/relateLookup', {
      query: `fabrikam ${stamp}`,
      objectApi: 'account',
    })) as Array<{ recordId: string }>;
    expect(onlyAccounts.map((record) => record.recordId)).toEqual([accountId]);
    const empty = await as(ann).call('/mail/relateLookup', { query: '  ' });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.json)).toContain('query');

    const { rows } = await as(ann).ok('/mail/emailObjects/list', { search: `all off ${stamp}` });
    const id = rows[0].id as string;
    await as(ann).ok('/mail/messages/relate', { id, recordId: opportunityId });
    const timeline = (await as(ann).ok('/mail/recordTimeline', { recordId: opportunityId })) as Array<{
      id: string;
    }>;
    expect(timeline.map((message) => message.id)).toContain(id);
    await as(ann).ok('/mail/messages/relate', { id, recordId: opportunityId, remove: true });
    const after = (await as(ann).ok('/mail/recordTimeline', { recordId: opportunityId })) as Array<{
      id: string;
    }>;
    expect(after.map((message) => message.id)).not.toContain(id);
    const noSuchMessage = await as(ann).call('/mail/messages/relate', {
      id: 'msg-does-not-exist',
      recordId: accountId,
    });
    expect(noSuchMessage.status).toBe(404);
    expect(noSuchMessage.json.returnInfo).toContain('msg-does-not-exist');
  });

  it('[issue 23] send a test e-mail: the relay gets it; a refusal, a closed port and an unknown host answer why, in the server’s words; only administrators test', async () => {
    const sent = await as(ann).ok('/mail/orgServer/sendTest', {
      server: relayServer(),
      to: 'ann@vela.example',
    });
    expect(sent).toEqual({ ok: true, problem: null, detail: '' });
    expect(relay.received.at(-1)).toMatchObject({ to: ['ann@vela.example'], subject: 'Vela: test e-mail' });

    const refused = await as(ann).ok('/mail/orgServer/sendTest', {
      server: relayServer(),
      to: 'nobody@vela.example',
    });
    expect(refused).toMatchObject({ ok: false, problem: 'other' });
    expect(refused.detail).toContain('mailbox unavailable');

    const closed = await freePort();
    const noListener = await as(ann).ok('/mail/orgServer/sendTest', {
      server: { ...relayServer(), smtpPort: closed },
      to: 'ann@vela.example',
    });
    expect(noListener).toMatchObject({ ok: false, problem: 'refused' });
    expect(noListener.detail).not.toMatch(/\n\s+at /);

    const nowhere = await as(ann).ok('/mail/orgServer/sendTest', {
      server: { ...relayServer(), smtpHost: 'no-such-host.invalid' },
      to: 'ann@vela.example',
    });
    expect(nowhere).toMatchObject({ ok: false, problem: 'unreachable' });

    const testProvider = await as(ann).ok('/mail/orgServer/sendTest', {
      server: { kind: 'test', fromAddress: 'crm@vela.example' },
      to: 'ann@vela.example',
    });
    expect(testProvider.ok).toBe(true);
    const outbox = await as(ann).ok('/mail/testOutbox/list', {});
    expect(outbox.entries[0]).toMatchObject({ subject: 'Vela: test e-mail', to: ['ann@vela.example'] });

    const badAddress = await as(ann).call('/mail/orgServer/sendTest', {
      server: relayServer(),
      to: 'not-mail',
    });
    expect(badAddress.status).toBe(400);
    expect(JSON.stringify(badAddress.json)).toContain('to');
    const noHost = await as(ann).call('/mail/orgServer/sendTest', {
      server: { ...relayServer(), smtpHost: '' },
      to: 'ann@vela.example',
    });
    expect(noHost.status).toBe(400);
    expect(JSON.stringify(noHost.json)).toContain('smtpHost');
    const notAdmin = await as(bob).call('/mail/orgServer/sendTest', {
      server: relayServer(),
      to: 'bob@vela.example',
    });
    expect(notAdmin.status).toBe(403);
  });

  it('[issue 23] the demo org sends e-mail and texts through the built-in test providers out of the box', async () => {
    const database = getDatabase().handle;
    const seed = { database, config: testConfig({ dataDir }), now: new Date() };
    await authSeeder.seed(seed);
    await mailDemoSeeder.seed(seed);
    await smsDemoSeeder.seed(seed);
    const mail = await database.db
      .selectFrom('mail_org_server')
      .select(['kind', 'from_address'])
      .where('org_id', '=', 'org_demo')
      .executeTakeFirstOrThrow();
    expect(mail).toEqual({ kind: 'test', from_address: DEMO_MAIL_FROM });
    const sms = await database.db
      .selectFrom('sms_provider')
      .select(['kind'])
      .where('org_id', '=', 'org_demo')
      .executeTakeFirstOrThrow();
    expect(sms.kind).toBe('test');
  });
});

import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AccessOrg, callsAs, createAccessOrg } from '../../test-support/access-org.js';
import { listenAs, type SocketListener, socketUrlOf } from '../../test-support/realtime-listener.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import type { TestUser } from '../../test-support/test-users.js';
import { resolveAccessToken } from '../auth/index.js';
import { createRedisBus, payloadFor, type RealtimeEvent } from '../realtime/index.js';

const REDIS_URL = process.env.VELA_TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const SENTINEL = 'test.sentinel';

interface Heard {
  type: string;
  payload: { card?: { title: string; recordId: string; body: Array<{ label: string; value: string }> } };
}

type Listener = SocketListener<Heard['payload']>;

/**
 * The bot card of a save on the real-time channel (issue 16): built by the
 * server from the saved record, delivered only to the users who may read it,
 * without the fields hidden from each (S2-B-061, S2-K-007).
 */
describeEachDatabase('bot cards on the real-time channel', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  let url = '';
  const listeners = new Map<string, Listener>();
  const as = (user: TestUser) => callsAs(() => app, user);
  const everyone = () => [
    org.admin,
    org.manager,
    org.rep,
    org.peer,
    org.partnerA,
    org.partnerA2,
    org.partnerB,
  ];
  let sentinels = 0;
  let accountId = '';

  /**
   * Each socket gets its events in publishing order: once a message sent to
   * everyone after the save has arrived, whatever the save sent has too.
   */
  const settle = async () => {
    sentinels += 1;
    await app.realtime.publish({ type: SENTINEL, audience: '*', orgId: org.orgId, payload: {} });
    await Promise.all([...listeners.values()].map((listener) => listener.until(SENTINEL, sentinels)));
  };
  const cardsOf = (user: TestUser, recordId: string) =>
    (listeners.get(user.userId)?.of('bot.card') ?? []).filter(
      (event) => event.payload.card?.recordId === recordId,
    );

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    org = await createAccessOrg(getDatabase().handle, () => app, 'org_bot_cards');
    const { call } = as(org.admin);
    expect(
      (await call('/access/owd/save', { objectApi: 'Opportunity', defaultAccess: 'private' })).json.result,
    ).toBe(true);
    const hidden = await call('/access/profile/saveFieldAccess', {
      profileId: 'partner_user',
      objectApi: 'Account',
      fields: [{ field: 'annualrevenue', access: 'hidden' }],
    });
    expect(hidden.json.result, JSON.stringify(hidden.json)).toBe(true);
    accountId = await as(org.manager).create('Account', { name: 'Card Holdings' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = socketUrlOf(app);
    for (const user of everyone()) listeners.set(user.userId, await listenAs<Heard['payload']>(url, user));
  });
  afterAll(async () => {
    for (const listener of listeners.values()) listener.socket.close();
    await app.close();
  });

  it("[S2-B-061] a manager's private opportunity: the manager and the administrator above get its card with the amount; the rep below, a peer and partners get nothing", async () => {
    const saved = await as(org.manager).save('Opportunity', {
      name: `Secret deal ${randomBytes(3).toString('hex')}`,
      amount: 7_654_321,
      khmc: accountId,
      stage: 'Prospecting',
      closedate: '2026-09-30',
    });
    expect(saved.isSaveSuccess, saved.errormessage).toBe(true);
    await settle();
    for (const reader of [org.manager, org.admin]) {
      const cards = cardsOf(reader, saved.id);
      expect(cards, reader.email).toHaveLength(1);
      expect(cards[0]?.payload.card).toMatchObject({ type: 'NEW', changer: 'Mia Manager' });
      expect(JSON.stringify(cards[0]?.payload.card?.body)).toContain('7,654,321');
      // A lookup's name depends on each reader's access to what it points at: cards carry none.
      expect(cards[0]?.payload.card?.body.map((line) => line.label)).not.toContain('Customer');
      expect(JSON.stringify(cards[0]?.payload.card?.body)).not.toContain(accountId);
    }
    for (const outsider of [org.rep, org.peer, org.partnerA, org.partnerA2, org.partnerB]) {
      expect(cardsOf(outsider, saved.id), outsider.email).toEqual([]);
      expect(JSON.stringify(listeners.get(outsider.userId)?.heard)).not.toContain('7,654,321');
    }
  });

  it('[S2-B-061] an account with a field hidden from partners: the partner who reads it gets the card without that field, one who cannot read it gets nothing', async () => {
    const { create, call, save } = as(org.rep);
    const sharedId = await create('Account', { name: `Shared Co ${randomBytes(3).toString('hex')}` });
    const shared = await call('/access/share/add', {
      recordId: sharedId,
      group: `user:${org.partnerA.userId}`,
      accessLevel: 'read',
    });
    expect(shared.json.result, JSON.stringify(shared.json)).toBe(true);
    await settle();
    const before = (user: TestUser) => cardsOf(user, sharedId).length;
    const counts = new Map(everyone().map((user) => [user.userId, before(user)]));
    const edited = await save('Account', { id: sharedId, annualrevenue: 4_242_424 });
    expect(edited.isSaveSuccess, edited.errormessage).toBe(true);
    await settle();
    const newCards = (user: TestUser) => cardsOf(user, sharedId).slice(counts.get(user.userId) ?? 0);

    const partnerCard = newCards(org.partnerA);
    expect(partnerCard).toHaveLength(1);
    expect(partnerCard[0]?.payload.card).toMatchObject({ type: 'EDIT', changer: 'Reo Rep' });
    expect(JSON.stringify(partnerCard[0]?.payload)).not.toContain('4,242,424');
    expect(JSON.stringify(listeners.get(org.partnerA.userId)?.heard)).not.toContain('4,242,424');
    // The rep, whose profile does not hide it, sees the revenue on the same card.
    expect(JSON.stringify(newCards(org.rep)[0]?.payload.card?.body)).toContain('4,242,424');
    for (const outsider of [org.partnerA2, org.partnerB])
      expect(newCards(outsider), outsider.email).toEqual([]);
  });

  it('[S2-C-051] a card posted by a client is refused and reaches nobody; the card names the saver, whatever was sent', async () => {
    const { call } = as(org.peer);
    const forged = await call('/bot/sendCardMessage', {
      title: 'Opportunity: Forged',
      recordId: '006AAAAAAAAAAAAAAA',
      type: 'NEW',
      body: [{ label: 'Amount', value: '$1' }],
      changer: 'Ada Admin',
    });
    expect(forged.status).toBe(404);
    await settle();
    for (const listener of listeners.values()) expect(JSON.stringify(listener.heard)).not.toContain('Forged');
  });

  it('filters at the process that delivers, after a Redis fan-out between two processes', async () => {
    const channel = `vela:test:${randomBytes(4).toString('hex')}`;
    const publisher = await createRedisBus(REDIS_URL, channel);
    const deliverer = await createRedisBus(REDIS_URL, channel);
    try {
      const dealId = await as(org.manager).create('Opportunity', {
        name: `Fanned deal ${randomBytes(3).toString('hex')}`,
        amount: 31_337,
        khmc: accountId,
        stage: 'Prospecting',
        closedate: '2026-09-30',
      });
      const crossed = new Promise<RealtimeEvent>((resolve) => {
        const stop = deliverer.subscribe((event) => {
          stop();
          resolve(event);
        });
      });
      await publisher.publish({
        type: 'bot.card',
        audience: '*',
        orgId: org.orgId,
        record: { objectId: 'opportunity', recordId: dealId },
        payload: {
          group: `org:${org.orgId}`,
          sentBy: org.manager.userId,
          sentAt: new Date().toISOString(),
          source: {
            objectLabel: 'Opportunity',
            name: 'Fanned deal',
            recordId: dealId,
            isNew: true,
            changer: 'Mia Manager',
            fields: [{ field: 'amount', label: 'Amount', value: '31337' }],
          },
        },
      });
      const event = await crossed;
      const database = getDatabase().handle;
      const userOf = async (user: TestUser) =>
        (await resolveAccessToken(database, user.accessToken, new Date())).user;
      expect(await payloadFor(database, event, await userOf(org.manager))).toMatchObject({
        payload: { card: { recordId: dealId, body: [{ label: 'Amount', value: '31337' }] } },
      });
      for (const outsider of [org.rep, org.partnerA])
        expect(await payloadFor(database, event, await userOf(outsider)), outsider.email).toBeNull();
      // An event about a record whose type nobody shapes reaches nobody, not even who may read the record.
      expect(
        await payloadFor(database, { ...event, type: 'unshaped' }, await userOf(org.manager)),
      ).toBeNull();
    } finally {
      await publisher.close();
      await deliverer.close();
    }
  });
});

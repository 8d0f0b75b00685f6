import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AccessOrg, callsAs, createAccessOrg } from '../../test-support/access-org.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import type { TestUser } from '../../test-support/test-users.js';
import type { RealtimeEvent } from '../realtime/realtime-bus.js';

/** The chat panel's groups, and the bot card a save publishes to the organisation's group (S2-B-061). */
describeEachDatabase('chat groups', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  let deskId = '';
  const as = (user: TestUser) => callsAs(() => app, user);
  const listen = () => {
    const heard: RealtimeEvent[] = [];
    const stop = (
      app as unknown as { realtime: { subscribe: (listener: (event: RealtimeEvent) => void) => () => void } }
    ).realtime.subscribe((event) => heard.push(event));
    return { heard, stop };
  };

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    org = await createAccessOrg(getDatabase().handle, () => app, 'org_chat');
    const group = await as(org.admin).call('/access/group/save', {
      name: 'Deal desk',
      members: [`user:${org.rep.userId}`, `user:${org.manager.userId}`],
    });
    expect(group.json.result, JSON.stringify(group.json)).toBe(true);
    deskId = `group:${group.json.data.id}`;
  });
  afterAll(async () => {
    await app.close();
  });

  it("lists the organisation's group, then the public groups the caller is in", async () => {
    const rep = await as(org.rep).call('/chat/listGroups', {});
    expect(rep.json.data).toEqual([
      { id: `org:${org.rep.orgId}`, name: expect.any(String), kind: 'organisation' },
      { id: deskId, name: 'Deal desk', kind: 'public' },
    ]);
    const peer = await as(org.peer).call('/chat/listGroups', {});
    expect(peer.json.data.map((group: { id: string }) => group.id)).toEqual([`org:${org.peer.orgId}`]);
  });

  it("[S2-B-061] a save publishes its card to the organisation's group, about its record, naming the saver", async () => {
    const heard = listen();
    const saved = await as(org.rep).save('Account', { name: 'Card Source Ltd', phone: '+44 20 7946 0101' });
    heard.stop();
    expect(saved.isSaveSuccess, saved.errormessage).toBe(true);
    expect(heard.heard).toEqual([
      expect.objectContaining({
        type: 'bot.card',
        audience: '*',
        orgId: org.rep.orgId,
        record: { objectId: 'account', recordId: saved.id },
        payload: expect.objectContaining({
          group: `org:${org.rep.orgId}`,
          sentBy: org.rep.userId,
          source: expect.objectContaining({ recordId: saved.id, isNew: true, changer: 'Reo Rep' }),
        }),
      }),
    ]);
    // A refused save publishes nothing.
    const refused = listen();
    const failed = await as(org.rep).save('Account', { id: saved.id, name: '' });
    refused.stop();
    expect(failed.isSaveSuccess).toBe(false);
    expect(refused.heard).toEqual([]);
  });

  it('[S2-B-061] a card says its values as a person reads them: yes/no, picklist labels, money; never "true"', async () => {
    const heard = listen();
    const saved = await as(org.rep).save('Account', {
      name: 'Readable Values Ltd',
      type: 'Prospect',
      active: true,
      annualrevenue: 1234.5,
    });
    heard.stop();
    expect(saved.isSaveSuccess, saved.errormessage).toBe(true);
    const payload = heard.heard[0]?.payload as { source: { fields: Array<Record<string, unknown>> } };
    const source = payload.source;
    const field = (name: string) => source.fields.find((entry) => entry.field === name);
    expect(field('active')).toMatchObject({ label: 'Active', value: 'Yes', flag: true });
    expect(field('type')).toMatchObject({ value: 'Prospect' });
    expect(field('annualrevenue')?.value).toMatch(/1,234\.50/);
    expect(JSON.stringify(source.fields)).not.toMatch(/"value":"(true|false)"/);
  });

  it("[S2-K-008] a quote saved with lines: the quote's card first, then each line's, 500 ms apart by index", async () => {
    const { create, save } = as(org.rep);
    const accountId = await create('Account', { name: 'Lines Card Co' });
    const productId = await create('product', { name: 'Card widget', productcode: 'CW-1' });
    const cards: Array<{ event: RealtimeEvent; at: number }> = [];
    let wake = () => {};
    const three = new Promise<void>((resolve) => {
      wake = () => {
        if (cards.length >= 3) resolve();
      };
    });
    const stop = (
      app as unknown as { realtime: { subscribe: (listener: (event: RealtimeEvent) => void) => () => void } }
    ).realtime.subscribe((event) => {
      if (event.type !== 'bot.card') return;
      cards.push({ event, at: performance.now() });
      wake();
    });
    try {
      const saved = await save(
        'quote',
        { name: 'Card quote', khmc: accountId },
        {
          masterdata: JSON.stringify([
            {
              objectApi: 'quotedetail',
              relatedField: 'quoteid',
              data: [
                { name: 'Card line A', product: productId, qty: 1 },
                { name: 'Card line B', product: productId, qty: 2 },
              ],
            },
          ]),
        },
      );
      expect(saved.isSaveSuccess, saved.errormessage).toBe(true);
      await three;
      const recordIds = cards.map(({ event }) => event.record?.recordId);
      expect(recordIds[0]).toBe(saved.id);
      expect(new Set(recordIds.slice(1))).toEqual(
        new Set(saved.lines.map((line: { id: string }) => line.id)),
      );
      // Timers may fire a little early by the clock here, never a whole 100 ms.
      expect((cards[1]?.at ?? 0) - (cards[0]?.at ?? 0)).toBeGreaterThan(400);
      expect((cards[2]?.at ?? 0) - (cards[0]?.at ?? 0)).toBeGreaterThan(900);
    } finally {
      stop();
    }
  });

  it('[S2-C-051] the client-posted card call is gone: a posted card is refused and nothing is published', async () => {
    const outside = listen();
    const refused = await as(org.peer).call('/bot/sendCardMessage', {
      title: 'Quote: Q-77',
      recordId: '0q0AAAAAAAAAAAAAAA',
      type: 'NEW',
      body: [{ label: 'Total', value: '$120.00' }],
      changer: 'Reo Rep',
      groupId: deskId,
    });
    outside.stop();
    expect(refused.status).toBe(404);
    expect(outside.heard).toEqual([]);
    const unknown = await as(org.rep).call('/chat/listGroups', { extra: 1 });
    expect(unknown.status).toBe(400);
  });
});

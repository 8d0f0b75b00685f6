import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AccessOrg, callsAs, createAccessOrg } from '../../test-support/access-org.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import type { TestUser } from '../../test-support/test-users.js';
import type { RealtimeEvent } from '../realtime/realtime-bus.js';

const card = {
  title: 'Quote: Q-77',
  recordId: '0q0AAAAAAAAAAAAAAA',
  type: 'NEW',
  body: [{ label: 'Total', value: '$120.00' }],
  changer: 'Reo Rep',
};

/** The chat panel's groups, and the bot cards of saves reaching only the people of their group (S2-B-061). */
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

  it("[S2-B-061] lists the organisation's group, then the public groups the caller is in", async () => {
    const rep = await as(org.rep).call('/chat/listGroups', {});
    expect(rep.json.data).toEqual([
      { id: `org:${org.rep.orgId}`, name: expect.any(String), kind: 'organisation' },
      { id: deskId, name: 'Deal desk', kind: 'public' },
    ]);
    const peer = await as(org.peer).call('/chat/listGroups', {});
    expect(peer.json.data.map((group: { id: string }) => group.id)).toEqual([`org:${org.peer.orgId}`]);
  });

  it("[S2-B-061] [S2-C-051] a card to a public group reaches its members only; one to the organisation's everyone", async () => {
    const toDesk = listen();
    const sent = await as(org.rep).call('/bot/sendCardMessage', { ...card, groupId: deskId });
    toDesk.stop();
    expect(sent.json.data).toEqual({ sent: true, group: deskId });
    expect(toDesk.heard.map((event) => event.audience).sort()).toEqual(
      [org.rep.userId, org.manager.userId].sort(),
    );
    expect(toDesk.heard[0]?.payload).toEqual(expect.objectContaining({ group: deskId, card }));

    const toAll = listen();
    await as(org.rep).call('/bot/sendCardMessage', card);
    toAll.stop();
    expect(toAll.heard).toEqual([expect.objectContaining({ type: 'bot.card', audience: '*' })]);
  });

  it('[S2-C-051] refuses a card to a group the sender is not in, naming it; nothing is sent', async () => {
    const outside = listen();
    const refused = await as(org.peer).call('/bot/sendCardMessage', { ...card, groupId: deskId });
    outside.stop();
    expect(refused.status).toBe(400);
    expect(refused.json.returnInfo).toContain(`not a member of the group ${deskId}`);
    expect(outside.heard).toEqual([]);
    const unknown = await as(org.rep).call('/chat/listGroups', { extra: 1 });
    expect(unknown.status).toBe(400);
  });
});

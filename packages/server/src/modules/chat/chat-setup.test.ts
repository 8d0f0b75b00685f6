import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AccessOrg, callsAs, createAccessOrg } from '../../test-support/access-org.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import type { TestUser } from '../../test-support/test-users.js';

/**
 * The chat setup (issue 24): setuppage/chat/servicesSeat stores whether people may chat and who
 * partner users may chat with; /ccchat/person/getSetupInfo and every chat call follow it.
 */
describeEachDatabase('chat setup (servicesSeat)', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  const as = (user: TestUser) => callsAs(() => app, user);
  const setupInfo = async (user: TestUser) =>
    (await as(user).ok('/ccchat/person/getSetupInfo', {})) as { enabled: boolean; imUserId: string };
  const save = (setup: { enabled: boolean; partners: string }) =>
    as(org.admin).ok('/chat/servicesSeat/save', setup);

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    org = await createAccessOrg(getDatabase().handle, () => app, 'org_chat_setup');
  });
  afterAll(async () => {
    await app.close();
  });

  it('[S1-C-012] [S1-R-175] getSetupInfo answers from the stored setup; chat turned off refuses every chat call by reason; the change is in the audit trail', async () => {
    expect(await as(org.admin).ok('/chat/servicesSeat/get', {})).toEqual({
      enabled: true,
      partners: 'staffAndOwnAccount',
    });
    expect(await setupInfo(org.rep)).toMatchObject({ enabled: true, imUserId: org.rep.userId });
    const chat = (await as(org.rep).ok('/chat/conversation/openDirect', { userId: org.peer.userId })) as {
      id: string;
    };
    expect(await save({ enabled: false, partners: 'staffAndOwnAccount' })).toEqual({
      enabled: false,
      partners: 'staffAndOwnAccount',
    });
    expect((await setupInfo(org.rep)).enabled).toBe(false);
    for (const [path, body] of [
      ['/chat/conversation/openDirect', { userId: org.manager.userId }],
      ['/chat/message/send', { conversationId: chat.id, text: 'Still there?' }],
      ['/chat/conversation/createGroup', { name: 'Off room', memberIds: [org.peer.userId] }],
    ] as const) {
      const refused = await as(org.rep).call(path, body);
      expect(refused.status, path).toBe(403);
      expect(String(refused.json.returnInfo), path).toContain('chat is turned off');
    }
    const trail = (await as(org.admin).ok('/setup/auditTrail', { area: 'chat' })) as {
      rows: Array<{ action: string; target: string; before: string; after: string }>;
    };
    expect(trail.rows[0]).toMatchObject({ action: '/chat/servicesSeat/save', target: 'Chat setup' });
    expect(trail.rows[0]?.before).toContain('"enabled":true');
    expect(trail.rows[0]?.after).toContain('"enabled":false');
    await save({ enabled: true, partners: 'staffAndOwnAccount' });
    expect(
      (await as(org.rep).ok('/chat/message/send', { conversationId: chat.id, text: 'Back on' })).text,
    ).toBe('Back on');
  });

  it('[S1-R-175] who partners may chat with: staff only keeps two partners apart; none turns chat off for partners only', async () => {
    await save({ enabled: true, partners: 'staffOnly' });
    const together = await as(org.partnerA).call('/chat/conversation/openDirect', {
      userId: org.partnerA2.userId,
    });
    expect(together.status).toBe(403);
    expect(String(together.json.returnInfo)).toContain('staff only');
    expect(
      (await as(org.partnerA).call('/chat/conversation/openDirect', { userId: org.rep.userId })).status,
    ).toBe(200);
    const people = (await as(org.partnerA).ok('/chat/people', {})) as Array<{ isPartner: boolean }>;
    expect(people.length).toBeGreaterThan(0);
    expect(people.every((person) => !person.isPartner)).toBe(true);

    await save({ enabled: true, partners: 'none' });
    expect((await setupInfo(org.partnerA)).enabled).toBe(false);
    expect((await setupInfo(org.rep)).enabled).toBe(true);
    expect(await as(org.partnerA).ok('/chat/people', {})).toEqual([]);
    expect(
      (await as(org.rep).call('/chat/conversation/openDirect', { userId: org.partnerA.userId })).status,
    ).toBe(403);
    await save({ enabled: true, partners: 'staffAndOwnAccount' });
  });

  it('only an administrator reads or saves it; a bad value is refused naming the field and nothing is stored', async () => {
    for (const user of [org.rep, org.manager, org.partnerA]) {
      expect((await as(user).call('/chat/servicesSeat/get', {})).status, user.email).toBe(403);
      expect(
        (await as(user).call('/chat/servicesSeat/save', { enabled: false, partners: 'none' })).status,
        user.email,
      ).toBe(403);
    }
    const bad = await as(org.admin).call('/chat/servicesSeat/save', { enabled: false, partners: 'everyone' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain('partners');
    expect(await as(org.admin).ok('/chat/servicesSeat/get', {})).toEqual({
      enabled: true,
      partners: 'staffAndOwnAccount',
    });
  });
});

import { CHAT_PRESENCE_EVENT, type ChatConversation } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { callsAs } from '../../test-support/access-org.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { TEST_REDIS_URL, useTwoServers } from '../../test-support/two-servers.js';

/**
 * Presence (issue 24 "typing and presence") across two server instances
 * sharing one Redis: a person is online while any socket of theirs is open on
 * either; those who share a chat with them hear them come and go, others do not.
 */
describeEachDatabase('chat presence across two server processes', (getDatabase) => {
  const { servers, listen } = useTwoServers(getDatabase, 'org_chat_presence');
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(TEST_REDIS_URL);
  });
  afterAll(() => redis.disconnect());

  /** The rep's online state as the peer's chat list on `app` shows it. */
  const repOnlineFor = async (app: FastifyInstance) => {
    const { org } = servers;
    const list = (await callsAs(() => app, org.peer).ok('/chat/conversation/list', {})) as ChatConversation[];
    return list[0]?.members.find((member) => member.id === org.rep.userId)?.online;
  };
  /** How many server processes hold a socket of the rep (their sets in Redis). */
  const processesHoldingRep = async () => {
    const { org } = servers;
    const keys = await redis.keys('vela:realtime:presence:of:*');
    const held = await Promise.all(keys.map((key) => redis.sismember(key, `${org.orgId}/${org.rep.userId}`)));
    return held.filter((flag) => flag === 1).length;
  };

  it('a person is online while a socket of theirs is open on either process; their chat contacts hear it, others do not', async () => {
    const { first, second, org } = servers;
    await callsAs(() => second, org.peer).ok('/chat/conversation/openDirect', { userId: org.rep.userId });
    const peer = await listen(second, org.peer);
    const outsider = await listen(second, org.manager);
    expect(await repOnlineFor(second)).toBe(false);

    // The rep's first socket, on the other process: the peer hears them come online.
    const repOnFirst = await listen(first, org.rep);
    await peer.until(CHAT_PRESENCE_EVENT);
    expect(peer.of(CHAT_PRESENCE_EVENT).map((event) => event.payload)).toEqual([
      { userId: org.rep.userId, online: true },
    ]);
    // Merged across processes: the second process answers from the first's sockets.
    expect(await repOnlineFor(second)).toBe(true);
    expect(await repOnlineFor(first)).toBe(true);

    // A second tab, on the second process, then the first tab closed: still online, nothing said.
    const repOnSecond = await listen(second, org.rep);
    await vi.waitFor(async () => expect(await processesHoldingRep()).toBe(2));
    repOnFirst.socket.close();
    await vi.waitFor(async () => expect(await processesHoldingRep()).toBe(1));
    expect(await repOnlineFor(first)).toBe(true);

    // The last socket closed: offline for everyone, said once.
    repOnSecond.socket.close();
    await peer.until(CHAT_PRESENCE_EVENT, 2);
    expect(await repOnlineFor(first)).toBe(false);
    expect(await repOnlineFor(second)).toBe(false);
    await first.realtime.publish({ type: 'test.marker', audience: '*', orgId: org.orgId, payload: {} });
    await peer.until('test.marker');
    await outsider.until('test.marker');
    expect(peer.of(CHAT_PRESENCE_EVENT).map((event) => event.payload)).toEqual([
      { userId: org.rep.userId, online: true },
      { userId: org.rep.userId, online: false },
    ]);
    // The manager shares no chat with the rep: their coming and going is none of theirs.
    expect(outsider.heard.map((event) => event.type)).toEqual(['test.marker']);
  });
});

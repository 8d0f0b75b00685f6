import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { callsAs } from '../../test-support/access-org.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import type { TestUser } from '../../test-support/test-users.js';
import { useTwoServers } from '../../test-support/two-servers.js';

/**
 * Two server instances with their own database connections and one Redis
 * (issue 24): a message sent through one reaches the members whose sockets
 * are on the other, decided there, and nobody else.
 */
describeEachDatabase('chat fan-out across two server processes', (getDatabase) => {
  const { servers, listen } = useTwoServers(getDatabase, 'org_chat_fan');

  it('a message sent to the first instance reaches members on the second, never a non-member there', async () => {
    const { first, second, org } = servers;
    const as = (app: FastifyInstance, user: TestUser) => callsAs(() => app, user);
    const onSecond = (user: TestUser) => listen(second, user);
    const peer = await onSecond(org.peer);
    const outsider = await onSecond(org.manager);
    const chat = (await as(second, org.peer).ok('/chat/conversation/openDirect', {
      userId: org.rep.userId,
    })) as { id: string };

    const timings: number[] = [];
    for (let index = 1; index <= 20; index += 1) {
      const started = performance.now();
      await as(first, org.rep).ok('/chat/message/send', { conversationId: chat.id, text: `Across ${index}` });
      await peer.until('chat.message', index);
      timings.push(performance.now() - started);
    }
    expect(peer.of('chat.message').map((event) => (event.payload.message as { text: string }).text)).toEqual(
      Array.from({ length: 20 }, (_, index) => `Across ${index + 1}`),
    );
    // The unread count the second instance answers is the one the first wrote.
    const list = (await as(second, org.peer).ok('/chat/conversation/list', {})) as Array<{ unread: number }>;
    expect(list[0]?.unread).toBe(20);

    await first.realtime.publish({ type: 'test.marker', audience: '*', orgId: org.orgId, payload: {} });
    await outsider.until('test.marker');
    expect(outsider.heard.map((event) => event.type)).toEqual(['test.marker']);
    const sorted = [...timings].sort((a, b) => a - b);
    // Send (HTTP on the first) to the other person's socket (on the second), for docs/BENCHMARKS.md: the
    // issue's 100 ms is for a quiet machine, so it is reported here, not asserted on a shared one.
    console.info(
      `chat fan-out [${getDatabase().dialect}]: median ${sorted[10]?.toFixed(1)} ms, worst ${sorted[19]?.toFixed(1)} ms`,
    );
  });
});

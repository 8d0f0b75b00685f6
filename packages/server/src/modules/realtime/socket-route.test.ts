import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, type TestUser } from '../../test-support/test-users.js';
import { CLOSE_NOT_SIGNED_IN } from './socket-route.js';

function nextMessage(socket: WebSocket): Promise<Record<string, unknown>> {
  return new Promise((resolve) => socket.once('message', (data) => resolve(JSON.parse(String(data)))));
}

describeEachDatabase('realtime socket /ws', (getDatabase) => {
  let app: FastifyInstance;
  let user: TestUser;
  let url: string;
  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    user = await createTestUser(getDatabase().handle);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    url = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/ws`;
  });
  afterAll(async () => {
    await app.close();
  });

  it('delivers events for the signed-in user after it authenticates, and not others', async () => {
    const socket = connect(url);
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'auth', accessToken: user.accessToken }));
    expect(await nextMessage(socket)).toEqual({ type: 'ready', userId: user.userId });

    const heard = nextMessage(socket);
    const context = { orgId: user.orgId, payload: { n: 1 } };
    // An event for someone else must not arrive; the one for this user must.
    await publish(app, { type: 'other', audience: 'someone-else', ...context });
    await publish(app, { type: 'record.saved', audience: user.userId, ...context });
    expect(await heard).toEqual({ type: 'event', event: { type: 'record.saved', payload: { n: 1 } } });
    socket.close();
  });

  it('closes a socket whose token is not valid', async () => {
    const socket = connect(url);
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'auth', accessToken: 'not-a-token' }));
    const code = await new Promise((resolve) => socket.once('close', (closeCode) => resolve(closeCode)));
    expect(code).toBe(CLOSE_NOT_SIGNED_IN);
  });

  it('answers a malformed message with an error and keeps the socket open', async () => {
    const socket = connect(url);
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send('not json');
    expect(await nextMessage(socket)).toMatchObject({ type: 'error' });
    socket.send(JSON.stringify({ type: 'ping' }));
    expect(await nextMessage(socket)).toEqual({ type: 'pong' });
    socket.close();
  });
});

async function publish(
  app: FastifyInstance,
  event: { type: string; audience: string; orgId: string; payload: unknown },
) {
  await app.realtime.publish(event);
}

/** A client socket; one the server drops while the suite closes must not become an uncaught 'error'. */
function connect(url: string): WebSocket {
  const socket = new WebSocket(url);
  socket.on('error', () => undefined);
  return socket;
}

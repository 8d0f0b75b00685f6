import WebSocket from 'ws';
import type { TestUser } from './test-users.js';

/** An event a socket heard: its type and payload as the server sent them. */
export interface HeardEvent<Payload = Record<string, unknown>> {
  type: string;
  payload: Payload;
}

/** The `/ws` address of a listening app. */
export function socketUrlOf(app: { server: { address(): unknown } }): string {
  const address = app.server.address();
  const port = typeof address === 'object' && address && 'port' in address ? address.port : 0;
  return `ws://127.0.0.1:${String(port)}/ws`;
}

/** A signed-in socket of one user, keeping every event it hears. */
export async function listenAs<Payload = Record<string, unknown>>(url: string, user: TestUser) {
  const socket = new WebSocket(url);
  // A socket the server drops while a suite shuts down (ECONNRESET) must not become an uncaught 'error'
  // event: vitest counts that against the whole run. It is kept for a test that wants to look.
  const errors: Error[] = [];
  socket.on('error', (error) => errors.push(error));
  const heard: Array<HeardEvent<Payload>> = [];
  const waiting: Array<() => void> = [];
  await new Promise((resolve) => socket.once('open', resolve));
  const ready = new Promise((resolve) => socket.once('message', resolve));
  socket.send(JSON.stringify({ type: 'auth', accessToken: user.accessToken }));
  await ready;
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { type: string; event?: HeardEvent<Payload> };
    if (message.type !== 'event' || !message.event) return;
    heard.push(message.event);
    for (const wake of waiting.splice(0)) wake();
  });
  /** Resolves once `count` events of `type` have arrived. */
  const until = (type: string, count = 1) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (heard.filter((event) => event.type === type).length >= count) resolve();
        else waiting.push(check);
      };
      check();
    });
  return { socket, heard, errors, until, of: (type: string) => heard.filter((event) => event.type === type) };
}

export type SocketListener<Payload = Record<string, unknown>> = Awaited<ReturnType<typeof listenAs<Payload>>>;

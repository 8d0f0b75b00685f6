import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { CurrentUser } from '../../http/current-user.js';
import { resolveAccessToken } from '../auth/index.js';
import type { ModuleContext } from '../module.js';
import type { RealtimeEvent } from './realtime-bus.js';
import { payloadFor } from './record-delivery.js';

/**
 * `/ws`: one socket per browser tab. The client proves who it is with its
 * first message ({type: 'auth', accessToken}) — not the URL, which would put
 * the token in access logs — then hears the events addressed to it or to its
 * whole organisation; an event about a record only if it may read the record,
 * shaped for it (`payloadFor`).
 */
const AUTH_TIMEOUT_MS = 10_000;
export const CLOSE_NOT_SIGNED_IN = 4401;

const clientMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('auth'), accessToken: z.string().min(1).max(512) }),
  z.strictObject({ type: z.literal('ping') }),
]);

function send(socket: WebSocket, message: unknown): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

export function registerRealtimeSocket(app: FastifyInstance, context: ModuleContext): void {
  app.get('/ws', { websocket: true, schema: { hide: true }, config: { auth: 'public' } }, (socket) => {
    let caller: CurrentUser | null = null;
    // Deciding a record event reads the database: the chain keeps the events in the order they came.
    let delivering: Promise<void> = Promise.resolve();
    let unsubscribe: (() => void) | null = null;
    const authTimer = setTimeout(() => {
      if (!caller) socket.close(CLOSE_NOT_SIGNED_IN, 'sign in first');
    }, AUTH_TIMEOUT_MS);

    const deliver = (event: RealtimeEvent) => {
      const recipient = caller;
      if (!recipient || event.orgId !== recipient.orgId) return;
      if (event.audience !== '*' && event.audience !== recipient.userId) return;
      delivering = delivering.then(async () => {
        const shaped = await payloadFor(context.database, event, recipient);
        if (shaped) send(socket, { type: 'event', event: { type: event.type, payload: shaped.payload } });
      });
    };

    socket.on('message', async (raw: Buffer) => {
      let parsed: z.infer<typeof clientMessageSchema>;
      try {
        parsed = clientMessageSchema.parse(JSON.parse(raw.toString()));
      } catch {
        send(socket, {
          type: 'error',
          message: 'messages are JSON: {"type":"auth","accessToken":…} or {"type":"ping"}',
        });
        return;
      }
      if (parsed.type === 'ping') {
        send(socket, { type: 'pong' });
        return;
      }
      try {
        const resolved = await resolveAccessToken(context.database, parsed.accessToken, context.now());
        caller = resolved.user;
        clearTimeout(authTimer);
        unsubscribe?.();
        unsubscribe = context.realtime.subscribe(deliver);
        send(socket, { type: 'ready', userId: caller.userId });
      } catch {
        socket.close(CLOSE_NOT_SIGNED_IN, 'session expired: sign in again');
      }
    });
    socket.on('close', () => {
      clearTimeout(authTimer);
      unsubscribe?.();
    });
  });
}

import { CHAT_PRESENCE_EVENT, type ChatPresence } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { CurrentUser } from '../../http/current-user.js';
import { resolveAccessToken } from '../auth/index.js';
import type { ModuleContext } from '../module.js';
import { publishMemberEvent } from './member-delivery.js';
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
/**
 * The circle told of a person's presence, by their user id: who it holds is
 * the chat's to say (those who share a conversation with them); a process
 * where nobody registered it tells nobody.
 */
export const PRESENCE_CIRCLE = 'realtime.presence';

const clientMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('auth'), accessToken: z.string().min(1).max(512) }),
  z.strictObject({ type: z.literal('ping') }),
]);

function send(socket: WebSocket, message: unknown): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

export function registerRealtimeSocket(app: FastifyInstance, context: ModuleContext): void {
  const { presence } = context.realtime;
  const announce = (user: CurrentUser, online: boolean) =>
    publishMemberEvent(context.realtime, {
      type: CHAT_PRESENCE_EVENT,
      orgId: user.orgId,
      members: { kind: PRESENCE_CIRCLE, id: user.userId },
      payload: { userId: user.userId, online } satisfies ChatPresence,
    });
  // Presence is news, not data: a Redis that failed a moment leaves it to the next change, never the socket.
  const joined = (user: CurrentUser) =>
    presence
      .join(user.orgId, user.userId)
      .then((changed) => (changed ? announce(user, true) : undefined))
      .catch(() => undefined);
  const left = (user: CurrentUser) =>
    presence
      .leave(user.orgId, user.userId)
      .then((changed) => (changed ? announce(user, false) : undefined))
      .catch(() => undefined);

  app.get('/ws', { websocket: true, schema: { hide: true }, config: { auth: 'public' } }, (socket) => {
    let caller: CurrentUser | null = null;
    // Who this socket counts as online: one person per socket, the first to sign in on it.
    let present: CurrentUser | null = null;
    let joining = false;
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
        if (!present) {
          present = caller;
          joining = true;
          await joined(present);
          joining = false;
          // Closed while joining: the close handler left the leaving to this.
          if (socket.readyState !== socket.OPEN) await left(present);
        }
      } catch {
        socket.close(CLOSE_NOT_SIGNED_IN, 'session expired: sign in again');
      }
    });
    socket.on('close', () => {
      clearTimeout(authTimer);
      unsubscribe?.();
      if (present && !joining) void left(present);
    });
  });
}

import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import { createMemoryPresence, createRedisPresence, type PresenceStore } from './presence.js';

/**
 * Realtime events (chat messages, record changes, console tab sync) fan out
 * through this bus. One process uses memory; with REDIS_URL every server
 * process publishes to and hears from the same Redis channels, so a user
 * connected to one instance hears what happened on another.
 */
export interface RealtimeEvent {
  /** e.g. 'record.saved', 'chat.message', 'session.revoked' */
  type: string;
  /** Who should hear it: a user id, or '*' for everyone in the org. */
  audience: string;
  orgId: string;
  payload: unknown;
  /**
   * The record the event is about. When set, a connected user hears the event
   * only if they may read that record, and the payload is shaped for them
   * (`record-delivery.ts`): this is decided where the socket is, after the bus.
   */
  record?: RecordScope;
  /**
   * The circle the event is for (a chat's members). When set, a connected
   * user hears the event only if they are in it when it is delivered, asked
   * of the circle's module by the process holding the socket (`member-delivery.ts`).
   */
  members?: MemberScope;
}

export interface RecordScope {
  objectId: string;
  recordId: string;
}

export interface MemberScope {
  /** Which module's circles: e.g. 'chat.conversation'. */
  kind: string;
  id: string;
}

export type RealtimeListener = (event: RealtimeEvent) => void;

export interface RealtimeBus {
  publish(event: RealtimeEvent): Promise<void>;
  subscribe(listener: RealtimeListener): () => void;
  /** Who is online: over every process sharing the bus (`presence.ts`). */
  presence: PresenceStore;
  close(): Promise<void>;
}

const CHANNEL = 'vela:realtime';

export function createMemoryBus(): RealtimeBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    presence: createMemoryPresence(),
    publish: async (event) => {
      emitter.emit('event', event);
    },
    subscribe: (listener) => {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}

function isRealtimeEvent(value: unknown): value is RealtimeEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Record<string, unknown>;
  const record = event.record as Record<string, unknown> | undefined | null;
  const members = event.members as Record<string, unknown> | undefined | null;
  return (
    (members === undefined ||
      (typeof members === 'object' &&
        members !== null &&
        typeof members.kind === 'string' &&
        typeof members.id === 'string')) &&
    typeof event.type === 'string' &&
    typeof event.audience === 'string' &&
    typeof event.orgId === 'string' &&
    (record === undefined ||
      (typeof record === 'object' &&
        record !== null &&
        typeof record.objectId === 'string' &&
        typeof record.recordId === 'string'))
  );
}

export async function createRedisBus(url: string, channel = CHANNEL): Promise<RealtimeBus> {
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const local = createMemoryBus();
  await subscriber.subscribe(channel);
  subscriber.on('message', (_channel: string, message: string) => {
    try {
      const event: unknown = JSON.parse(message);
      if (isRealtimeEvent(event)) void local.publish(event);
    } catch {
      // A message that is not ours is ignored rather than crashing the process.
    }
  });
  const presence = await createRedisPresence(publisher, `${channel}:presence`);
  return {
    publish: async (event) => {
      await publisher.publish(channel, JSON.stringify(event));
    },
    subscribe: (listener) => local.subscribe(listener),
    presence,
    close: async () => {
      await presence.close();
      await local.close();
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}

export async function createRealtimeBus(redisUrl: string | undefined): Promise<RealtimeBus> {
  return redisUrl ? createRedisBus(redisUrl) : createMemoryBus();
}

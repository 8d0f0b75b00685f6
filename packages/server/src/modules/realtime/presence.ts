import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Who is online (issue 24 "typing and presence"): a person is online while at
 * least one socket of theirs is open on any server process. Each process
 * counts its own sockets; with Redis each also keeps the set of people it
 * holds under its own key, kept alive by a heartbeat, so a process that dies
 * takes its people offline within PRESENCE_STALE_MS instead of keeping them
 * online for ever (which a shared counter would).
 */
export interface PresenceStore {
  /** A socket of the person opened here; true when they were offline everywhere before. */
  join(orgId: string, userId: string): Promise<boolean>;
  /** A socket of the person closed here; true when they are now offline everywhere. */
  leave(orgId: string, userId: string): Promise<boolean>;
  /** Those of `userIds` who are online on any process. */
  onlineOf(orgId: string, userIds: readonly string[]): Promise<Set<string>>;
  close(): Promise<void>;
}

/** How often a process tells Redis it is alive, and after how long without that its people count as gone. */
export const PRESENCE_HEARTBEAT_MS = 10_000;
export const PRESENCE_STALE_MS = 30_000;

const keyOf = (orgId: string, userId: string) => `${orgId}/${userId}`;

/** This process's sockets per person. */
class LocalCounts {
  private readonly counts = new Map<string, number>();
  /** Counts one more; true when it is the person's first socket here. */
  add(key: string): boolean {
    const count = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, count);
    return count === 1;
  }
  /** Counts one fewer; true when it was the person's last socket here. */
  remove(key: string): boolean {
    const count = (this.counts.get(key) ?? 0) - 1;
    if (count > 0) {
      this.counts.set(key, count);
      return false;
    }
    const had = this.counts.delete(key);
    return had;
  }
  has(key: string): boolean {
    return this.counts.has(key);
  }
  keys(): string[] {
    return [...this.counts.keys()];
  }
}

/** One process alone: its own sockets are the whole truth. */
export function createMemoryPresence(): PresenceStore {
  const local = new LocalCounts();
  return {
    join: async (orgId, userId) => local.add(keyOf(orgId, userId)),
    leave: async (orgId, userId) => local.remove(keyOf(orgId, userId)),
    onlineOf: async (orgId, userIds) => new Set(userIds.filter((id) => local.has(keyOf(orgId, id)))),
    close: async () => undefined,
  };
}

/**
 * Several processes sharing one Redis: `<prefix>:instances` scores each process
 * by its last heartbeat; `<prefix>:of:<instance>` holds the people on it. A
 * person's online state is the union over the processes alive.
 */
export async function createRedisPresence(
  redis: Redis,
  prefix: string,
  now: () => number = Date.now,
): Promise<PresenceStore> {
  const instance = randomBytes(8).toString('hex');
  const instancesKey = `${prefix}:instances`;
  const setOf = (id: string) => `${prefix}:of:${id}`;
  const mine = setOf(instance);
  const local = new LocalCounts();

  const beat = async () => {
    const at = now();
    const pipeline = redis.multi().zadd(instancesKey, at, instance);
    // The people here are written again each beat: a Redis restarted meanwhile learns them back.
    const keys = local.keys();
    if (keys.length > 0) pipeline.sadd(mine, ...keys).pexpire(mine, PRESENCE_STALE_MS);
    pipeline.zremrangebyscore(instancesKey, 0, at - PRESENCE_STALE_MS);
    await pipeline.exec();
  };
  await beat();
  const timer = setInterval(() => void beat().catch(() => undefined), PRESENCE_HEARTBEAT_MS);
  timer.unref();

  /** The other live processes holding any of `keys`, per key. */
  const elsewhere = async (keys: readonly string[]): Promise<Set<string>> => {
    const found = new Set<string>();
    if (keys.length === 0) return found;
    const others = (await redis.zrangebyscore(instancesKey, now() - PRESENCE_STALE_MS, '+inf')).filter(
      (id) => id !== instance,
    );
    if (others.length === 0) return found;
    const pipeline = redis.pipeline();
    for (const id of others) pipeline.smismember(setOf(id), ...keys);
    for (const [error, flags] of (await pipeline.exec()) ?? []) {
      if (error || !Array.isArray(flags)) continue;
      flags.forEach((flag, index) => {
        const key = keys[index];
        if (flag === 1 && key !== undefined) found.add(key);
      });
    }
    return found;
  };

  return {
    join: async (orgId, userId) => {
      const key = keyOf(orgId, userId);
      if (!local.add(key)) return false;
      await redis.multi().sadd(mine, key).pexpire(mine, PRESENCE_STALE_MS).exec();
      return !(await elsewhere([key])).has(key);
    },
    leave: async (orgId, userId) => {
      const key = keyOf(orgId, userId);
      if (!local.remove(key)) return false;
      // Written before asking the others: of two processes losing the person at once, the later asks last.
      await redis.srem(mine, key);
      return !(await elsewhere([key])).has(key);
    },
    onlineOf: async (orgId, userIds) => {
      const online = new Set(userIds.filter((id) => local.has(keyOf(orgId, id))));
      const rest = userIds.filter((id) => !online.has(id));
      const found = await elsewhere(rest.map((id) => keyOf(orgId, id)));
      for (const id of rest) if (found.has(keyOf(orgId, id))) online.add(id);
      return online;
    },
    close: async () => {
      clearInterval(timer);
      await redis
        .multi()
        .del(mine)
        .zrem(instancesKey, instance)
        .exec()
        .catch(() => undefined);
    },
  };
}

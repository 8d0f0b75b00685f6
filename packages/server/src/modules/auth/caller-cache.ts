import type { DatabaseHandle } from '../../db/database.js';

/**
 * Resolved callers (session token or API key → user) kept for a moment, so that
 * a burst of calls does not look the same token up once per call: on
 * PostgreSQL that lookup was a whole round trip of a record read's three.
 *
 * Anything in this process that ends a session, revokes a key or changes a
 * user calls `forgetCachedCallers`, so here a sign-out or revocation takes
 * effect at once. Another server process (several behind a load balancer)
 * may still admit a just-revoked token for at most CALLER_CACHE_MS.
 */
export const CALLER_CACHE_MS = 2_000;

/** Beyond this many cached callers the oldest half is dropped (a burst of many distinct tokens). */
const MAX_ENTRIES = 10_000;

interface Entry<T> {
  value: T;
  validUntil: number;
}

interface CallerCache {
  entries: Map<string, Entry<unknown>>;
  /** Bumped by every forget, so a lookup that started before one is not cached after it. */
  generation: number;
}

const caches = new WeakMap<DatabaseHandle, CallerCache>();

function cacheOf(database: DatabaseHandle): CallerCache {
  let cache = caches.get(database);
  if (!cache) {
    cache = { entries: new Map(), generation: 0 };
    caches.set(database, cache);
  }
  return cache;
}

/**
 * The cached caller for `key`, or the one `resolve` finds (then cached until
 * `expiresAt` or CALLER_CACHE_MS from now, whichever comes first). Refusals
 * (thrown by `resolve`) are never cached.
 */
export async function cachedCaller<T>(
  database: DatabaseHandle,
  key: string,
  now: Date,
  resolve: () => Promise<{ value: T; expiresAt?: number }>,
): Promise<T> {
  const cache = cacheOf(database);
  const { entries, generation } = cache;
  const at = now.getTime();
  const hit = entries.get(key);
  if (hit && hit.validUntil > at) return hit.value as T;
  const { value, expiresAt } = await resolve();
  if (cache.generation !== generation) return value;
  if (entries.size >= MAX_ENTRIES) {
    let drop = entries.size / 2;
    for (const old of entries.keys()) {
      if (drop-- <= 0) break;
      entries.delete(old);
    }
  }
  const validUntil = Math.min(at + CALLER_CACHE_MS, expiresAt ?? Number.POSITIVE_INFINITY);
  entries.set(key, { value, validUntil });
  return value;
}

/** After a sign-out, a revoked key, or a changed user, session or channel: resolve every caller afresh. */
export function forgetCachedCallers(database: DatabaseHandle): void {
  const cache = caches.get(database);
  if (!cache) return;
  cache.entries.clear();
  cache.generation += 1;
}

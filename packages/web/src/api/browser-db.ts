import type { DBSchema, IDBPDatabase } from 'idb';
import { useEffect, useState } from 'react';

/**
 * The local browser databases of spec 1 §9: a list store and a detail store (S1-K-022) in one IndexedDB
 * database of schema version 3 (S1-K-023). They hold the last answer of a list page and of a record
 * detail, so a list or a record paints at once from it while the server's answer loads, which then
 * replaces it. Signing out (or a session that ends) clears both.
 */
export const BROWSER_DB_NAME = 'vela-cache';
export const BROWSER_DB_VERSION = 3;
export const BROWSER_DB_STORES = ['list', 'detail'] as const;
export type BrowserDbStore = (typeof BROWSER_DB_STORES)[number];

interface Entry {
  key: string;
  savedAt: number;
  data: unknown;
}

interface CacheSchema extends DBSchema {
  list: { key: string; value: Entry };
  detail: { key: string; value: Entry };
}

let opening: Promise<IDBPDatabase<CacheSchema> | undefined> | undefined;

function database(): Promise<IDBPDatabase<CacheSchema> | undefined> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(undefined);
  // idb loads with the first use, not with the sign-in page's JavaScript (issue 5's budget).
  opening ??= import('idb')
    .then(({ openDB }) =>
      openDB<CacheSchema>(BROWSER_DB_NAME, BROWSER_DB_VERSION, {
        upgrade(db) {
          // Versions 1 and 2 had other stores: whatever is there goes, the two stores of version 3 are made.
          for (const name of [...db.objectStoreNames]) {
            if (!BROWSER_DB_STORES.includes(name as BrowserDbStore)) db.deleteObjectStore(name);
          }
          for (const store of BROWSER_DB_STORES) {
            if (!db.objectStoreNames.contains(store)) db.createObjectStore(store, { keyPath: 'key' });
          }
        },
        blocking() {
          // Another tab opens a newer version: let it.
          void opening?.then((db) => db?.close());
          opening = undefined;
        },
      }),
    )
    .catch(() => undefined);
  return opening;
}

/** The answer kept under `key`, or undefined (nothing kept, or no IndexedDB: private windows). */
export async function readBrowserDb<T>(store: BrowserDbStore, key: string): Promise<T | undefined> {
  try {
    const db = await database();
    const entry = await db?.get(store, key);
    return entry?.data as T | undefined;
  } catch {
    return undefined;
  }
}

export async function writeBrowserDb(store: BrowserDbStore, key: string, data: unknown): Promise<void> {
  try {
    const db = await database();
    await db?.put(store, { key, savedAt: Date.now(), data });
  } catch {
    // A full or unavailable database only costs the instant paint.
  }
}

/** Both stores emptied: on sign-out and when the session ends. */
export async function clearBrowserDb(): Promise<void> {
  try {
    const db = await database();
    if (!db) return;
    await Promise.all(BROWSER_DB_STORES.map((store) => db.clear(store)));
  } catch {
    // Nothing kept can be read without a session anyway: every key holds the user's own answers.
  }
}

/**
 * The kept answer for `key`, read once per key: a screen paints it (as React Query placeholder data)
 * until the server's answer comes. `undefined` while reading or when nothing is kept.
 */
export function useBrowserDbEntry<T>(store: BrowserDbStore, key: string | undefined): T | undefined {
  const [entry, setEntry] = useState<{ key: string; data: T | undefined }>();
  useEffect(() => {
    if (!key) return;
    let live = true;
    void readBrowserDb<T>(store, key).then((data) => {
      if (live) setEntry({ key, data });
    });
    return () => {
      live = false;
    };
  }, [store, key]);
  return entry && entry.key === key ? entry.data : undefined;
}

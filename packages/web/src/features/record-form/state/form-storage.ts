import { PENDING_PAGE_DATA_EXPIRY_MS, SAVE_AND_NEW_HANDOFF_EXPIRY_MS } from '@vela/core';
import type { FieldValue } from '../../field-widgets/index.js';

/**
 * What the form keeps in local storage: unsaved values of a page (spec 2 §9,
 * 24 hours) and the save-and-new hand-off (S2-B-054, 300000 ms). Entries carry
 * their save time; an expired or unreadable entry is dropped when read.
 */

const PENDING_PREFIX = 'vela.recordForm.pending.';
const HANDOFF_KEY = 'vela.recordForm.saveAndNew';

interface Stamped<T> {
  savedAt: number;
  value: T;
}

function readStamped<T>(
  storage: Storage,
  key: string,
  maxAgeMs: number,
  now: number,
): Stamped<T> | undefined {
  const text = storage.getItem(key);
  if (!text) return undefined;
  try {
    const entry = JSON.parse(text) as Partial<Stamped<T>>;
    if (typeof entry.savedAt === 'number' && now - entry.savedAt <= maxAgeMs && entry.value !== undefined) {
      return { savedAt: entry.savedAt, value: entry.value };
    }
  } catch {
    // An unreadable entry is treated as expired.
  }
  storage.removeItem(key);
  return undefined;
}

function writeStamped<T>(storage: Storage, key: string, value: T, now: number): void {
  try {
    storage.setItem(key, JSON.stringify({ savedAt: now, value } satisfies Stamped<T>));
  } catch {
    // A full storage only loses the convenience of restoring, never the form.
  }
}

export interface PendingFormData {
  objectApi: string;
  recordTypeId: string;
  values: Record<string, FieldValue>;
  lookupNames: Record<string, string>;
}

export function pendingKey(pageId: string): string {
  return `${PENDING_PREFIX}${pageId}`;
}

/** The page's unsaved values and when they were kept, unless older than 24 hours. */
export function readPendingData(
  pageId: string,
  now = Date.now(),
  storage: Storage = localStorage,
): (PendingFormData & { savedAt: number }) | undefined {
  const entry = readStamped<PendingFormData>(storage, pendingKey(pageId), PENDING_PAGE_DATA_EXPIRY_MS, now);
  return entry ? { ...entry.value, savedAt: entry.savedAt } : undefined;
}

export function writePendingData(
  pageId: string,
  data: PendingFormData,
  now = Date.now(),
  storage: Storage = localStorage,
): void {
  writeStamped(storage, pendingKey(pageId), data, now);
}

export function clearPendingData(pageId: string, storage: Storage = localStorage): void {
  storage.removeItem(pendingKey(pageId));
}

export interface SaveAndNewHandoff {
  objectApi: string;
  recordTypeId: string;
  /** The name of the record just saved, for the confirmation on the fresh form. */
  savedName: string;
}

export function writeSaveAndNewHandoff(
  handoff: SaveAndNewHandoff,
  now = Date.now(),
  storage: Storage = localStorage,
): void {
  writeStamped(storage, HANDOFF_KEY, handoff, now);
}

/** Reads and removes the hand-off when it is for this object and fresh. */
export function takeSaveAndNewHandoff(
  objectApi: string,
  now = Date.now(),
  storage: Storage = localStorage,
): SaveAndNewHandoff | undefined {
  const handoff = readStamped<SaveAndNewHandoff>(
    storage,
    HANDOFF_KEY,
    SAVE_AND_NEW_HANDOFF_EXPIRY_MS,
    now,
  )?.value;
  if (!handoff || handoff.objectApi.toLowerCase() !== objectApi.toLowerCase()) return undefined;
  storage.removeItem(HANDOFF_KEY);
  return handoff;
}

import type { CurrentUser } from '../../../http/current-user.js';
import type { MetadataSnapshot } from '../../metadata/index.js';
import type { ModuleContext } from '../../module.js';
import type { SaveResult } from './save-types.js';

/** A save the form made, once written and committed: what other modules hear of it. */
export interface SavedRecords {
  /** Who saved: the authenticated caller, never a name the client sent. */
  user: CurrentUser;
  /** The save's answers; only successful ones are passed on. */
  results: readonly SaveResult[];
  /** The metadata the save ran with: a listener needs no revision read of its own. */
  snapshot: MetadataSnapshot;
}

export type SaveListener = (saved: SavedRecords) => Promise<void>;

/** Per app (tests run several in one process): every module gets the same context object. */
const listenersOf = new WeakMap<ModuleContext, SaveListener[]>();

/**
 * The records module's after-save hook: `listener` hears every record-form
 * save after it is committed. Other modules (chat's bot cards) build on it
 * rather than on anything the client says about its save.
 */
export function onRecordsSaved(context: ModuleContext, listener: SaveListener): void {
  const listeners = listenersOf.get(context) ?? [];
  listeners.push(listener);
  listenersOf.set(context, listeners);
}

/** Tells the listeners; a listener's failure never fails the save, which is already written. */
export async function announceSaved(context: ModuleContext, saved: SavedRecords): Promise<void> {
  const results = saved.results.filter((result) => result.isSaveSuccess);
  if (results.length === 0) return;
  for (const listener of listenersOf.get(context) ?? []) {
    try {
      await listener({ user: saved.user, results, snapshot: saved.snapshot });
    } catch {
      // The save answer stands; a lost card is not worth an error.
    }
  }
}

/** A record moved to the recycle bin by the records module's delete: what other modules hear of it. */
export type DeleteListener = (deleted: { user: CurrentUser; id: string }) => Promise<void>;

const deleteListenersOf = new WeakMap<ModuleContext, DeleteListener[]>();

/** `listener` hears every record deleted through deleteRecord, after the delete is committed. */
export function onRecordDeleted(context: ModuleContext, listener: DeleteListener): void {
  deleteListenersOf.set(context, [...(deleteListenersOf.get(context) ?? []), listener]);
}

/** Tells the delete listeners; as with saves, a listener's failure never undoes the delete. */
export async function announceDeleted(context: ModuleContext, user: CurrentUser, id: string): Promise<void> {
  for (const listener of deleteListenersOf.get(context) ?? []) {
    try {
      await listener({ user, id });
    } catch {
      // The record is in the recycle bin either way.
    }
  }
}

import type { CurrentUser } from '../../../http/current-user.js';
import type { ModuleContext } from '../../module.js';
import type { SaveResult } from './save-types.js';

/** A save the form made, once written and committed: what other modules hear of it. */
export interface SavedRecords {
  /** Who saved: the authenticated caller, never a name the client sent. */
  user: CurrentUser;
  /** The save's answers; only successful ones are passed on. */
  results: readonly SaveResult[];
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
      await listener({ user: saved.user, results });
    } catch {
      // The save answer stands; a lost card is not worth an error.
    }
  }
}

import type { DatabaseHandle } from '../../db/database.js';

/** What a new roll-up summary field tells the module that computes its values (records). */
export interface RollupFieldAdded {
  database: DatabaseHandle;
  fieldId: string;
  /** Who added it: a background computation is theirs to follow. */
  userId: string;
}

export type RollupFieldAddedListener = (added: RollupFieldAdded) => Promise<void>;

/**
 * Per app (tests run several in one process, each with its job runner), like records' onRecordsSaved:
 * metadata does not import records, records listens here and computes the roll-up for existing children.
 */
const listenersOf = new WeakMap<object, RollupFieldAddedListener[]>();

export function onRollupFieldAdded(context: object, listener: RollupFieldAddedListener): void {
  listenersOf.set(context, [...(listenersOf.get(context) ?? []), listener]);
}

/** Tells the listeners, after the field's transaction committed. */
export async function rollupFieldAdded(context: object, added: RollupFieldAdded): Promise<void> {
  for (const listener of listenersOf.get(context) ?? []) await listener(added);
}

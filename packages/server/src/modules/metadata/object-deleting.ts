import type { DatabaseHandle } from '../../db/database.js';

/** What a module is asked before a custom object is deleted. */
export interface ObjectDeleting {
  database: DatabaseHandle;
  objectId: string;
  apiName: string;
}

/** The things of a module that use the object, named as a person reads them ("report "Q3 shipments""). */
export type ObjectDeleteCheck = (deleting: ObjectDeleting) => Promise<string[]>;

/**
 * Modules that keep definitions over an object (reports) answer here what of theirs uses it, so
 * metadata need not import them (they import metadata). A check registered twice runs once.
 */
const checks = new Set<ObjectDeleteCheck>();

export function onObjectDeleting(check: ObjectDeleteCheck): void {
  checks.add(check);
}

/** Every registered module's users of the object; deleting it is refused while this is not empty. */
export async function objectUsers(deleting: ObjectDeleting): Promise<string[]> {
  const found: string[] = [];
  for (const check of checks) found.push(...(await check(deleting)));
  return found;
}

/** What a module is told while a custom object is deleted: database is the delete's transaction. */
export interface ObjectDeleted extends ObjectDeleting {
  tableName: string;
}

export type ObjectDeletedCleanup = (deleted: ObjectDeleted) => Promise<void>;

/**
 * Modules that keep rows over an object (list views, permissions, menu items, tags) remove them here,
 * in the delete's own transaction, so no dead menu entry or broken list outlives the object and a
 * failed cleanup keeps the object. A cleanup registered twice runs once.
 */
const cleanups = new Set<ObjectDeletedCleanup>();

export function onObjectDeleted(cleanup: ObjectDeletedCleanup): void {
  cleanups.add(cleanup);
}

export async function objectDeleted(deleted: ObjectDeleted): Promise<void> {
  for (const cleanup of cleanups) await cleanup(deleted);
}

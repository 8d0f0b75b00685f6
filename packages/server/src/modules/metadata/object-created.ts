import type { DatabaseHandle } from '../../db/database.js';

/** What an object's creation tells the modules that prepare something for its records. */
export interface ObjectCreated {
  database: DatabaseHandle;
  objectId: string;
  tableName: string;
  /** When it was created, by the server's clock (tests run a fake one). */
  now: Date;
}

export type ObjectCreatedListener = (created: ObjectCreated) => Promise<void>;

/**
 * Modules that prepare per-object structures (list views: the keyword index) listen here, so
 * metadata need not import them (they import metadata). A listener registered twice runs once.
 */
const listeners = new Set<ObjectCreatedListener>();

export function onObjectCreated(listener: ObjectCreatedListener): void {
  listeners.add(listener);
}

/** Tells every listener, after the object's transaction committed. */
export async function objectCreated(created: ObjectCreated): Promise<void> {
  for (const listener of listeners) await listener(created);
}

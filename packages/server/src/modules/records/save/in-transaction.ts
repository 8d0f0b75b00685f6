import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';

/**
 * Runs `work` in a transaction, or in the caller's when the handle already is
 * one: a record saved with its lines writes inside the lines' transaction
 * (Kysely cannot nest transactions).
 */
export function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** A handle whose queries run in the transaction `trx`. */
export function transactionHandle(database: DatabaseHandle, trx: Kysely<Database>): DatabaseHandle {
  return { db: trx, dialect: database.dialect, destroy: database.destroy, outer: database.outer ?? database };
}

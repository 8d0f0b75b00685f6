import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { inTransaction } from '../records/index.js';

/**
 * How the import and its rollback write: `items` in one transaction; a batch a database error breaks (not
 * a refusal, which is an outcome) is undone and each item is written in a transaction of its own, and an
 * item that breaks its own too is stored as failed with why (`failed`, in a fresh transaction). `alone`
 * tells `write` it has one item on its own, so it may take an error as that item's outcome.
 */
export async function writeInBatchOrOneByOne<T>(
  db: Kysely<Database>,
  items: readonly T[],
  write: (trx: Kysely<Database>, items: readonly T[], alone: boolean) => Promise<void>,
  failed: (trx: Kysely<Database>, item: T, error: unknown) => Promise<void>,
): Promise<void> {
  try {
    await inTransaction(db, (trx) => write(trx, items, false));
  } catch {
    for (const item of items) {
      try {
        await inTransaction(db, (trx) => write(trx, [item], true));
      } catch (error) {
        await db.transaction().execute((trx) => failed(trx, item, error));
      }
    }
  }
}

import type { Kysely } from 'kysely';

/**
 * A client pool can be deactivated by an administrator (issue 7, pools
 * admin): it then gives no claims and takes no returns, and its members no
 * longer see it or its records; the records stay with the pool's queue user
 * until it is switched on again. 1 = active, as every pool made before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('client_pool')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

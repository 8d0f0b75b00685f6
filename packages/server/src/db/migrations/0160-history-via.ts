import type { Kysely } from 'kysely';

/**
 * What a record's field history says a change was made through (issue 20): `flow:<name>` when a
 * record-triggered flow saved it with the flow's authority ('' for a person's own save). The column is
 * typed on 0011's table; owned by module records.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('record_history')
    .addColumn('changed_via', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

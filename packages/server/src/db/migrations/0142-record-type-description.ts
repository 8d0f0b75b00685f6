import type { Kysely } from 'kysely';

/**
 * Record types managed in setup (issue 18): what each is for, shown to administrators beside its label.
 * The column is typed on 0010's table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('meta_record_type')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

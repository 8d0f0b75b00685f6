import type { Kysely } from 'kysely';

/**
 * Roll-up summary fields (issue 18): a field's roll-up definition (core's RollupDefinition as JSON;
 * '' for every other field). The value itself is an ordinary number or date column of the parent's
 * records table, kept current by the records module. The column is typed on 0010's table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('meta_field')
    .addColumn('rollup_json', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

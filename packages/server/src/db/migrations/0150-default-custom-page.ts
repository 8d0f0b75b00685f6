import type { Kysely } from 'kysely';

/**
 * The organisation's default custom page (issue 18, `defaultCustomPage`): at most one page of an
 * organisation has is_default = 1 (the save clears the others in its transaction). Typed on 0064's table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('custom_page')
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

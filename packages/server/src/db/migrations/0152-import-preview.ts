import type { Kysely } from 'kysely';

/**
 * An import's first rows kept apart from the whole file's (issue 21, owned by the imports module): the page
 * asks for the import every second while it runs, and its answer shows only these; reading and parsing every
 * row of a large file for each of those answers cost the server memory and CPU the job needs. Imports made
 * before keep '' and are previewed from their rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('import_run')
    .addColumn('preview_json', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

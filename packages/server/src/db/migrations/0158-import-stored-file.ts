import type { Kysely } from 'kysely';

/**
 * An import's uploaded file kept in the data folder instead of its rows in a JSON column (issue 21, owned by
 * the imports module): `file_path` names it (relative to the data folder; '' for imports made before, whose
 * rows stay in rows_json), `data_offset` is where its first data row starts (after the header), and
 * `resume_phase`/`resume_row`/`resume_offset` are the last batch's checkpoint: the byte where the row after
 * `resume_row` starts, so a job resumed after a kill opens the file there instead of reading it from the start.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('import_run')
    .addColumn('file_path', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('import_run')
    .addColumn('data_offset', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('import_run')
    .addColumn('resume_phase', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('import_run')
    .addColumn('resume_row', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('import_run')
    .addColumn('resume_offset', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}

import type { Kysely } from 'kysely';

/**
 * Import rollback and file clean-up (issue 21, next part), owned by the imports module. Each run row keeps
 * what a rollback needs: the values an update overwrote (the fields it set, as they were just before) and the
 * record's version once the import wrote it, so a rollback can tell a record changed since from one that did
 * not. A refusal the import made itself is kept as a code and its parameters (JSON), so each reader gets it in
 * their own language. The run keeps when it finished (the rollback window counts from then), who rolled it back and when
 * (the audit), and when its uploaded rows were cleared by the clean-up job.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const columns: Array<[string, string]> = [
    ['import_row', 'before_json'],
    ['import_row', 'after_modified'],
    ['import_row', 'reason_code'],
    ['import_row', 'reason_params'],
    ['import_run', 'finished_at'],
    ['import_run', 'rolled_back_by'],
    ['import_run', 'rolled_back_at'],
    ['import_run', 'files_purged_at'],
  ];
  for (const [table, column] of columns) {
    await db.schema
      .alterTable(table)
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
}

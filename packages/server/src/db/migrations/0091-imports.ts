import type { Generated, Kysely } from 'kysely';

/**
 * The import wizard (issue 21): an uploaded file read once into rows, its
 * mapping, and each row's outcome per phase. Row outcomes are written in the
 * same transaction as the records they describe, so a job resumed after a
 * crash starts after the last row whose outcome is stored: none twice, none skipped.
 */
export interface ImportRunTable {
  id: string;
  org_id: string;
  user_id: string;
  /** The caller as they started it: the job saves as them. */
  user_json: string;
  object_api: string;
  operation: string;
  match_field: string;
  file_name: string;
  format: string;
  encoding: string;
  delimiter: string;
  columns_json: string;
  /** Every data row as read, an array of string arrays. */
  rows_json: string;
  row_count: number;
  mapping_json: string;
  date_format: string;
  number_format: string;
  status: string;
  job_id: number | null;
  error: string;
  created_at: string;
  updated_at: string;
  /** Added by 0115 (rollback): when the run ended; '' before. */
  finished_at: Generated<string>;
  /** Added by 0115: who rolled the import back and when; '' while it stands. */
  rolled_back_by: Generated<string>;
  rolled_back_at: Generated<string>;
  /** Added by 0115: when the clean-up job cleared the uploaded rows; '' while they are kept. */
  files_purged_at: Generated<string>;
  /** Added by 0152: the first rows, as the page previews them (JSON); '' for imports made before. */
  preview_json: Generated<string>;
  /** Added by 0158: the stored upload, relative to the data folder; '' for imports whose rows are in rows_json. */
  file_path: Generated<string>;
  /** Added by 0158: the byte where the first data row starts in the stored file. */
  data_offset: Generated<number | string>;
  /** Added by 0158: the last batch's checkpoint (phase, last row done, the byte the next row starts at). */
  resume_phase: Generated<string>;
  resume_row: Generated<number>;
  resume_offset: Generated<number | string>;
}

export interface ImportRowTable {
  import_id: string;
  /** 'dryRun' | 'run'. */
  phase: string;
  row_number: number;
  /** 'ok' (dry run) | 'created' | 'updated' | 'failed'. */
  outcome: string;
  reason: string;
  record_id: string;
  /** Added by 0115: the import's own refusal as a code and its parameters (JSON); '' for the pipeline's. */
  reason_code: Generated<string>;
  reason_params: Generated<string>;
  /** Added by 0115: an update's overwritten values (the fields it set), JSON; '' for anything else. */
  before_json: Generated<string>;
  /** Added by 0115: the record's lastmodifydate once the run wrote it; '' for anything else. */
  after_modified: Generated<string>;
}

/** The mapping a user chose last for an object: the next import of it starts from it. */
export interface ImportMappingTable {
  user_id: string;
  object_api: string;
  mapping_json: string;
  date_format: string;
  number_format: string;
  updated_at: string;
}

export interface ImportTables {
  import_run: ImportRunTable;
  import_row: ImportRowTable;
  import_mapping: ImportMappingTable;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('import_run')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('user_json', 'text', (c) => c.notNull())
    .addColumn('object_api', 'text', (c) => c.notNull())
    .addColumn('operation', 'text', (c) => c.notNull())
    .addColumn('match_field', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('encoding', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('delimiter', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('columns_json', 'text', (c) => c.notNull())
    .addColumn('rows_json', 'text', (c) => c.notNull())
    .addColumn('row_count', 'integer', (c) => c.notNull())
    .addColumn('mapping_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('date_format', 'text', (c) => c.notNull().defaultTo('YYYY-MM-DD'))
    .addColumn('number_format', 'text', (c) => c.notNull().defaultTo('dot'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('job_id', 'integer')
    .addColumn('error', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('import_run_user_idx')
    .on('import_run')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('import_row')
    .addColumn('import_id', 'text', (c) => c.notNull())
    .addColumn('phase', 'text', (c) => c.notNull())
    .addColumn('row_number', 'integer', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('record_id', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('import_row_pk', ['import_id', 'phase', 'row_number'])
    .execute();
  await db.schema
    .createTable('import_mapping')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('object_api', 'text', (c) => c.notNull())
    .addColumn('mapping_json', 'text', (c) => c.notNull())
    .addColumn('date_format', 'text', (c) => c.notNull())
    .addColumn('number_format', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('import_mapping_pk', ['user_id', 'object_api'])
    .execute();
}

import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';

/**
 * Reports (issue 19): a saved definition over one object, run on demand.
 * The definition is JSON the reports module checks against the metadata and
 * the caller's access on every run; name, object and format are columns so
 * the report list searches and shows them without reading the JSON.
 */
export interface ReportTable {
  id: string;
  org_id: string;
  owner_id: string;
  name: string;
  description: string;
  object_api: string;
  format: string;
  definition_json: string;
  /** 1: everyone in the organisation may run it; 0: its owner (and administrators) only. */
  is_public: number;
  /** The report folder it is saved in (migration 0106); null: none. */
  folder_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface ReportTables {
  report: ReportTable;
}

export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('report')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('object_api', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('definition_json', 'text', (c) => c.notNull())
    .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('report_org_updated_idx')
    .on('report')
    .columns(['org_id', 'updated_at'])
    .execute();
}

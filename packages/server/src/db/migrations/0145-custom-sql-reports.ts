import type { Kysely } from 'kysely';

/**
 * Custom SQL reports and report types (issue 19). Custom SQL reports (route customsql): an administrator's saved read-only SELECT over the
 * organisation's objects by API name. The query is checked and run as each caller, through their access
 * filter, on every run; folders and the public switch make it reachable as a report is (migration 0090).
 */
export interface CustomSqlReportTable {
  id: string;
  org_id: string;
  owner_id: string;
  name: string;
  description: string;
  sql_text: string;
  /** 1: everyone in the organisation may run it; 0: its owner (and administrators) only. */
  is_public: number;
  /** The report folder it is saved in; null: none. */
  folder_id: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * Report types (route dataSource): a primary object and up to three related objects, each reached from
 * the one before through a lookup field of its own; `relations_json` holds
 * [{ objectApi, lookupField, join: 'with' | 'withOrWithout' }], checked against the metadata on save and
 * on every run.
 */
export interface ReportTypeTable {
  id: string;
  org_id: string;
  name: string;
  description: string;
  primary_object: string;
  relations_json: string;
  created_by: string;
  created_at: string;
  updated_at: string;
}

export interface CustomSqlReportTables {
  custom_sql_report: CustomSqlReportTable;
  report_type: ReportTypeTable;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('custom_sql_report')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sql_text', 'text', (c) => c.notNull())
    .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('folder_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('custom_sql_report_org_updated_idx')
    .on('custom_sql_report')
    .columns(['org_id', 'updated_at'])
    .execute();
  await db.schema
    .createTable('report_type')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('primary_object', 'text', (c) => c.notNull())
    .addColumn('relations_json', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('report_type_org_idx').on('report_type').columns(['org_id', 'name']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('report_type').execute();
  await db.schema.dropTable('custom_sql_report').execute();
}

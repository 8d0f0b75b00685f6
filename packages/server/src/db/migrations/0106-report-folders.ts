import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';

/**
 * Report folders (issue 19): a report may be saved in a folder, and a folder
 * is shared with users, roles and public groups, each with view or edit
 * access. Whoever sees a folder runs the reports in it.
 */
export interface ReportFolderTable {
  id: string;
  org_id: string;
  owner_id: string;
  name: string;
  created_at: string;
  updated_at: string;
}

export interface ReportFolderShareTable {
  folder_id: string;
  org_id: string;
  /** user, role or group (a public group's id). */
  principal_kind: string;
  principal_id: string;
  /** view or edit. */
  level: string;
}

export interface ReportFolderTables {
  report_folder: ReportFolderTable;
  report_folder_share: ReportFolderShareTable;
}

export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('report_folder')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('report_folder_org_idx')
    .on('report_folder')
    .columns(['org_id', 'name'])
    .execute();
  await db.schema
    .createTable('report_folder_share')
    .addColumn('folder_id', 'text', (c) => c.notNull())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('principal_kind', 'text', (c) => c.notNull())
    .addColumn('principal_id', 'text', (c) => c.notNull())
    .addColumn('level', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_folder_share_pk', ['folder_id', 'principal_kind', 'principal_id'])
    .execute();
  // "Which folders are shared with me": by the principal, not by the folder.
  await db.schema
    .createIndex('report_folder_share_principal_idx')
    .on('report_folder_share')
    .columns(['org_id', 'principal_kind', 'principal_id'])
    .execute();
  await db.schema.alterTable('report').addColumn('folder_id', 'text').execute();
  await db.schema.createIndex('report_folder_id_idx').on('report').columns(['folder_id']).execute();
}

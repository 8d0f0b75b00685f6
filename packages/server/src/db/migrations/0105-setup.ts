import type { Kysely } from 'kysely';

/**
 * Setup (issue 18): the setup audit trail (every setup change: who, when, what, before and after) and
 * the deleted fields kept for restore (their metadata row and layout places; the records-table column
 * and its data stay where they are until the field is purged).
 */
export interface SetupAuditTable {
  id: string;
  org_id: string;
  /** ISO time; entries sort by it, then by id. */
  at: string;
  user_id: string;
  user_name: string;
  /** 'metadata' | 'access'. */
  area: string;
  action: string;
  target: string;
  before_json: string;
  after_json: string;
}

export interface MetaFieldTrashTable {
  field_id: string;
  object_id: string;
  api_name: string;
  label: string;
  type_code: string;
  /** The meta_field row as it was. */
  field_json: string;
  /** Its meta_layout_item rows as they were. */
  layout_items_json: string;
  deleted_at: string;
  deleted_by: string;
}

export interface SetupTables {
  setup_audit: SetupAuditTable;
  meta_field_trash: MetaFieldTrashTable;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('setup_audit')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('user_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('before_json', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('after_json', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('setup_audit_org_at_idx').on('setup_audit').columns(['org_id', 'at']).execute();
  await db.schema
    .createTable('meta_field_trash')
    .addColumn('field_id', 'text', (c) => c.primaryKey())
    .addColumn('object_id', 'text', (c) => c.notNull())
    .addColumn('api_name', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('type_code', 'text', (c) => c.notNull())
    .addColumn('field_json', 'text', (c) => c.notNull())
    .addColumn('layout_items_json', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text', (c) => c.notNull())
    .addColumn('deleted_by', 'text', (c) => c.notNull())
    .execute();
}

import type { Kysely } from 'kysely';

/**
 * List views (issue 7): the saved views of each object, what each user
 * changed about a view's columns, and which keyword-search index each object
 * table carries. Criteria and columns are JSON text; times ISO-8601 UTC text.
 */
export interface ListViewTable {
  id: string;
  org_id: string;
  object_id: string;
  name: string;
  /** The user who made the view; system views belong to the organisation. */
  owner_id: string | null;
  /** 1: every user of the organisation sees the view (only its owner or an admin changes it). */
  shared: number;
  /** 1: a view Vela made for the object ('All accounts', 'My accounts' …); never deleted. */
  is_system: number;
  /** Whose records: 'all', 'mine' or 'team'. */
  scope: string;
  /** Field api names in column order. */
  columns_json: string;
  /** [{field, operator, value}] */
  criteria_json: string;
  /** '1 AND (2 OR 3)'; empty means every criterion must hold. */
  logic: string;
  sort_field: string;
  sort_order: string;
  sort_rank: number;
  created_at: string;
  updated_at: string;
}

/** A user's own columns and widths for a view (updateViewFieldMemory). */
export interface ListViewMemoryTable {
  user_id: string;
  view_id: string;
  /** [{field, width}] */
  columns_json: string;
  updated_at: string;
}

/** The keyword index an object table carries and over which columns, so a changed field list rebuilds it. */
export interface ListSearchIndexTable {
  table_name: string;
  columns_key: string;
  built_at: string;
}

export interface ListViewTables {
  list_view: ListViewTable;
  list_view_memory: ListViewMemoryTable;
  list_search_index: ListSearchIndexTable;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('list_view')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text')
    .addColumn('shared', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_system', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('columns_json', 'text', (c) => c.notNull())
    .addColumn('criteria_json', 'text', (c) => c.notNull())
    .addColumn('logic', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_field', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'text', (c) => c.notNull())
    .addColumn('sort_rank', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('list_view_object_idx')
    .on('list_view')
    .columns(['org_id', 'object_id'])
    .execute();

  await db.schema
    .createTable('list_view_memory')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('view_id', 'text', (c) => c.notNull())
    .addColumn('columns_json', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('list_view_memory_pk', ['user_id', 'view_id'])
    .execute();

  await db.schema
    .createTable('list_search_index')
    .addColumn('table_name', 'text', (c) => c.primaryKey())
    .addColumn('columns_key', 'text', (c) => c.notNull())
    .addColumn('built_at', 'text', (c) => c.notNull())
    .execute();
}

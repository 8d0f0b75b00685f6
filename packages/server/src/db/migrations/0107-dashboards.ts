import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';

/**
 * Dashboards and home pages (issue 19). A dashboard's components (which report
 * feeds each, its kind and its box on the grid) are one JSON document: they are
 * always read, checked and saved together, and a drag rewrites only that column.
 */
export interface DashboardTable {
  id: string;
  org_id: string;
  owner_id: string;
  name: string;
  description: string;
  folder: string;
  /** 1: everyone in the organisation may open it; 0: its owner (and administrators) only. */
  is_public: number;
  /** Null: each viewer runs it as themselves; else the user every viewer runs it as. */
  running_user_id: string | null;
  components_json: string;
  created_at: string;
  updated_at: string;
}

/**
 * A home page: the organisation's standard page (no role, no user), a role's page
 * (assigned by an administrator) or a user's personal page. The Home tab opens the
 * user's own, else their role's, else the standard one.
 */
export interface HomePageTable {
  id: string;
  org_id: string;
  kind: string;
  role_id: string | null;
  user_id: string | null;
  name: string;
  components_json: string;
  updated_at: string;
}

export interface DashboardTables {
  dashboard: DashboardTable;
  home_page: HomePageTable;
}

export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('dashboard')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('folder', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('running_user_id', 'text')
    .addColumn('components_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('dashboard_org_idx').on('dashboard').columns(['org_id', 'folder']).execute();
  await db.schema
    .createTable('home_page')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('role_id', 'text')
    .addColumn('user_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('components_json', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('home_page_owner_idx')
    .on('home_page')
    .columns(['org_id', 'kind', 'role_id', 'user_id'])
    .execute();
}

import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';

/**
 * Dashboard sharing (issue 19): a dashboard is shared with users, roles and public
 * groups, each with view access (open and run it) or edit access (also change it).
 */
export interface DashboardShareTable {
  dashboard_id: string;
  org_id: string;
  /** user, role or group (a public group's id). */
  principal_kind: string;
  principal_id: string;
  /** view or edit. */
  level: string;
}

export interface DashboardShareTables {
  dashboard_share: DashboardShareTable;
}

export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('dashboard_share')
    .addColumn('dashboard_id', 'text', (c) => c.notNull())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('principal_kind', 'text', (c) => c.notNull())
    .addColumn('principal_id', 'text', (c) => c.notNull())
    .addColumn('level', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('dashboard_share_pk', ['dashboard_id', 'principal_kind', 'principal_id'])
    .execute();
  // "Which dashboards are shared with me": by the principal, not by the dashboard.
  await db.schema
    .createIndex('dashboard_share_principal_idx')
    .on('dashboard_share')
    .columns(['org_id', 'principal_kind', 'principal_id'])
    .execute();
}

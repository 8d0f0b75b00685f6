import type { Kysely } from 'kysely';

/** A profile's permission beyond records (reports, developer space); a missing row: the built-in default. */
export interface AccessAppPermissionTable {
  org_id: string;
  profile_id: string;
  permission: string;
  granted: number;
}

export interface AccessAppPermissionTables {
  access_app_permission: AccessAppPermissionTable;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('access_app_permission')
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('profile_id', 'text', (c) => c.notNull())
    .addColumn('permission', 'text', (c) => c.notNull())
    .addColumn('granted', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('access_app_permission_pk', ['org_id', 'profile_id', 'permission'])
    .execute();
}

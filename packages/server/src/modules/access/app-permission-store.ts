import { APP_PERMISSIONS, type AppPermission, type AppPermissions, defaultAppPermissions } from '@vela/core';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/** A profile's report and developer-space permissions: stored choices over the built-in defaults. */
export async function appPermissionsOf(
  db: Kysely<Database>,
  orgId: string,
  profileId: string,
): Promise<AppPermissions> {
  const rows = await db
    .selectFrom('access_app_permission')
    .select(['permission', 'granted'])
    .where('org_id', '=', orgId)
    .where('profile_id', '=', profileId)
    .execute();
  const permissions = defaultAppPermissions(profileId);
  for (const row of rows)
    if ((APP_PERMISSIONS as readonly string[]).includes(row.permission))
      permissions[row.permission as AppPermission] = row.granted === 1;
  return permissions;
}

/** Stores the given permissions of a profile; the ones not given keep what they were. */
export async function saveAppPermissions(
  database: DatabaseHandle,
  orgId: string,
  profileId: string,
  changes: Partial<AppPermissions>,
): Promise<void> {
  for (const [permission, granted] of Object.entries(changes)) {
    if (granted === undefined) continue;
    const value = granted ? 1 : 0;
    await database.db
      .insertInto('access_app_permission')
      .values({ org_id: orgId, profile_id: profileId, permission, granted: value })
      .onConflict((conflict) =>
        conflict.columns(['org_id', 'profile_id', 'permission']).doUpdateSet({ granted: value }),
      )
      .execute();
  }
}

import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import type { ObjectModel } from '../metadata/index.js';

/**
 * The one seam where record access is decided. Today a user may read and
 * change every record owned by someone of their own organisation; the
 * access-control issue (profiles, sharing) replaces these bodies and nothing
 * else has to change.
 */
export interface RecordPermissions {
  isQuery: boolean;
  isEdit: boolean;
  isDelete: boolean;
  isCreate: boolean;
}

/** A condition for queries over an object table: the rows the user may see. */
export function recordAccessFilter(user: CurrentUser) {
  return sql<boolean>`ownerid in (select id from app_user where org_id = ${user.orgId})`;
}

export async function canAccessRecord(
  database: DatabaseHandle,
  user: CurrentUser,
  _object: ObjectModel,
  row: { ownerid?: unknown },
): Promise<boolean> {
  if (typeof row.ownerid !== 'string') return false;
  const owner = await database.db
    .selectFrom('app_user')
    .select('org_id')
    .where('id', '=', row.ownerid)
    .executeTakeFirst();
  return owner?.org_id === user.orgId;
}

export async function recordPermissions(
  database: DatabaseHandle,
  user: CurrentUser,
  object: ObjectModel,
  row: { ownerid?: unknown } | undefined,
): Promise<RecordPermissions> {
  const allowed = row ? await canAccessRecord(database, user, object, row) : false;
  return { isQuery: allowed, isEdit: allowed, isDelete: allowed, isCreate: true };
}

/** Whether a user (say a new owner) belongs to the caller's organisation. */
export async function isUserOfOrg(
  database: DatabaseHandle,
  orgId: string,
  userIds: readonly string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await database.db
    .selectFrom('app_user')
    .select('id')
    .where('id', 'in', [...userIds])
    .where('org_id', '=', orgId)
    .where('is_active', '=', 1)
    .execute();
  return new Set(rows.map((row) => row.id));
}

import type { DatabaseHandle } from '../../db/database.js';

/** How the access graph names a public group among a user's groups. */
export const PUBLIC_GROUP_PREFIX = 'group:';

/** The public groups a user belongs to (directly, by role or through a group in the group), by name. */
export async function publicGroupsOfUser(
  database: DatabaseHandle,
  orgId: string,
  userId: string,
): Promise<Array<{ id: string; name: string }>> {
  const memberships = await database.db
    .selectFrom('access_group_member')
    .select('group_id')
    .where('org_id', '=', orgId)
    .where('user_id', '=', userId)
    .where('group_id', 'like', `${PUBLIC_GROUP_PREFIX}%`)
    .execute();
  const ids = memberships.map((row) => row.group_id.slice(PUBLIC_GROUP_PREFIX.length));
  if (ids.length === 0) return [];
  return database.db
    .selectFrom('access_public_group')
    .select(['id', 'name'])
    .where('org_id', '=', orgId)
    .where('id', 'in', ids)
    .orderBy('name')
    .execute();
}

/** The users a public group holds, as the access graph counts them. */
export async function publicGroupMemberIds(
  database: DatabaseHandle,
  orgId: string,
  groupId: string,
): Promise<string[]> {
  const members = await database.db
    .selectFrom('access_group_member')
    .select('user_id')
    .where('org_id', '=', orgId)
    .where('group_id', '=', `${PUBLIC_GROUP_PREFIX}${groupId}`)
    .execute();
  return members.map((member) => member.user_id);
}

/** The organisation's public groups and queues, by name (approvals name them as approvers). */
export async function publicGroupsOfOrg(
  database: DatabaseHandle,
  orgId: string,
): Promise<Array<{ id: string; name: string }>> {
  return database.db
    .selectFrom('access_public_group')
    .select(['id', 'name'])
    .where('org_id', '=', orgId)
    .orderBy('name')
    .execute();
}

/** The organisation's roles, by name. */
export async function rolesOfOrg(
  database: DatabaseHandle,
  orgId: string,
): Promise<Array<{ id: string; name: string; parentRoleId: string | null }>> {
  const rows = await database.db
    .selectFrom('access_role')
    .select(['id', 'name', 'parent_role_id'])
    .where('org_id', '=', orgId)
    .orderBy('name')
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, parentRoleId: row.parent_role_id }));
}

/** The users below `userId` in the role hierarchy (their team, as the calendar shows it). */
export async function subordinateUserIds(
  database: DatabaseHandle,
  orgId: string,
  userId: string,
): Promise<string[]> {
  const rows = await database.db
    .selectFrom('access_user_reach')
    .select('owner_id')
    .where('org_id', '=', orgId)
    .where('user_id', '=', userId)
    .execute();
  return rows.map((row) => row.owner_id);
}

import { AccessLevel } from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';
import { usersOfOrg } from '../auth/index.js';
import { groupName, parseGroupName } from './group-names.js';

/**
 * The derived tables the record filter reads, rebuilt for one organisation
 * whenever roles, users' roles or public groups change: each user's groups
 * (role, the roles above as roleSub, public groups with nesting resolved,
 * partner account) and each user's reach over the owners below them in the
 * role hierarchy. With 200 users this is a few thousand rows, rebuilt in
 * milliseconds; records are untouched.
 */
interface RoleRow {
  id: string;
  parent_role_id: string | null;
  subordinate_access: string;
}

/** The role and every role above it, nearest first; a cycle stops the walk. */
export function rolesUpward(roleId: string, roles: ReadonlyMap<string, RoleRow>): string[] {
  const chain: string[] = [];
  let current: string | null = roleId;
  while (current && roles.has(current) && !chain.includes(current)) {
    chain.push(current);
    current = roles.get(current)?.parent_role_id ?? null;
  }
  return chain;
}

export async function rebuildAccessGraph(database: DatabaseHandle, orgId: string): Promise<void> {
  const [users, roleRows, groups, groupMembers] = await Promise.all([
    usersOfOrg(database, orgId),
    database.db
      .selectFrom('access_role')
      .select(['id', 'parent_role_id', 'subordinate_access'])
      .where('org_id', '=', orgId)
      .execute(),
    database.db.selectFrom('access_public_group').select('id').where('org_id', '=', orgId).execute(),
    database.db
      .selectFrom('access_public_group_member')
      .innerJoin('access_public_group', 'access_public_group.id', 'access_public_group_member.group_id')
      .select(['access_public_group_member.group_id', 'access_public_group_member.member'])
      .where('access_public_group.org_id', '=', orgId)
      .execute(),
  ]);
  const roles = new Map(roleRows.map((role) => [role.id, role]));

  const membership = new Map<string, Set<string>>();
  for (const user of users) {
    const own = new Set<string>([groupName('user', user.id)]);
    if (user.roleId && roles.has(user.roleId)) {
      own.add(groupName('role', user.roleId));
      // A user is in "role X and subordinates" for their own role and every role above it.
      for (const role of rolesUpward(user.roleId, roles)) own.add(groupName('roleSub', role));
    }
    if (user.isPartner && user.partnerAccountId) own.add(groupName('partner', user.partnerAccountId));
    membership.set(user.id, own);
  }
  // Public groups may contain users, roles, roles with subordinates and other groups: resolve to a fixpoint.
  const definitions = new Map<string, string[]>(groups.map((group) => [group.id, []]));
  for (const member of groupMembers) definitions.get(member.group_id)?.push(member.member);
  let changed = true;
  for (let round = 0; changed && round < 10; round += 1) {
    changed = false;
    for (const [groupId, members] of definitions) {
      const name = groupName('group', groupId);
      for (const groups of membership.values()) {
        if (groups.has(name)) continue;
        if (members.some((member) => groups.has(member) && parseGroupName(member) !== null)) {
          groups.add(name);
          changed = true;
        }
      }
    }
  }

  const reach: Array<{ org_id: string; user_id: string; owner_id: string; level: number }> = [];
  for (const manager of users) {
    if (!manager.roleId || !roles.has(manager.roleId)) continue;
    const level =
      roles.get(manager.roleId)?.subordinate_access === 'read' ? AccessLevel.read : AccessLevel.full;
    for (const owner of users) {
      if (owner.id === manager.id || !owner.roleId || owner.roleId === manager.roleId) continue;
      const above = rolesUpward(owner.roleId, roles);
      if (above.includes(manager.roleId))
        reach.push({ org_id: orgId, user_id: manager.id, owner_id: owner.id, level });
    }
  }

  const memberRows = [...membership].flatMap(([userId, groupsOfUser]) =>
    [...groupsOfUser].map((group) => ({ org_id: orgId, group_id: group, user_id: userId })),
  );
  await database.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('access_group_member').where('org_id', '=', orgId).execute();
    await trx.deleteFrom('access_user_reach').where('org_id', '=', orgId).execute();
    for (let start = 0; start < memberRows.length; start += 500)
      await trx
        .insertInto('access_group_member')
        .values(memberRows.slice(start, start + 500))
        .execute();
    for (let start = 0; start < reach.length; start += 500)
      await trx
        .insertInto('access_user_reach')
        .values(reach.slice(start, start + 500))
        .execute();
  });
}

/** The organisation's role hierarchy: each role's parent role (null at the top). */
export async function roleParents(
  database: DatabaseHandle,
  orgId: string,
): Promise<Map<string, string | null>> {
  const roles = await database.db
    .selectFrom('access_role')
    .select(['id', 'parent_role_id'])
    .where('org_id', '=', orgId)
    .execute();
  return new Map(roles.map((role) => [role.id, role.parent_role_id]));
}

import { managerInHierarchy } from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';
import { activeUsersOfOrg, findUsersByIds, userNames } from '../auth/index.js';

/** The people approvals name: active internal users of the organisation and their managers. */

export interface Person {
  id: string;
  name: string;
}

export async function activeOrgUser(
  database: DatabaseHandle,
  orgId: string,
  userId: string,
): Promise<Person | undefined> {
  const [user] = await activeUsersOfOrg(database, orgId, { ids: [userId], internalOnly: true });
  return user ? { id: user.id, name: user.name } : undefined;
}

/** The user's manager: someone in the nearest role above theirs in the role hierarchy. */
export async function managerOf(
  database: DatabaseHandle,
  orgId: string,
  userId: string,
): Promise<Person | undefined> {
  const user = (await findUsersByIds(database, [userId])).find((found) => found.orgId === orgId);
  if (!user?.roleId) return undefined;
  const roles = await database.db
    .selectFrom('access_role')
    .select(['id', 'parent_role_id'])
    .where('org_id', '=', orgId)
    .execute();
  const people = await activeUsersOfOrg(database, orgId, { internalOnly: true });
  const managerId = managerInHierarchy(
    user.roleId,
    new Map(roles.map((role) => [role.id, role.parent_role_id])),
    (roleId) => people.filter((person) => person.roleId === roleId).map((person) => person.id),
    userId,
  );
  const manager = people.find((person) => person.id === managerId);
  return manager ? { id: manager.id, name: manager.name } : undefined;
}

/** Names of users by id, for the answers. */
export async function namesOf(
  database: DatabaseHandle,
  ids: readonly string[],
): Promise<Map<string, string>> {
  return userNames(database, ids);
}

/** Active internal users other than the caller whose name contains the keyword, by name. */
export async function approverCandidates(
  database: DatabaseHandle,
  user: { orgId: string; userId: string },
  keyword: string,
): Promise<Person[]> {
  const users = await activeUsersOfOrg(database, user.orgId, {
    internalOnly: true,
    exceptId: user.userId,
    nameContains: keyword.trim(),
    limit: 50,
  });
  return users.map(({ id, name }) => ({ id, name }));
}

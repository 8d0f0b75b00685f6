import { managerInHierarchy } from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';
import { publicGroupMemberIds, publicGroupsOfOrg, roleParents, rolesOfOrg } from '../access/index.js';
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
  const roles = await roleParents(database, orgId);
  const people = await activeUsersOfOrg(database, orgId, { internalOnly: true });
  const managerId = managerInHierarchy(
    user.roleId,
    roles,
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
  limit = 50,
): Promise<Person[]> {
  const users = await activeUsersOfOrg(database, user.orgId, {
    internalOnly: true,
    ...(user.userId ? { exceptId: user.userId } : {}),
    nameContains: keyword.trim(),
    limit,
  });
  return users.map(({ id, name }) => ({ id, name }));
}

/** Active internal users in a role (a step whose approver is a role). */
export async function usersInRole(
  database: DatabaseHandle,
  orgId: string,
  roleId: string,
): Promise<Person[]> {
  const people = await activeUsersOfOrg(database, orgId, { internalOnly: true });
  return people.filter((person) => person.roleId === roleId).map(({ id, name }) => ({ id, name }));
}

/** Active internal members of a public group or queue. */
export async function usersInGroup(
  database: DatabaseHandle,
  orgId: string,
  groupId: string,
): Promise<Person[]> {
  const ids = await publicGroupMemberIds(database, orgId, groupId);
  if (ids.length === 0) return [];
  const users = await activeUsersOfOrg(database, orgId, { ids, internalOnly: true });
  return users.map(({ id, name }) => ({ id, name }));
}

export async function roleName(database: DatabaseHandle, orgId: string, roleId: string) {
  return (await rolesOfOrg(database, orgId)).find((role) => role.id === roleId)?.name;
}

export async function groupName(database: DatabaseHandle, orgId: string, groupId: string) {
  return (await publicGroupsOfOrg(database, orgId)).find((group) => group.id === groupId)?.name;
}

export { publicGroupsOfOrg, rolesOfOrg };

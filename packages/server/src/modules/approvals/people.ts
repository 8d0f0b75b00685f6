import { managerInHierarchy } from '@vela/core';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';

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
  return database.db
    .selectFrom('app_user')
    .select(['id', 'name'])
    .where('id', '=', userId)
    .where('org_id', '=', orgId)
    .where('is_active', '=', 1)
    .where('is_partner', '=', 0)
    .executeTakeFirst();
}

/** The user's manager: someone in the nearest role above theirs in the role hierarchy. */
export async function managerOf(
  database: DatabaseHandle,
  orgId: string,
  userId: string,
): Promise<Person | undefined> {
  const user = await database.db
    .selectFrom('app_user')
    .select('role_id')
    .where('id', '=', userId)
    .where('org_id', '=', orgId)
    .executeTakeFirst();
  if (!user?.role_id) return undefined;
  const roles = await database.db
    .selectFrom('access_role')
    .select(['id', 'parent_role_id'])
    .where('org_id', '=', orgId)
    .execute();
  const people = await database.db
    .selectFrom('app_user')
    .select(['id', 'name', 'role_id'])
    .where('org_id', '=', orgId)
    .where('is_active', '=', 1)
    .where('is_partner', '=', 0)
    .where('role_id', 'is not', null)
    .orderBy('name')
    .orderBy('id')
    .execute();
  const managerId = managerInHierarchy(
    user.role_id,
    new Map(roles.map((role) => [role.id, role.parent_role_id])),
    (roleId) => people.filter((person) => person.role_id === roleId).map((person) => person.id),
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
  const wanted = [...new Set(ids.filter(Boolean))];
  if (wanted.length === 0) return new Map();
  const rows = await database.db
    .selectFrom('app_user')
    .select(['id', 'name'])
    .where('id', 'in', wanted)
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Active internal users other than the caller whose name contains the keyword, by name. */
export async function approverCandidates(
  database: DatabaseHandle,
  user: { orgId: string; userId: string },
  keyword: string,
): Promise<Person[]> {
  let query = database.db
    .selectFrom('app_user')
    .select(['id', 'name'])
    .where('org_id', '=', user.orgId)
    .where('is_active', '=', 1)
    .where('is_partner', '=', 0)
    .where('id', '!=', user.userId);
  const wanted = keyword.trim().toLowerCase();
  if (wanted) {
    const escaped = wanted.replace(/[\\%_]/g, (char) => `\\${char}`);
    query = query.where(sql<boolean>`lower(name) like ${`%${escaped}%`} escape '\\'`);
  }
  return query.orderBy('name').orderBy('id').limit(50).execute();
}

import { randomUUID } from 'node:crypto';
import {
  type HomeComponent,
  type HomePage,
  homeComponentSchema,
  homeTargetOf,
  mayAdministerAccess,
  type RolePage,
} from '@vela/core';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/database.js';
import type { HomePageTable } from '../../db/migrations/0107-dashboards.js';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, badRequest, ErrorCode } from '../../http/envelope.js';
import { roleParents } from '../access/index.js';
import { currentMetadata, findObject } from '../metadata/index.js';
import { readReport } from '../reports/index.js';
import { findVisibleDashboard } from './dashboard-store.js';

const storedComponents = z.array(homeComponentSchema);
const componentsOf = (row: HomePageTable): HomeComponent[] =>
  storedComponents.parse(JSON.parse(row.components_json));

function requireAdmin(user: CurrentUser): void {
  if (!mayAdministerAccess(user.profileId))
    throw new AppError(ErrorCode.FORBIDDEN, 'Only a system administrator may assign home pages to roles');
}

/**
 * Each component names something `user` may open: a dashboard or report they can see, an object that exists.
 * A role page is checked as the administrator who sets it; each viewer's tile still runs with their own access.
 */
async function checkComponents(
  database: DatabaseHandle,
  user: CurrentUser,
  components: readonly HomeComponent[],
) {
  const ids = new Set<string>();
  const snapshot = await currentMetadata(database);
  for (const [index, component] of components.entries()) {
    const where = `Component ${index + 1}`;
    if (ids.has(component.id)) throw badRequest(`${where}: the id "${component.id}" is used twice`);
    ids.add(component.id);
    const target = homeTargetOf(component.kind);
    if (target === null) continue;
    if (component.targetId === '') throw badRequest(`${where}: choose the ${target} it shows`);
    try {
      if (target === 'dashboard') await findVisibleDashboard(database, user, component.targetId);
      else if (target === 'report') await readReport(database, user, component.targetId);
      else if (!findObject(snapshot, { objectApi: component.targetId }))
        throw badRequest(`there is no object "${component.targetId}"`);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      throw badRequest(
        `${where}: ${target === 'object' ? error.message : `there is no ${target} "${component.targetId}" you may open`}`,
      );
    }
  }
}

async function findPage(
  database: DatabaseHandle,
  orgId: string,
  kind: 'standard' | 'role' | 'personal',
  ownerId: string | null,
): Promise<HomePageTable | undefined> {
  let query = database.db
    .selectFrom('home_page')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('kind', '=', kind);
  if (kind === 'role') query = query.where('role_id', '=', ownerId);
  if (kind === 'personal') query = query.where('user_id', '=', ownerId);
  return query.executeTakeFirst();
}

async function writePage(
  database: DatabaseHandle,
  orgId: string,
  kind: 'standard' | 'role' | 'personal',
  ownerId: string | null,
  name: string,
  components: readonly HomeComponent[] | null,
  now: Date,
): Promise<void> {
  const existing = await findPage(database, orgId, kind, ownerId);
  if (existing) await database.db.deleteFrom('home_page').where('id', '=', existing.id).execute();
  if (components === null || components.length === 0) return;
  await database.db
    .insertInto('home_page')
    .values({
      id: randomUUID(),
      org_id: orgId,
      kind,
      role_id: kind === 'role' ? ownerId : null,
      user_id: kind === 'personal' ? ownerId : null,
      name,
      components_json: JSON.stringify(components),
      updated_at: now.toISOString(),
    })
    .execute();
}

const asHomePage = (row: HomePageTable | undefined, source: HomePage['source']): HomePage =>
  row
    ? { source, name: row.name, roleId: row.role_id, components: componentsOf(row) }
    : { source: 'none', name: '', roleId: null, components: [] };

/** The page that applies: the user's own, else their role's, else the organisation's standard one. */
export async function homePageOf(database: DatabaseHandle, user: CurrentUser): Promise<HomePage> {
  const personal = await findPage(database, user.orgId, 'personal', user.userId);
  if (personal) return asHomePage(personal, 'personal');
  const role = user.roleId ? await findPage(database, user.orgId, 'role', user.roleId) : undefined;
  if (role) return asHomePage(role, 'role');
  return asHomePage(await findPage(database, user.orgId, 'standard', null), 'standard');
}

export async function rolePages(database: DatabaseHandle, user: CurrentUser): Promise<RolePage[]> {
  requireAdmin(user);
  const rows = await database.db
    .selectFrom('home_page')
    .selectAll()
    .where('org_id', '=', user.orgId)
    .where('kind', 'in', ['standard', 'role'])
    .orderBy('name')
    .execute();
  return rows.map((row) => ({
    roleId: row.role_id,
    name: row.name,
    components: componentsOf(row),
    updatedAt: row.updated_at,
  }));
}

export async function saveRolePage(
  database: DatabaseHandle,
  user: CurrentUser,
  page: { roleId: string | null; name: string; components: HomeComponent[] },
  now: Date,
): Promise<void> {
  requireAdmin(user);
  if (page.roleId !== null && !(await roleParents(database, user.orgId)).has(page.roleId))
    throw badRequest(`Role: there is no role "${page.roleId}" in the organisation`);
  await checkComponents(database, user, page.components);
  const name = page.name.trim() || (page.roleId === null ? 'Standard home page' : 'Role home page');
  await writePage(
    database,
    user.orgId,
    page.roleId === null ? 'standard' : 'role',
    page.roleId,
    name,
    page.components,
    now,
  );
}

export async function savePersonalPage(
  database: DatabaseHandle,
  user: CurrentUser,
  components: HomeComponent[] | null,
  now: Date,
): Promise<void> {
  if (components) await checkComponents(database, user, components);
  await writePage(database, user.orgId, 'personal', user.userId, 'My home page', components, now);
}

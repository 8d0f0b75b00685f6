import { randomUUID } from 'node:crypto';
import {
  type Dashboard,
  type DashboardComponent,
  type DashboardInfo,
  dashboardComponentSchema,
  gridBoxProblem,
  mayAdministerAccess,
  overlappingBoxes,
} from '@vela/core';
import { sql } from 'kysely';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/database.js';
import type { DashboardTable } from '../../db/migrations/0107-dashboards.js';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, badRequest, notFound } from '../../http/envelope.js';
import { findOrgUser, userNames } from '../auth/index.js';
import { escapeLike } from '../list-views/index.js';
import { readReport } from '../reports/index.js';
import {
  accessOf,
  type DashboardViewer,
  loadDashboardViewer,
  requireAccess,
  shareCounts,
  visibleTo,
} from './dashboard-sharing.js';

const storedComponents = z.array(dashboardComponentSchema);

export const componentsOf = (row: DashboardTable): DashboardComponent[] =>
  storedComponents.parse(JSON.parse(row.components_json));

async function describeRows(
  database: DatabaseHandle,
  viewer: DashboardViewer,
  rows: readonly DashboardTable[],
): Promise<Array<DashboardInfo & { components: DashboardComponent[] }>> {
  const people = new Set<string>();
  for (const row of rows) {
    people.add(row.owner_id);
    if (row.running_user_id) people.add(row.running_user_id);
  }
  const names = await userNames(database, [...people]);
  const shared = await shareCounts(
    database,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const components = componentsOf(row);
    // Every row here passed visibleTo, so the viewer reaches it at least to view it.
    const access = accessOf(viewer, row) ?? 'view';
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      folder: row.folder,
      ownerId: row.owner_id,
      ownerName: names.get(row.owner_id) ?? '',
      isPublic: row.is_public === 1,
      runningUserId: row.running_user_id,
      runningUserName: row.running_user_id ? (names.get(row.running_user_id) ?? '') : '',
      access,
      canEdit: access !== 'view',
      shareCount: shared.get(row.id) ?? 0,
      componentCount: components.length,
      updatedAt: row.updated_at,
      components,
    };
  });
}

export async function listDashboards(
  database: DatabaseHandle,
  user: CurrentUser,
  keyword: string,
): Promise<DashboardInfo[]> {
  const viewer = await loadDashboardViewer(database, user);
  const conditions = [visibleTo(viewer)];
  const word = keyword.trim().toLowerCase();
  if (word !== '') {
    const like = `%${escapeLike(word)}%`;
    conditions.push(
      sql<boolean>`(lower(name) like ${like} escape '\\' or lower(folder) like ${like} escape '\\')`,
    );
  }
  const rows =
    await sql<DashboardTable>`select * from dashboard where ${sql.join(conditions, sql` and `)} order by lower(folder), lower(name), id`.execute(
      database.db,
    );
  return (await describeRows(database, viewer, rows.rows)).map(({ components: _, ...info }) => info);
}

/** A dashboard the viewer may open; one they may not is "not found", never described. */
export async function findDashboardFor(
  database: DatabaseHandle,
  viewer: DashboardViewer,
  id: string,
): Promise<DashboardTable> {
  const found =
    await sql<DashboardTable>`select * from dashboard where id = ${id} and ${visibleTo(viewer)}`.execute(
      database.db,
    );
  const row = found.rows[0];
  if (!row) throw notFound(`Dashboard "${id}"`);
  return row;
}

export async function findVisibleDashboard(
  database: DatabaseHandle,
  user: CurrentUser,
  id: string,
): Promise<DashboardTable> {
  return findDashboardFor(database, await loadDashboardViewer(database, user), id);
}

export async function readDashboard(
  database: DatabaseHandle,
  user: CurrentUser,
  id: string,
): Promise<Dashboard> {
  const viewer = await loadDashboardViewer(database, user);
  const [dashboard] = await describeRows(database, viewer, [await findDashboardFor(database, viewer, id)]);
  return dashboard as Dashboard;
}

/** The user a dashboard runs as: the viewer, or its fixed running user while that user is active. */
export async function runningUser(
  database: DatabaseHandle,
  viewer: CurrentUser,
  runningUserId: string | null,
): Promise<CurrentUser> {
  if (!runningUserId || runningUserId === viewer.userId) return viewer;
  const fixed = await findOrgUser(database, viewer.orgId, runningUserId);
  if (!fixed?.isActive)
    throw badRequest(
      'Running user: the user this dashboard runs as is not an active user of the organisation',
    );
  return {
    userId: fixed.id,
    orgId: fixed.orgId,
    email: fixed.email,
    name: fixed.name,
    isPartner: fixed.isPartner,
    partnerAccountId: fixed.partnerAccountId,
    profileId: fixed.profileId,
    roleId: fixed.roleId,
    sessionId: null,
    channelId: null,
    ...(viewer.language ? { language: viewer.language } : {}),
  };
}

/** Boxes on the grid, without overlaps; every refusal names the component. */
export function checkLayout(components: readonly DashboardComponent[]): void {
  const ids = new Set<string>();
  components.forEach((component, index) => {
    const where = `Component ${index + 1}`;
    if (ids.has(component.id)) throw badRequest(`${where}: the id "${component.id}" is used twice`);
    ids.add(component.id);
    const problem = gridBoxProblem(component);
    if (problem) throw badRequest(`${where}: its box ${problem}`);
  });
  const overlap = overlappingBoxes(components);
  if (overlap) throw badRequest(`Component ${overlap[1] + 1}: its box overlaps component ${overlap[0] + 1}`);
}

export interface DashboardDraft {
  id?: string | undefined;
  name: string;
  description: string;
  folder: string;
  isPublic: boolean;
  runningUserId: string | null;
  components: DashboardComponent[];
}

/**
 * Saves a checked draft: a new dashboard is the caller's; a saved one changes with edit access (its owner,
 * an administrator, an edit share), and only its owner or an administrator shares it with the whole
 * organisation. Only an administrator fixes who it runs as (that user's access is lent to every viewer).
 */
export async function writeDashboard(
  database: DatabaseHandle,
  user: CurrentUser,
  draft: DashboardDraft,
  now: Date,
): Promise<string> {
  const name = draft.name.trim();
  if (name === '') throw badRequest('Dashboard name: enter a name');
  if (name.length > 80) throw badRequest('Dashboard name: at most 80 characters');
  const viewer = await loadDashboardViewer(database, user);
  const existing = draft.id ? await findDashboardFor(database, viewer, draft.id) : undefined;
  if (existing) {
    requireAccess(viewer, existing, 'edit', 'change it');
    if (draft.isPublic !== (existing.is_public === 1))
      requireAccess(viewer, existing, 'manage', 'share it with the organisation');
  }
  const { runningUserId } = draft;
  if (runningUserId !== (existing?.running_user_id ?? null) && !mayAdministerAccess(user.profileId))
    throw badRequest('Running user: only an administrator may choose whom a dashboard runs as');
  const runAs = await runningUser(database, user, runningUserId);
  checkLayout(draft.components);
  for (const [index, component] of draft.components.entries()) {
    try {
      await readReport(database, runAs, component.reportId);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      throw badRequest(
        `Component ${index + 1}: there is no report "${component.reportId}" that ${runAs.name} may run`,
      );
    }
  }
  const values = {
    name,
    description: draft.description.trim(),
    folder: draft.folder.trim(),
    is_public: draft.isPublic ? 1 : 0,
    running_user_id: runningUserId,
    components_json: JSON.stringify(draft.components),
    updated_at: now.toISOString(),
  };
  if (existing) {
    await database.db.updateTable('dashboard').set(values).where('id', '=', existing.id).execute();
    return existing.id;
  }
  const id = randomUUID();
  await database.db
    .insertInto('dashboard')
    .values({ id, org_id: user.orgId, owner_id: user.userId, created_at: values.updated_at, ...values })
    .execute();
  return id;
}

/** A drag or resize: only the boxes change, every component keeps its report and kind. */
export async function writeLayout(
  database: DatabaseHandle,
  user: CurrentUser,
  id: string,
  layout: ReadonlyArray<{ id: string; x: number; y: number; w: number; h: number }>,
  now: Date,
): Promise<void> {
  const viewer = await loadDashboardViewer(database, user);
  const row = await findDashboardFor(database, viewer, id);
  requireAccess(viewer, row, 'edit', 'arrange it');
  const boxes = new Map(layout.map((box) => [box.id, box]));
  const components = componentsOf(row).map((component) => {
    const box = boxes.get(component.id);
    boxes.delete(component.id);
    return box ? { ...component, x: box.x, y: box.y, w: box.w, h: box.h } : component;
  });
  const [unknown] = boxes.keys();
  if (unknown !== undefined) throw badRequest(`Layout: the dashboard has no component "${unknown}"`);
  checkLayout(components);
  await database.db
    .updateTable('dashboard')
    .set({ components_json: JSON.stringify(components), updated_at: now.toISOString() })
    .where('id', '=', row.id)
    .execute();
}

export async function removeDashboard(
  database: DatabaseHandle,
  user: CurrentUser,
  id: string,
): Promise<void> {
  const viewer = await loadDashboardViewer(database, user);
  const row = await findDashboardFor(database, viewer, id);
  requireAccess(viewer, row, 'manage', 'delete it');
  await database.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('dashboard_share').where('dashboard_id', '=', row.id).execute();
    await trx.deleteFrom('dashboard').where('id', '=', row.id).execute();
  });
}

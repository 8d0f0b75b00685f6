import { randomUUID } from 'node:crypto';
import {
  folderAccessAtLeast,
  type ReportAction,
  type ReportDefinition,
  type ReportInfo,
  reportDefinitionSchema,
  type SavedReport,
} from '@vela/core';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { ReportTable } from '../../db/migrations/0090-reports.js';
import type { CurrentUser } from '../../http/current-user.js';
import { badRequest, notFound } from '../../http/envelope.js';
import { userNames } from '../auth/index.js';
import { escapeLike } from '../list-views/index.js';
import { currentMetadata, findObject, type ObjectDeleting } from '../metadata/index.js';
import { type ReportPermits, reportPermitsOf } from '../shell/index.js';
import { folderFor, loadViewer, type ReportViewer } from './report-folders.js';

/**
 * Reports a user may run: their own, the organisation's public ones, those in a folder
 * they see, every one for an administrator.
 */
function visibleTo(viewer: ReportViewer) {
  const { user } = viewer;
  if (viewer.isAdministrator) return sql<boolean>`org_id = ${user.orgId}`;
  const folders = [...viewer.folders.keys()];
  const inFolder =
    folders.length > 0 ? sql<boolean>` or folder_id in (${sql.join(folders)})` : sql<boolean>``;
  return sql<boolean>`org_id = ${user.orgId} and (owner_id = ${user.userId} or is_public = 1${inFolder})`;
}

/** Its owner, an administrator, or anyone with edit access to its folder changes a report. */
const mayEdit = (viewer: ReportViewer, row: ReportTable) =>
  row.owner_id === viewer.user.userId ||
  viewer.isAdministrator ||
  (row.folder_id !== null && folderAccessAtLeast(viewer.folders.get(row.folder_id)?.access ?? null, 'edit'));

async function describeRows(
  database: DatabaseHandle,
  viewer: ReportViewer,
  rows: readonly ReportTable[],
  permits: ReportPermits,
) {
  const snapshot = await currentMetadata(database);
  const owners = await userNames(database, [...new Set(rows.map((row) => row.owner_id))]);
  return rows.map(
    (row): ReportInfo => ({
      id: row.id,
      name: row.name,
      description: row.description,
      objectApi: row.object_api,
      objectLabel: findObject(snapshot, { objectApi: row.object_api })?.pluralLabel ?? row.object_api,
      format: reportDefinitionSchema.shape.format.parse(row.format),
      ownerId: row.owner_id,
      ownerName: owners.get(row.owner_id) ?? '',
      isPublic: row.is_public === 1,
      folderId: row.folder_id,
      folderName: row.folder_id ? (viewer.folders.get(row.folder_id)?.row.name ?? '') : '',
      canEdit: mayEdit(viewer, row),
      actions: permits.of(row.id),
      updatedAt: row.updated_at,
    }),
  );
}

export async function listReports(
  database: DatabaseHandle,
  user: CurrentUser,
  question: { keyword: string; folderId?: string | undefined; pageIndex: number; pageSize: number },
): Promise<{ total: number; reports: ReportInfo[]; canCreate: boolean }> {
  const viewer = await loadViewer(database, user);
  const keyword = question.keyword.trim().toLowerCase();
  const conditions = [visibleTo(viewer)];
  if (question.folderId !== undefined) {
    folderFor(viewer, question.folderId, 'view', 'list its reports');
    conditions.push(sql<boolean>`folder_id = ${question.folderId}`);
  }
  if (keyword !== '')
    conditions.push(sql<boolean>`lower(name) like ${`%${escapeLike(keyword)}%`} escape '\\'`);
  const where = sql.join(conditions, sql` and `);
  const counted = await sql<{ n: number | string }>`select count(*) as n from report where ${where}`.execute(
    database.db,
  );
  const rows =
    await sql<ReportTable>`select * from report where ${where} order by updated_at desc, id limit ${question.pageSize} offset ${(question.pageIndex - 1) * question.pageSize}`.execute(
      database.db,
    );
  const permits = await reportPermitsOf(
    database.db,
    user,
    rows.rows.map((row) => row.id),
  );
  return {
    total: Number(counted.rows[0]?.n ?? 0),
    reports: await describeRows(database, viewer, rows.rows, permits),
    canCreate: permits.profile.new,
  };
}

async function findVisible(database: DatabaseHandle, viewer: ReportViewer, id: string): Promise<ReportTable> {
  const found =
    await sql<ReportTable>`select * from report where id = ${id} and ${visibleTo(viewer)}`.execute(
      database.db,
    );
  const row = found.rows[0];
  if (!row) throw notFound(`Report "${id}"`);
  return row;
}

export async function readReport(
  database: DatabaseHandle,
  user: CurrentUser,
  id: string,
): Promise<SavedReport> {
  const viewer = await loadViewer(database, user);
  const row = await findVisible(database, viewer, id);
  const [info] = await describeRows(database, viewer, [row], await reportPermitsOf(database.db, user, [id]));
  return {
    ...(info as ReportInfo),
    definition: reportDefinitionSchema.parse(JSON.parse(row.definition_json)),
  };
}

export interface ReportDraft {
  id?: string | undefined;
  name: string;
  description: string;
  isPublic: boolean;
  folderId?: string | null | undefined;
  definition: ReportDefinition;
}

/** Saves a checked draft: a new report is the caller's; a saved one changes only by its owner or an administrator. */
export async function writeReport(
  database: DatabaseHandle,
  user: CurrentUser,
  draft: ReportDraft,
  now: Date,
): Promise<string> {
  const name = draft.name.trim();
  if (name === '') throw badRequest('Report name: enter a name');
  if (name.length > 80) throw badRequest('Report name: at most 80 characters');
  const viewer = await loadViewer(database, user);
  const folderId = draft.folderId ?? null;
  const values = {
    name,
    description: draft.description.trim(),
    object_api: draft.definition.objectApi,
    format: draft.definition.format,
    definition_json: JSON.stringify(draft.definition),
    is_public: draft.isPublic ? 1 : 0,
    folder_id: folderId,
    updated_at: now.toISOString(),
  };
  if (draft.id) {
    const row = await findVisible(database, viewer, draft.id);
    if (!mayEdit(viewer, row))
      throw badRequest(
        `Report "${row.name}": only its owner, an administrator or an editor of its folder may change it`,
      );
    if (folderId !== null && folderId !== row.folder_id)
      folderFor(viewer, folderId, 'edit', 'save reports in it');
    await database.db.updateTable('report').set(values).where('id', '=', row.id).execute();
    return row.id;
  }
  if (folderId !== null) folderFor(viewer, folderId, 'edit', 'save reports in it');
  const id = randomUUID();
  await database.db
    .insertInto('report')
    .values({ id, org_id: user.orgId, owner_id: user.userId, created_at: values.updated_at, ...values })
    .execute();
  return id;
}

export async function removeReport(database: DatabaseHandle, user: CurrentUser, id: string): Promise<void> {
  const viewer = await loadViewer(database, user);
  const row = await findVisible(database, viewer, id);
  if (!mayEdit(viewer, row))
    throw badRequest(
      `Report "${row.name}": only its owner, an administrator or an editor of its folder may delete it`,
    );
  await database.db.deleteFrom('report').where('id', '=', row.id).execute();
}

/** The stored definition of a report the caller may run. */
/** The user's permits for one report; the profile is asked first, its refusal saying nothing of the report. */
async function permitsFor(database: DatabaseHandle, user: CurrentUser, id: string, action: ReportAction) {
  const permits = await reportPermitsOf(database.db, user, [id]);
  permits.require(action, undefined);
  return permits;
}

/**
 * A saved report's definition, for the user to do `action` with: refused (403, saying why) when their
 * profile does not allow the action, not found when they may not see the report, refused when its own
 * flags do not allow the action.
 */
export async function storedDefinition(
  database: DatabaseHandle,
  user: CurrentUser,
  id: string,
  action: ReportAction,
): Promise<ReportDefinition> {
  const permits = await permitsFor(database, user, id, action);
  const row = await findVisible(database, await loadViewer(database, user), id);
  permits.require(action, id);
  return reportDefinitionSchema.parse(JSON.parse(row.definition_json));
}

/** A saved report with its definition, for the user to do `action` with (see storedDefinition). */
export async function readReportFor(
  database: DatabaseHandle,
  user: CurrentUser,
  id: string,
  action: ReportAction,
): Promise<SavedReport> {
  const permits = await permitsFor(database, user, id, action);
  const report = await readReport(database, user, id);
  permits.require(action, id);
  return report;
}

/** Reports of any organisation built on an object: a custom object is not deleted under them. */
export async function reportsOnObject(deleting: ObjectDeleting): Promise<string[]> {
  const rows = await deleting.database.db
    .selectFrom('report')
    .select('name')
    .where((eb) => eb(eb.fn('lower', ['object_api']), '=', deleting.apiName.toLowerCase()))
    .orderBy('name')
    .execute();
  return rows.map((row) => `report "${row.name}"`);
}

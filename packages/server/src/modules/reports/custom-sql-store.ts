import { randomUUID } from 'node:crypto';
import { type CustomSqlReport, type CustomSqlReportInfo, ErrorCode, mayAdministerAccess } from '@vela/core';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { CustomSqlReportTable } from '../../db/migrations/0145-custom-sql-reports.js';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, badRequest, notFound } from '../../http/envelope.js';
import { userNames } from '../auth/index.js';
import { escapeLike } from '../list-views/index.js';
import { folderFor, loadViewer, type ReportViewer } from './report-folders.js';

/**
 * Saved custom SQL reports. Only administrators write them (a query names any object, so its author
 * must be someone who may decide what the organisation reports on); anyone who reaches one as they
 * reach a report (their own, public, in a folder they see) runs it, always as themselves.
 */
export function mayAuthorCustomSql(user: CurrentUser): boolean {
  return mayAdministerAccess(user.profileId);
}

export function requireAuthor(user: CurrentUser): void {
  if (!mayAuthorCustomSql(user))
    throw new AppError(
      ErrorCode.FORBIDDEN,
      'Custom SQL: only administrators write or change custom SQL reports',
    );
}

function visibleTo(viewer: ReportViewer) {
  const { user } = viewer;
  if (viewer.isAdministrator) return sql<boolean>`org_id = ${user.orgId}`;
  const folders = [...viewer.folders.keys()];
  const inFolder =
    folders.length > 0 ? sql<boolean>` or folder_id in (${sql.join(folders)})` : sql<boolean>``;
  return sql<boolean>`org_id = ${user.orgId} and (owner_id = ${user.userId} or is_public = 1${inFolder})`;
}

async function describe(
  database: DatabaseHandle,
  viewer: ReportViewer,
  rows: readonly CustomSqlReportTable[],
): Promise<CustomSqlReportInfo[]> {
  const owners = await userNames(database, [...new Set(rows.map((row) => row.owner_id))]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    folderId: row.folder_id,
    folderName: row.folder_id ? (viewer.folders.get(row.folder_id)?.row.name ?? '') : '',
    isPublic: row.is_public === 1,
    ownerName: owners.get(row.owner_id) ?? '',
    canEdit: mayAuthorCustomSql(viewer.user),
    updatedAt: row.updated_at,
  }));
}

async function findVisible(database: DatabaseHandle, viewer: ReportViewer, id: string) {
  const found =
    await sql<CustomSqlReportTable>`select * from custom_sql_report where id = ${id} and ${visibleTo(viewer)}`.execute(
      database.db,
    );
  const row = found.rows[0];
  if (!row) throw notFound(`Custom SQL report "${id}"`);
  return row;
}

export async function listCustomSqlReports(database: DatabaseHandle, user: CurrentUser, keyword: string) {
  const viewer = await loadViewer(database, user);
  const conditions = [visibleTo(viewer)];
  const wanted = keyword.trim().toLowerCase();
  if (wanted !== '') conditions.push(sql<boolean>`lower(name) like ${`%${escapeLike(wanted)}%`} escape '\\'`);
  const rows =
    await sql<CustomSqlReportTable>`select * from custom_sql_report where ${sql.join(conditions, sql` and `)} order by updated_at desc, id limit 200`.execute(
      database.db,
    );
  return { reports: await describe(database, viewer, rows.rows), canAuthor: mayAuthorCustomSql(user) };
}

export async function readCustomSqlReport(
  database: DatabaseHandle,
  user: CurrentUser,
  id: string,
): Promise<CustomSqlReport> {
  const viewer = await loadViewer(database, user);
  const row = await findVisible(database, viewer, id);
  const [info] = await describe(database, viewer, [row]);
  return { ...(info as CustomSqlReportInfo), sql: row.sql_text };
}

export interface CustomSqlDraft {
  id?: string | undefined;
  name: string;
  description: string;
  sql: string;
  isPublic: boolean;
  folderId: string | null;
}

/** Saves a draft whose query the caller has checked (the route runs it first): administrators only. */
export async function writeCustomSqlReport(
  database: DatabaseHandle,
  user: CurrentUser,
  draft: CustomSqlDraft,
  now: Date,
): Promise<string> {
  requireAuthor(user);
  const name = draft.name.trim();
  if (name === '') throw badRequest('Report name: enter a name');
  if (name.length > 80) throw badRequest('Report name: at most 80 characters');
  const viewer = await loadViewer(database, user);
  if (draft.folderId !== null) folderFor(viewer, draft.folderId, 'edit', 'save reports in it');
  const values = {
    name,
    description: draft.description.trim(),
    sql_text: draft.sql,
    is_public: draft.isPublic ? 1 : 0,
    folder_id: draft.folderId,
    updated_at: now.toISOString(),
  };
  if (draft.id) {
    const row = await findVisible(database, viewer, draft.id);
    await database.db.updateTable('custom_sql_report').set(values).where('id', '=', row.id).execute();
    return row.id;
  }
  const id = randomUUID();
  await database.db
    .insertInto('custom_sql_report')
    .values({ id, org_id: user.orgId, owner_id: user.userId, created_at: values.updated_at, ...values })
    .execute();
  return id;
}

export async function removeCustomSqlReport(database: DatabaseHandle, user: CurrentUser, id: string) {
  requireAuthor(user);
  const row = await findVisible(database, await loadViewer(database, user), id);
  await database.db.deleteFrom('custom_sql_report').where('id', '=', row.id).execute();
}

/** The query of a saved report the caller may reach (not found otherwise). */
export async function storedCustomSql(database: DatabaseHandle, user: CurrentUser, id: string) {
  const row = await findVisible(database, await loadViewer(database, user), id);
  return { name: row.name, sql: row.sql_text };
}

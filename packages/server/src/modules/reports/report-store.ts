import { randomUUID } from 'node:crypto';
import {
  mayAdministerAccess,
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
import { currentMetadata, findObject } from '../metadata/index.js';

/** Reports a user may run: their own, the organisation's public ones, every one for an administrator. */
function visibleTo(user: CurrentUser) {
  if (mayAdministerAccess(user.profileId)) return sql<boolean>`org_id = ${user.orgId}`;
  return sql<boolean>`org_id = ${user.orgId} and (owner_id = ${user.userId} or is_public = 1)`;
}

const mayEdit = (user: CurrentUser, row: ReportTable) =>
  row.owner_id === user.userId || mayAdministerAccess(user.profileId);

async function describeRows(database: DatabaseHandle, user: CurrentUser, rows: readonly ReportTable[]) {
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
      canEdit: mayEdit(user, row),
      updatedAt: row.updated_at,
    }),
  );
}

export async function listReports(
  database: DatabaseHandle,
  user: CurrentUser,
  question: { keyword: string; pageIndex: number; pageSize: number },
): Promise<{ total: number; reports: ReportInfo[] }> {
  const keyword = question.keyword.trim().toLowerCase();
  const conditions = [visibleTo(user)];
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
  return { total: Number(counted.rows[0]?.n ?? 0), reports: await describeRows(database, user, rows.rows) };
}

async function findVisible(database: DatabaseHandle, user: CurrentUser, id: string): Promise<ReportTable> {
  const found = await sql<ReportTable>`select * from report where id = ${id} and ${visibleTo(user)}`.execute(
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
  const row = await findVisible(database, user, id);
  const [info] = await describeRows(database, user, [row]);
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
  const values = {
    name,
    description: draft.description.trim(),
    object_api: draft.definition.objectApi,
    format: draft.definition.format,
    definition_json: JSON.stringify(draft.definition),
    is_public: draft.isPublic ? 1 : 0,
    updated_at: now.toISOString(),
  };
  if (draft.id) {
    const row = await findVisible(database, user, draft.id);
    if (!mayEdit(user, row))
      throw badRequest(`Report "${row.name}": only its owner or an administrator may change it`);
    await database.db.updateTable('report').set(values).where('id', '=', row.id).execute();
    return row.id;
  }
  const id = randomUUID();
  await database.db
    .insertInto('report')
    .values({ id, org_id: user.orgId, owner_id: user.userId, created_at: values.updated_at, ...values })
    .execute();
  return id;
}

export async function removeReport(database: DatabaseHandle, user: CurrentUser, id: string): Promise<void> {
  const row = await findVisible(database, user, id);
  if (!mayEdit(user, row))
    throw badRequest(`Report "${row.name}": only its owner or an administrator may delete it`);
  await database.db.deleteFrom('report').where('id', '=', row.id).execute();
}

/** The stored definition of a report the caller may run. */
export async function storedDefinition(
  database: DatabaseHandle,
  user: CurrentUser,
  id: string,
): Promise<ReportDefinition> {
  const row = await findVisible(database, user, id);
  return reportDefinitionSchema.parse(JSON.parse(row.definition_json));
}

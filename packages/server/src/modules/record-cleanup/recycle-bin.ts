import {
  daysLeftInRecycleBin,
  RECYCLE_BIN_RETENTION_DAYS,
  type RecycleBinEntry,
  recycleBinPurgeCutoff,
} from '@vela/core';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, ErrorCode } from '../../http/envelope.js';
import { userNames } from '../auth/index.js';
import { currentMetadata, type ObjectModel, resolveObject } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import {
  canAccessRecord,
  findRow,
  inTransaction,
  prepareRecordAccess,
  recordAccessFilter,
  recordAccessLevel,
  recordPermissionsAtLevel,
  recordsDb,
  restoreRecord,
  transactionHandle,
} from '../records/index.js';
import { deleteRowsForGood } from './purge-rows.js';

/**
 * The recycle bin (S1-R-128): the deleted records the caller may read, across
 * objects, newest deletion first; restore and delete for good need what
 * deleting needed (full access and the delete permission). A background job
 * deletes for good what has been in the bin longer than 15 days.
 */
export interface RecycleBinQuery {
  objectApi?: string | undefined;
  keyword?: string | undefined;
  page: number;
  pageSize: number;
}

function keywordPattern(keyword: string): string {
  return `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listRecycleBin(context: ModuleContext, user: CurrentUser, query: RecycleBinQuery) {
  const snapshot = await currentMetadata(context.database);
  const objects = query.objectApi
    ? [resolveObject(snapshot, { objectApi: query.objectApi })]
    : snapshot.objects;
  const keyword = query.keyword?.trim() ?? '';
  const reach = query.page * query.pageSize;
  const found: Array<{ object: ObjectModel; row: Record<string, unknown> }> = [];
  let total = 0;
  const counts: Array<{ objectApi: string; label: string; count: number }> = [];
  for (const object of objects) {
    await prepareRecordAccess(context.database, object);
    let base = recordsDb(context.database)
      .selectFrom(object.tableName)
      .where('is_deleted', '=', 1)
      .where(recordAccessFilter(user, object, 'read'));
    if (keyword) base = base.where(sql<boolean>`lower(name) like ${keywordPattern(keyword)} escape '\\'`);
    const counted = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    const count = Number(counted?.n ?? 0);
    if (count === 0) continue;
    total += count;
    counts.push({ objectApi: object.apiName, label: object.pluralLabel, count });
    const rows = await base
      .select(['id', 'name', 'deleted_at', 'deleted_by', recordAccessLevel(user, object).as('level')])
      .orderBy('deleted_at', 'desc')
      .orderBy('id', 'desc')
      .limit(reach)
      .execute();
    for (const row of rows) found.push({ object, row });
  }
  found.sort(
    (a, b) =>
      String(b.row.deleted_at ?? '').localeCompare(String(a.row.deleted_at ?? '')) ||
      String(b.row.id).localeCompare(String(a.row.id)),
  );
  const page = found.slice((query.page - 1) * query.pageSize, reach);
  const userIds = [...new Set(page.map(({ row }) => row.deleted_by).filter((id) => typeof id === 'string'))];
  const names = await userNames(context.database, userIds as string[]);
  const now = context.now();
  const entries: RecycleBinEntry[] = [];
  for (const { object, row } of page) {
    const rights = await recordPermissionsAtLevel(context.database, user, object, Number(row.level ?? 0));
    const deletedAt = typeof row.deleted_at === 'string' ? row.deleted_at : null;
    const deletedById = typeof row.deleted_by === 'string' ? row.deleted_by : null;
    entries.push({
      id: String(row.id),
      name: String(row.name ?? ''),
      objectApi: object.apiName,
      objId: object.id,
      objectLabel: object.label,
      deletedAt,
      deletedById,
      deletedByName: deletedById ? (names.get(deletedById) ?? '') : '',
      daysLeft: deletedAt ? daysLeftInRecycleBin(deletedAt, now) : RECYCLE_BIN_RETENTION_DAYS,
      canRestore: rights.isDelete,
    });
  }
  return {
    total,
    page: query.page,
    pageSize: query.pageSize,
    retentionDays: RECYCLE_BIN_RETENTION_DAYS,
    objects: counts,
    entries,
  };
}

export interface BinOutcome {
  done: string[];
  failed: Array<{ id: string; message: string }>;
}

function failureOf(id: string, error: unknown): { id: string; message: string } {
  if (error instanceof AppError) return { id, message: error.message };
  throw error;
}

export async function restoreRecords(
  context: ModuleContext,
  user: CurrentUser,
  ids: readonly string[],
): Promise<BinOutcome> {
  const outcome: BinOutcome = { done: [], failed: [] };
  for (const id of new Set(ids)) {
    try {
      await restoreRecord(context, user, id);
      outcome.done.push(id);
    } catch (error) {
      outcome.failed.push(failureOf(id, error));
    }
  }
  return outcome;
}

/** Deletes records in the bin for good, each one the caller may delete; the others are named as failed. */
export async function deleteRecordsForGood(
  context: ModuleContext,
  user: CurrentUser,
  ids: readonly string[],
): Promise<BinOutcome> {
  const snapshot = await currentMetadata(context.database);
  const outcome: BinOutcome = { done: [], failed: [] };
  for (const id of new Set(ids)) {
    try {
      const object = resolveObject(snapshot, { recordId: id });
      const row = await findRow(context.database, object, id, { includeDeleted: true });
      if (row?.is_deleted !== 1 || !(await canAccessRecord(context.database, user, object, row, 'full')))
        throw new AppError(ErrorCode.NOT_FOUND, `${object.label} ${id} is not in the recycle bin`);
      await inTransaction(context.database.db, (trx) =>
        deleteRowsForGood(transactionHandle(context.database, trx), snapshot, object, [id]),
      );
      outcome.done.push(id);
    } catch (error) {
      outcome.failed.push(failureOf(id, error));
    }
  }
  return outcome;
}

const PURGE_BATCH = 500;

/**
 * The bin's background job: deletes for good every record deleted more than
 * RECYCLE_BIN_RETENTION_DAYS ago, a batch per transaction. Idempotent, so a
 * rerun after a crash does no harm. Answers how many went. A shutdown
 * (`signal`) stops it between batches.
 */
export async function purgeExpiredRecycleBin(
  database: DatabaseHandle,
  now: Date,
  signal?: AbortSignal,
): Promise<number> {
  const snapshot = await currentMetadata(database);
  const cutoff = recycleBinPurgeCutoff(now).toISOString();
  let purged = 0;
  for (const object of snapshot.objects) {
    for (;;) {
      signal?.throwIfAborted();
      const rows = await recordsDb(database)
        .selectFrom(object.tableName)
        .select('id')
        .where('is_deleted', '=', 1)
        .where('deleted_at', '<', cutoff)
        .limit(PURGE_BATCH)
        .execute();
      if (rows.length === 0) break;
      await inTransaction(database.db, (trx) =>
        deleteRowsForGood(
          transactionHandle(database, trx),
          snapshot,
          object,
          rows.map((row) => String(row.id)),
        ),
      );
      purged += rows.length;
      if (rows.length < PURGE_BATCH) break;
    }
  }
  return purged;
}

export const RECYCLE_BIN_PURGE_JOB = 'records.purgeRecycleBin';
export const RECYCLE_BIN_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The purge runs as a recurring job of the job runner, every hour and soon
 * after a start: one queued at a time whatever the number of server
 * processes, and a failure is logged and retried like any job's.
 */
export function registerRecycleBinPurge(context: ModuleContext): void {
  context.jobs.registerJobHandler(RECYCLE_BIN_PURGE_JOB, async (job) => {
    const purged = await purgeExpiredRecycleBin(context.database, context.now(), job.signal);
    await job.progress({ done: purged, total: purged, message: `${purged} records deleted for good` });
  });
  context.jobs.registerRecurringJob({
    type: RECYCLE_BIN_PURGE_JOB,
    everyMs: RECYCLE_BIN_PURGE_INTERVAL_MS,
    firstRunAfterMs: 10_000,
  });
}

import {
  IMPORT_ROLLBACK_DAYS,
  type ImportStatus,
  type ImportSummary,
  importReasonText,
  importRollbackOpen,
} from '@vela/core';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, badRequest, ErrorCode } from '../../http/envelope.js';
import { objectPermissionsFor, recordAuditEvent } from '../access/index.js';
import { currentMetadata, type ObjectModel, resolveObject } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import {
  deleteRefusalsOf,
  recordsDb,
  type SaveResult,
  saveRecordsBatch,
  softDeleteRow,
  transactionHandle,
} from '../records/index.js';
import { writeInBatchOrOneByOne } from './batch-or-one-by-one.js';
import { type DatabaseFailure, databaseFailure } from './database-failure.js';
import { databaseRefusal, refusalReason } from './import-job.js';
import { tellImportFinished } from './import-notice.js';
import {
  clearPhase,
  type ImportRun,
  importState,
  moveImportStatus,
  readImportById,
  readImportRun,
  runUser,
  storedFailure,
  updateImportRun,
} from './import-store.js';

/** Records put back in one transaction. */
export const ROLLBACK_BATCH_RECORDS = 200;
/** Records a refusal names; it counts the rest. */
const NAMED_CHANGES = 3;
/** Ids per IN (…) list when checking versions: well under every database's parameter limit. */
const CHECK_CHUNK = 500;

/** One record an import wrote, as a rollback puts it back: deleted if the import created it, else its fields restored. */
export interface RollbackPlan {
  recordId: string;
  /** The first file row that wrote it: the rollback's outcome is stored under it. */
  row: number;
  created: boolean;
  /** The values before the import's first write of each field it set. */
  before: Record<string, unknown>;
  /** The record's version after the import's last write of it. */
  afterModified: string;
}

/** Per record, in file order: a record written by several rows is put back once, to what it was before the first. */
export async function rollbackPlans(database: DatabaseHandle, importId: string): Promise<RollbackPlan[]> {
  const rows = await database.db
    .selectFrom('import_row')
    .select(['row_number', 'outcome', 'record_id', 'before_json', 'after_modified'])
    .where('import_id', '=', importId)
    .where('phase', '=', 'run')
    .where('outcome', 'in', ['created', 'updated'])
    .orderBy('row_number')
    .execute();
  const plans = new Map<string, RollbackPlan>();
  for (const row of rows) {
    const before = row.before_json ? (JSON.parse(row.before_json) as Record<string, unknown>) : {};
    const plan = plans.get(row.record_id);
    if (!plan) {
      plans.set(row.record_id, {
        recordId: row.record_id,
        row: Number(row.row_number),
        created: row.outcome === 'created',
        before,
        afterModified: row.after_modified,
      });
      continue;
    }
    for (const [field, value] of Object.entries(before))
      if (!(field in plan.before)) plan.before[field] = value;
    plan.afterModified = row.after_modified;
  }
  return [...plans.values()];
}

/** The planned records that changed (or went) since the import wrote them, with their names. */
async function changedSince(
  database: DatabaseHandle,
  object: ObjectModel,
  plans: readonly RollbackPlan[],
): Promise<Array<{ id: string; name: string }>> {
  const changed: Array<{ id: string; name: string }> = [];
  for (let start = 0; start < plans.length; start += CHECK_CHUNK) {
    const chunk = plans.slice(start, start + CHECK_CHUNK);
    const rows = await recordsDb(database)
      .selectFrom(object.tableName)
      .select(['id', 'name', 'lastmodifydate', 'is_deleted'])
      .where(
        'id',
        'in',
        chunk.map((plan) => plan.recordId),
      )
      .execute();
    const found = new Map(rows.map((row) => [String(row.id), row]));
    for (const plan of chunk) {
      const row = found.get(plan.recordId);
      if (!row || Number(row.is_deleted) === 1 || String(row.lastmodifydate ?? '') !== plan.afterModified)
        changed.push({ id: plan.recordId, name: String(row?.name ?? plan.recordId) });
    }
  }
  return changed;
}

function refusedAsChanged(object: ObjectModel, changed: ReadonlyArray<{ name: string }>): AppError {
  const named = changed
    .slice(0, NAMED_CHANGES)
    .map((record) => `"${record.name}"`)
    .join(', ');
  const more = changed.length > NAMED_CHANGES ? ` and ${changed.length - NAMED_CHANGES} more` : '';
  return new AppError(
    ErrorCode.TOAST_MESSAGE,
    `The import cannot be rolled back: ${changed.length} of its ${object.pluralLabel || object.label} records changed or were deleted since it ran (${named}${more}); rolling back would overwrite those changes`,
  );
}

/**
 * /importFile/rollback: checked here, before anything is touched (the window, the rights, and that no
 * record changed since), then done by the import's job type in batches, with progress; the run keeps who
 * rolled it back and when, and a row per record put back (the audit).
 */
export async function startRollback(
  context: ModuleContext,
  user: CurrentUser,
  importId: string,
  summaryOf: (run: ImportRun) => Promise<ImportSummary>,
): Promise<ImportSummary> {
  const run = await readImportRun(context.database, user, importId);
  const status = run.status as ImportStatus;
  if (!importRollbackOpen(status, run.finished_at, context.now())) {
    throw badRequest(
      status === 'rollingBack' || status === 'rolledBack'
        ? 'The import is already rolled back'
        : status === 'done' || status === 'cancelled' || status === 'rollbackFailed'
          ? `The import finished more than ${IMPORT_ROLLBACK_DAYS} days ago: it can no longer be rolled back`
          : `The import is ${status}: only a finished import can be rolled back`,
    );
  }
  const object = resolveObject(await currentMetadata(context.database), { objectApi: run.object_api });
  const retry = status === 'rollbackFailed';
  // A retry keeps what the failed rollback put back and tries again what it did not.
  const putBackAlready = retry ? await recordsPutBack(context.database, run.id) : new Set<number>();
  const plans = (await rollbackPlans(context.database, run.id)).filter(
    (plan) => !putBackAlready.has(plan.row),
  );
  if (plans.length === 0)
    throw badRequest('The import created and changed no record: there is nothing to roll back');
  const rights = await objectPermissionsFor(context.database, user, object.id);
  const needsDelete = plans.some((plan) => plan.created);
  const needsEdit = plans.some((plan) => !plan.created);
  if ((needsDelete && !rights.delete) || (needsEdit && !rights.edit)) {
    throw new AppError(
      ErrorCode.FORBIDDEN,
      `You may not ${needsDelete ? 'delete' : 'edit'} ${object.pluralLabel || object.label} records, so you may not roll this import back`,
    );
  }
  const changed = await changedSince(context.database, object, plans);
  if (changed.length > 0) throw refusedAsChanged(object, changed);
  if (
    !(await moveImportStatus(
      context.database,
      run.id,
      status,
      { status: 'rollingBack', error: '' },
      context.now(),
    ))
  )
    throw badRequest('The import changed meanwhile; look at it again');
  if (retry) await clearFailedRollbackRows(context.database, run.id);
  else await clearPhase(context.database, run.id, 'rollback');
  await recordAuditEvent(context.database, {
    orgId: user.orgId,
    at: context.now(),
    actorId: user.userId,
    kind: 'import-rollback',
    target: run.file_name,
    detail: {
      importId: run.id,
      objectApi: object.apiName,
      deleting: plans.filter((plan) => plan.created).length,
      restoring: plans.filter((plan) => !plan.created).length,
      ...(retry ? { retry: true, alreadyPutBack: putBackAlready.size } : {}),
    },
  });
  await updateImportRun(
    context.database,
    run.id,
    { job_id: null, rolled_back_by: user.userId, rolled_back_at: context.now().toISOString() },
    context.now(),
  );
  const jobId = await context.jobs.enqueueJob(
    'imports.run',
    { importId: run.id, phase: 'rollback' },
    { orgId: user.orgId, createdBy: user.userId },
  );
  await context.database.db
    .updateTable('import_run')
    .set({ job_id: jobId })
    .where('id', '=', run.id)
    .where('job_id', 'is', null)
    .execute();
  return summaryOf(await readImportRun(context.database, user, run.id));
}

interface RollbackOutcome {
  row: number;
  outcome: 'deleted' | 'restored' | 'failed';
  reason: string;
  recordId: string;
  /** A database failure's reason, read in each reader's language (as an import row's). */
  reasonCode?: string;
  reasonParams?: Record<string, string | number>;
}

/** A record the database would not let the rollback put back: why, in words a person can act on. */
function notPutBack(plan: RollbackPlan, error: unknown): RollbackOutcome {
  const { reason, reasonCode, reasonParams } = databaseRefusal(error);
  return { row: plan.row, outcome: 'failed', reason, recordId: plan.recordId, reasonCode, reasonParams };
}

/** The rows (first file row of each record) a rollback has put back: deleted or restored. */
async function recordsPutBack(database: DatabaseHandle, importId: string): Promise<Set<number>> {
  const rows = await database.db
    .selectFrom('import_row')
    .select('row_number')
    .where('import_id', '=', importId)
    .where('phase', '=', 'rollback')
    .where('outcome', 'in', ['deleted', 'restored'])
    .execute();
  return new Set(rows.map((row) => Number(row.row_number)));
}

async function clearFailedRollbackRows(database: DatabaseHandle, importId: string): Promise<void> {
  await database.db
    .deleteFrom('import_row')
    .where('import_id', '=', importId)
    .where('phase', '=', 'rollback')
    .where('outcome', '=', 'failed')
    .execute();
}

/**
 * The rollback job. An error is retried by the job runner; on the last attempt the import is not left
 * "rolling back": it becomes rollbackFailed with the reason, the person is told what was and was not put
 * back, and the audit log says so. What was put back stays put back; a retry goes on with the rest.
 */
export async function runRollback(
  context: ModuleContext,
  importId: string,
  signal: AbortSignal,
  progress: (done: number, total: number) => Promise<void>,
  job: { id: number | null; lastAttempt: boolean },
): Promise<void> {
  try {
    await rollBackInBatches(context, importId, signal, progress, job.id);
  } catch (error) {
    if (!signal.aborted && job.lastAttempt) await giveUp(context, importId, databaseFailure(error));
    throw error;
  }
}

/** The rollback gave up: said on the import, to the person, and in the audit log. */
async function giveUp(context: ModuleContext, importId: string, failure: DatabaseFailure): Promise<void> {
  const run = await readImportById(context.database, importId);
  if (!run) return;
  const now = context.now();
  if (
    !(await moveImportStatus(
      context.database,
      run.id,
      'rollingBack',
      { status: 'rollbackFailed', error: storedFailure(failure) },
      now,
    ))
  )
    return;
  const total = (await rollbackPlans(context.database, run.id)).length;
  const done = (await recordsPutBack(context.database, run.id)).size;
  await recordAuditEvent(context.database, {
    orgId: run.org_id,
    at: now,
    actorId: run.rolled_back_by || run.user_id,
    kind: 'import-rollback-failed',
    target: run.file_name,
    detail: {
      importId: run.id,
      objectApi: run.object_api,
      reason: importReasonText('en', failure.code, {}),
      error: failure.detail,
      putBack: done,
      notPutBack: total - done,
    },
  });
  const reason = importReasonText(runUser(run).language ?? 'en', failure.code, {});
  await tellImportFinished(context, run, { rollbackFailed: { reason, done, left: total - done } });
}

/** Batch by batch, resumed after the last stored record; a record changed meanwhile is left and named. */
async function rollBackInBatches(
  context: ModuleContext,
  importId: string,
  signal: AbortSignal,
  progress: (done: number, total: number) => Promise<void>,
  jobId: number | null,
): Promise<void> {
  const run = await readImportById(context.database, importId);
  if (!run) return;
  const object = resolveObject(await currentMetadata(context.database), { objectApi: run.object_api });
  const plans = await rollbackPlans(context.database, run.id);
  const stored = await context.database.db
    .selectFrom('import_row')
    .select('row_number')
    .where('import_id', '=', run.id)
    .where('phase', '=', 'rollback')
    .execute();
  const doneRows = new Set(stored.map((row) => Number(row.row_number)));
  const left = plans.filter((plan) => !doneRows.has(plan.row));
  let done = plans.length - left.length;
  await progress(done, plans.length);
  for (let start = 0; start < left.length; start += ROLLBACK_BATCH_RECORDS) {
    signal.throwIfAborted();
    const now = await importState(context.database, run.id);
    if (now?.status !== 'rollingBack' || (jobId !== null && now.job_id !== null && now.job_id !== jobId))
      return;
    const batch = left.slice(start, start + ROLLBACK_BATCH_RECORDS);
    await writeInBatchOrOneByOne(
      context.database.db,
      batch,
      async (trx, plans, alone) =>
        storeRollback(trx, run.id, await putBack(context, trx, run, object, plans, alone)),
      (trx, plan, error) => storeRollback(trx, run.id, [notPutBack(plan, error)]),
    );
    done += batch.length;
    await progress(done, plans.length);
    // As the import job: let requests (the page's progress) be served between batches on SQLite.
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (
    await moveImportStatus(context.database, run.id, 'rollingBack', { status: 'rolledBack' }, context.now())
  )
    await tellImportFinished(context, run, 'rolledBack');
}

async function putBack(
  context: ModuleContext,
  trx: Kysely<Database>,
  run: ImportRun,
  object: ObjectModel,
  plans: readonly RollbackPlan[],
  tolerant: boolean,
): Promise<RollbackOutcome[]> {
  const database = transactionHandle(context.database, trx);
  const user = runUser(run);
  const now = context.now();
  const outcomes: RollbackOutcome[] = [];
  const restores: RollbackPlan[] = [];
  const failed = (plan: RollbackPlan, reason: string) =>
    outcomes.push({ row: plan.row, outcome: 'failed', reason, recordId: plan.recordId });
  for (const plan of plans) {
    if (plan.created) {
      const row = await recordsDb(database)
        .selectFrom(object.tableName)
        .selectAll()
        .where('id', '=', plan.recordId)
        .where('is_deleted', '=', 0)
        .executeTakeFirst();
      if (!row || String(row.lastmodifydate ?? '') !== plan.afterModified) {
        failed(plan, 'The record changed or was deleted since the import: it was left as it is');
        continue;
      }
      const refusal = (await deleteRefusalsOf(database, object, [row])).get(plan.recordId);
      if (refusal) {
        failed(plan, refusal.message);
        continue;
      }
      await softDeleteRow(database, object, row, user, now);
      outcomes.push({ row: plan.row, outcome: 'deleted', reason: '', recordId: plan.recordId });
      continue;
    }
    restores.push(plan);
  }
  if (restores.length === 0) return outcomes;
  // The fields the import set get their previous values back through the batch save, as the import
  // wrote them: every rule of a save applies; the version the import left is named, so a record changed
  // since is refused as stale, not overwritten.
  let results: SaveResult[];
  try {
    results = await saveRecordsBatch({ ...context, database }, user, {
      objectApi: object.apiName,
      records: restores.map((plan) => ({
        ...plan.before,
        id: plan.recordId,
        lastmodifydate: plan.afterModified,
      })),
      skipDuplicateWarning: true,
    });
  } catch (error) {
    if (!tolerant) throw error;
    for (const plan of restores) outcomes.push(notPutBack(plan, error));
    return outcomes;
  }
  restores.forEach((plan, index) => {
    const result = results[index];
    if (result?.isSaveSuccess)
      outcomes.push({ row: plan.row, outcome: 'restored', reason: '', recordId: plan.recordId });
    else failed(plan, refusalReason(object, result));
  });
  return outcomes;
}

async function storeRollback(
  trx: Kysely<Database>,
  importId: string,
  outcomes: readonly RollbackOutcome[],
): Promise<void> {
  if (outcomes.length === 0) return;
  await trx
    .insertInto('import_row')
    .values(
      outcomes.map((outcome) => ({
        import_id: importId,
        phase: 'rollback',
        row_number: outcome.row,
        outcome: outcome.outcome,
        reason: outcome.reason,
        record_id: outcome.recordId,
        reason_code: outcome.reasonCode ?? '',
        reason_params: outcome.reasonParams ? JSON.stringify(outcome.reasonParams) : '',
      })),
    )
    .execute();
}

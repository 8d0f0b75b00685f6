import type { JobStatus, JobView } from '@vela/core';
import { type Selectable, sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { JobTable } from '../../db/migrations/0080-jobs.js';
import type { EnqueueOptions, ProgressUpdate } from './job-types.js';

/** The job table's statements; the runner decides when each is used. */

export type JobRow = Selectable<JobTable>;

export const DEFAULT_MAX_ATTEMPTS = 5;
const ERROR_LENGTH = 2_000;

const iso = (date: Date) => date.toISOString();
const later = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString();

export async function insertJob(
  database: DatabaseHandle,
  type: string,
  payload: unknown,
  options: EnqueueOptions & { maxAttempts: number },
  now: Date,
): Promise<number | null> {
  const inserted = await database.db
    .insertInto('job')
    .values({
      type,
      payload_json: JSON.stringify(payload ?? {}),
      org_id: options.orgId ?? '',
      created_by: options.createdBy ?? '',
      status: 'queued',
      attempts: 0,
      max_attempts: options.maxAttempts,
      run_after: iso(options.runAfter ?? now),
      lease_owner: '',
      lease_expires_at: null,
      progress_done: 0,
      progress_total: null,
      progress_message: '',
      checkpoint: '',
      last_error: '',
      unique_key: options.uniqueKey ?? null,
      created_at: iso(now),
      updated_at: iso(now),
      started_at: null,
      finished_at: null,
    })
    // Only the unique key of a queued or running job can conflict: the second enqueue is a no-op.
    .onConflict((conflict) => conflict.doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted ? Number(inserted.id) : null;
}

/**
 * Running jobs whose lease ran out: their worker died or hung. Each goes back
 * to the queue, or fails for good when it has had all its attempts (a job
 * that kills its process must not loop for ever). Answers the jobs touched.
 */
export async function recoverExpiredLeases(
  database: DatabaseHandle,
  now: Date,
): Promise<Array<Pick<JobRow, 'id' | 'type' | 'status' | 'attempts' | 'max_attempts' | 'unique_key'>>> {
  const at = iso(now);
  const message = `the worker running it stopped answering (its lease expired by ${at})`;
  return database.db
    .updateTable('job')
    .set({
      status: sql<string>`case when attempts >= max_attempts then 'failed' else 'queued' end`,
      finished_at: sql<string | null>`case when attempts >= max_attempts then ${at} else null end`,
      last_error: message,
      lease_owner: '',
      lease_expires_at: null,
      run_after: at,
      updated_at: at,
    })
    .where('status', '=', 'running')
    .where('lease_expires_at', '<', at)
    .returning(['id', 'type', 'status', 'attempts', 'max_attempts', 'unique_key'])
    .execute();
}

/** A claimed job's columns: running, one attempt more, leased to the worker. */
function claimedValues(leaseOwner: string, leaseMs: number, now: Date) {
  const at = iso(now);
  return {
    status: 'running',
    attempts: sql<number>`attempts + 1`,
    lease_owner: leaseOwner,
    lease_expires_at: later(now, leaseMs),
    started_at: sql<string>`coalesce(started_at, ${at})`,
    updated_at: at,
  };
}

/**
 * Takes the oldest due job of a type this worker handles, in one statement:
 * on PostgreSQL the candidate row is locked with SKIP LOCKED, so concurrent
 * workers each get another job and none waits; SQLite has one writer at a
 * time. One statement is atomic on its own, so no transaction is opened
 * around it (that was a BEGIN and a COMMIT more per job: the drain of 10,000
 * flow runs claims 10,000 times).
 */
export async function claimNextJob(
  database: DatabaseHandle,
  types: readonly string[],
  leaseOwner: string,
  leaseMs: number,
  now: Date,
): Promise<JobRow | undefined> {
  if (types.length === 0) return undefined;
  const at = iso(now);
  const db = database.db;
  const due = db
    .selectFrom('job')
    .select('id')
    .where('status', '=', 'queued')
    .where('run_after', '<=', at)
    .where('type', 'in', [...types])
    .orderBy('run_after')
    .orderBy('id')
    .limit(1)
    .$if(database.dialect === 'postgres', (query) => query.forUpdate().skipLocked());
  return db
    .updateTable('job')
    .set(claimedValues(leaseOwner, leaseMs, now))
    .where('id', '=', due)
    .where('status', '=', 'queued')
    .returningAll()
    .executeTakeFirst();
}

/**
 * Takes up to `limit` more due jobs of one type under the same lease owner as a job just claimed, in one
 * statement (SKIP LOCKED on PostgreSQL): a batch handler's jobs share one claim, one heartbeat and one
 * settle. Answers them oldest first.
 */
export async function claimMoreJobs(
  database: DatabaseHandle,
  type: string,
  leaseOwner: string,
  leaseMs: number,
  now: Date,
  limit: number,
): Promise<JobRow[]> {
  if (limit <= 0) return [];
  const at = iso(now);
  const db = database.db;
  const due = db
    .selectFrom('job')
    .select('id')
    .where('status', '=', 'queued')
    .where('run_after', '<=', at)
    .where('type', '=', type)
    .orderBy('run_after')
    .orderBy('id')
    .limit(limit)
    .$if(database.dialect === 'postgres', (query) => query.forUpdate().skipLocked());
  // The candidates are chosen once, in a materialised CTE: a LIMIT inside `id in (subquery)` is not kept by
  // PostgreSQL's planner (it claimed every due job of the type).
  const rows = await db
    .with(
      (cte) => cte('due').materialized(),
      () => due,
    )
    .updateTable('job')
    .set(claimedValues(leaseOwner, leaseMs, now))
    .where('id', 'in', (eb) => eb.selectFrom('due').select('due.id'))
    .where('status', '=', 'queued')
    .returningAll()
    .execute();
  return rows.sort((a, b) => a.run_after.localeCompare(b.run_after) || Number(a.id) - Number(b.id));
}

/** Keeps the leases of every running job of one claim alive; answers how many are still this worker's. */
export async function renewLeases(
  database: DatabaseHandle,
  leaseOwner: string,
  leaseMs: number,
  now: Date,
): Promise<number> {
  const result = await database.db
    .updateTable('job')
    .set({ lease_expires_at: later(now, leaseMs), updated_at: iso(now) })
    .where('status', '=', 'running')
    .where('lease_owner', '=', leaseOwner)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Ends the claimed jobs that succeeded, in one statement; answers how many were still this worker's. */
export async function settleDoneJobs(
  database: DatabaseHandle,
  ids: readonly number[],
  leaseOwner: string,
  now: Date,
): Promise<number> {
  if (ids.length === 0) return 0;
  const at = iso(now);
  const result = await database.db
    .updateTable('job')
    .set({ status: 'done', finished_at: at, lease_owner: '', lease_expires_at: null, updated_at: at })
    .where('id', 'in', [...ids])
    .where('status', '=', 'running')
    .where('lease_owner', '=', leaseOwner)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Keeps the lease alive; false when the job is no longer this worker's. */
export async function renewLease(
  database: DatabaseHandle,
  id: number,
  leaseOwner: string,
  leaseMs: number,
  now: Date,
): Promise<boolean> {
  const result = await database.db
    .updateTable('job')
    .set({ lease_expires_at: later(now, leaseMs), updated_at: iso(now) })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .where('lease_owner', '=', leaseOwner)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function saveProgress(
  database: DatabaseHandle,
  id: number,
  leaseOwner: string,
  update: ProgressUpdate,
  now: Date,
): Promise<boolean> {
  const result = await database.db
    .updateTable('job')
    .set({
      progress_done: Math.max(0, Math.floor(update.done)),
      ...(update.total !== undefined ? { progress_total: update.total } : {}),
      ...(update.message !== undefined ? { progress_message: update.message.slice(0, 500) } : {}),
      ...(update.checkpoint !== undefined ? { checkpoint: update.checkpoint } : {}),
      updated_at: iso(now),
    })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .where('lease_owner', '=', leaseOwner)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends a claimed job: done, failed for good, queued again for a retry, or handed back on shutdown. */
export async function settleJob(
  database: DatabaseHandle,
  id: number,
  leaseOwner: string,
  outcome:
    | { status: 'done' }
    | { status: 'failed'; error: string }
    | { status: 'retry'; error: string; runAfter: Date }
    | { status: 'released' },
  now: Date,
): Promise<boolean> {
  const at = iso(now);
  const values =
    outcome.status === 'done'
      ? { status: 'done', finished_at: at }
      : outcome.status === 'failed'
        ? { status: 'failed', finished_at: at, last_error: outcome.error.slice(0, ERROR_LENGTH) }
        : outcome.status === 'retry'
          ? {
              status: 'queued',
              run_after: iso(outcome.runAfter),
              last_error: outcome.error.slice(0, ERROR_LENGTH),
            }
          : // A shutdown is not the job's failure: the attempt does not count.
            { status: 'queued', attempts: sql<number>`attempts - 1` };
  const result = await database.db
    .updateTable('job')
    .set({ ...values, lease_owner: '', lease_expires_at: null, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .where('lease_owner', '=', leaseOwner)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function readJob(database: DatabaseHandle, id: number): Promise<JobRow | undefined> {
  return database.db.selectFrom('job').selectAll().where('id', '=', id).executeTakeFirst();
}

export function toJobView(row: JobRow): JobView {
  return {
    id: Number(row.id),
    type: row.type,
    status: row.status as JobStatus,
    attempts: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
    runAfter: row.run_after,
    progress: {
      done: Number(row.progress_done),
      total: row.progress_total === null ? null : Number(row.progress_total),
      message: row.progress_message,
    },
    lastError: row.last_error,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
  };
}

export function parsePayload(row: JobRow): unknown {
  try {
    return JSON.parse(row.payload_json) as unknown;
  } catch {
    return {};
  }
}

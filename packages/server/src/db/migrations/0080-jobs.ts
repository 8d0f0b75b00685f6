import { type Generated, type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.js';
import { autoIncrementPrimaryKey } from '../dialect-sql.js';

/**
 * The one queue of background work (issue 17): any module enqueues a job by
 * type, any server process claims it under a lease it keeps alive while the
 * handler runs; a job whose process died is taken again once the lease has
 * expired. Times are ISO strings, compared as text like every other table.
 */
export interface JobTable {
  id: Generated<number>;
  type: string;
  payload_json: string;
  /** The organisation the job works for; '' for the system's own (the bin purge). */
  org_id: string;
  /** Who enqueued it ('' for the system): they may read its progress. */
  created_by: string;
  /** 'queued' | 'running' | 'done' | 'failed'. */
  status: string;
  attempts: number;
  max_attempts: number;
  /** Not claimed before this time: the first run of a recurring job, a retry's back-off. */
  run_after: string;
  /** The worker holding it while running, and until when unless it renews the lease. */
  lease_owner: string;
  lease_expires_at: string | null;
  progress_done: number;
  progress_total: number | null;
  progress_message: string;
  /** Where a resumed job picks up (a handler's own marker, such as the last id done). */
  checkpoint: string;
  last_error: string;
  /** Recurring jobs: at most one queued or running job per key, whichever process schedules it. */
  unique_key: string | null;
  created_at: string;
  updated_at: string;
  started_at: string | null;
  finished_at: string | null;
}

export interface JobTables {
  job: JobTable;
}

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('job')
    .addColumn('id', 'integer', autoIncrementPrimaryKey(dialect))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('payload_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('org_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('run_after', 'text', (c) => c.notNull())
    .addColumn('lease_owner', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lease_expires_at', 'text')
    .addColumn('progress_done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('progress_total', 'integer')
    .addColumn('progress_message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('checkpoint', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_error', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('unique_key', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .execute();
  // Claiming: the oldest queued job due now.
  await db.schema.createIndex('job_claim_idx').on('job').columns(['status', 'run_after', 'id']).execute();
  // Recovery: running jobs whose lease ran out.
  await db.schema.createIndex('job_lease_idx').on('job').columns(['status', 'lease_expires_at']).execute();
  // An organisation's jobs of a kind, newest first (the sharing admin's list).
  await db.schema.createIndex('job_org_type_idx').on('job').columns(['org_id', 'type', 'id']).execute();
  await db.schema
    .createIndex('job_unique_active_idx')
    .on('job')
    .column('unique_key')
    .unique()
    .where(sql.ref('status'), 'in', ['queued', 'running'])
    .execute();

  await moveAccessJobs(db);
}

/**
 * The sharing recalculations had a queue of their own (access_job): what was
 * still to do moves to the job table, a job left 'running' by a crashed
 * process included, and the old table goes.
 */
async function moveAccessJobs(db: Kysely<unknown>): Promise<void> {
  const pending = await sql<{
    org_id: string;
    rule_id: string;
    reason: string;
    object_id: string;
    action: string;
    cursor: string;
    processed: number;
    created_at: string;
  }>`select org_id, rule_id, reason, object_id, action, cursor, processed, created_at
     from access_job where status in ('queued', 'running') order by id`.execute(db);
  for (const row of pending.rows) {
    const payload = JSON.stringify({
      orgId: row.org_id,
      ruleId: row.rule_id,
      reason: row.reason,
      objectId: row.object_id,
      action: row.action,
    });
    await sql`insert into job (type, payload_json, org_id, status, attempts, max_attempts, run_after,
        progress_done, checkpoint, created_at, updated_at)
      values ('access.ruleShares', ${payload}, ${row.org_id}, 'queued', 0, 5, ${row.created_at},
        ${Number(row.processed)}, ${row.cursor}, ${row.created_at}, ${row.created_at})`.execute(db);
  }
  await db.schema.dropTable('access_job').execute();
}

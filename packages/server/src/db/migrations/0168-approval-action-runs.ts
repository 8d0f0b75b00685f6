import type { Kysely } from 'kysely';

/**
 * The run history of approval actions (issue 20): one row per action a moment of a request ran (a field
 * update, an e-mail alert, a task, a webhook), with its outcome, reason, attempt and time, so an
 * administrator reads per process what the actions did and re-runs a failed one. A webhook's row is
 * written queued and moved on by its job's attempts.
 */
export interface ApprovalActionRunTable {
  id: string;
  org_id: string;
  process_id: string;
  process_version: number;
  /** '' for a moment that failed before a request existed. */
  request_id: string;
  record_id: string;
  record_name: string;
  /** submit, stepApproved, stepRejected, finalApproval, finalRejection or recall. */
  event: string;
  /** The action's place among its moment's (they share one time): the history keeps their order. */
  position: number;
  /** fieldUpdate, emailAlert, task or webhook. */
  kind: string;
  /** The action as the process version defined it (a re-run runs it again). */
  action_json: string;
  /** Who the moment concerned (actor, submitter, owner, approvers), for a re-run's recipients. */
  scene_json: string;
  /** queued, done or failed. */
  status: string;
  attempts: number;
  error: string;
  /** The webhook's job, for its retries; null for the actions run at once. */
  job_id: number | null;
  rerun_of: string;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

export interface ApprovalActionRunTables {
  approval_action_run: ApprovalActionRunTable;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('approval_action_run')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('process_id', 'text', (c) => c.notNull())
    .addColumn('process_version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('request_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('record_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('action_json', 'text', (c) => c.notNull())
    .addColumn('scene_json', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('job_id', 'integer')
    .addColumn('rerun_of', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  // The history reads a process's newest runs first.
  await db.schema
    .createIndex('approval_action_run_process_idx')
    .on('approval_action_run')
    .columns(['process_id', 'created_at'])
    .execute();
}

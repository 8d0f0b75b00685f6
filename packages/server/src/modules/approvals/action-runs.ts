import { randomUUID } from 'node:crypto';
import type { ActionTrigger, ApprovalAction, ApprovalActionRun, ApprovalActionRunStatus } from '@vela/core';
import type { Selectable } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { ApprovalActionRunTable } from '../../db/migrations/0168-approval-action-runs.js';
import type { CurrentUser } from '../../http/current-user.js';
import { readJobView } from '../jobs/index.js';

/** The run history of approval actions (issue 20): a row per action a moment of a request ran. */

export type ActionRunRow = Selectable<ApprovalActionRunTable>;

/** Who a moment concerned: what a re-run needs to find the same recipients again. */
export interface StoredScene {
  actor: CurrentUser;
  objectApi: string;
  submitterId: string;
  ownerId: string;
  approverIds: string[];
}

/** Where a run row belongs: the request, the process version and the moment that ran it. */
interface ActionRunPlace {
  orgId: string;
  processId: string;
  processVersion: number;
  requestId: string;
  recordId: string;
  recordName: string;
  event: string;
}

export function newActionRun(
  fields: ActionRunPlace & {
    position: number;
    action: ApprovalAction;
    scene: StoredScene;
    rerunOf: string;
  },
  now: Date,
): ActionRunRow {
  const at = now.toISOString();
  return {
    id: `aar_${randomUUID()}`,
    org_id: fields.orgId,
    process_id: fields.processId,
    process_version: fields.processVersion,
    request_id: fields.requestId,
    record_id: fields.recordId,
    record_name: fields.recordName,
    event: fields.event,
    position: fields.position,
    kind: fields.action.kind,
    action_json: JSON.stringify(fields.action),
    scene_json: JSON.stringify(fields.scene),
    status: 'done',
    attempts: 1,
    error: '',
    job_id: null,
    rerun_of: fields.rerunOf,
    created_at: at,
    updated_at: at,
    finished_at: at,
  };
}

/** The kind of a row that says a moment found no approver for a step. */
export const APPROVER_PROBLEM = 'approver';

/**
 * A submission or decision refused because a step has no approver (one who left, a role or group
 * emptied): the administrator reads it in the process's run history with the reason.
 */
export async function recordApproverProblem(
  database: DatabaseHandle,
  fields: ActionRunPlace & {
    stepName: string;
    actor: CurrentUser;
    problem: string;
  },
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await insertActionRuns(database, [
    {
      id: `aar_${randomUUID()}`,
      org_id: fields.orgId,
      process_id: fields.processId,
      process_version: fields.processVersion,
      request_id: fields.requestId,
      record_id: fields.recordId,
      record_name: fields.recordName,
      event: fields.event,
      position: 0,
      kind: APPROVER_PROBLEM,
      action_json: JSON.stringify({ step: fields.stepName }),
      scene_json: JSON.stringify({ actor: fields.actor }),
      status: 'failed',
      attempts: 1,
      error: fields.problem,
      job_id: null,
      rerun_of: '',
      created_at: at,
      updated_at: at,
      finished_at: at,
    },
  ]);
}

/** A moment's outcomes in one statement (one insert however many actions it ran). */
export async function insertActionRuns(database: DatabaseHandle, rows: readonly ActionRunRow[]) {
  if (rows.length === 0) return;
  await database.db
    .insertInto('approval_action_run')
    .values([...rows])
    .execute();
}

/** A webhook attempt's outcome: done, failed for good, or queued again with the reason of this failure. */
export async function settleActionRun(
  database: DatabaseHandle,
  id: string,
  outcome: { status: ApprovalActionRunStatus; attempts: number; error: string },
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await database.db
    .updateTable('approval_action_run')
    .set({
      status: outcome.status,
      attempts: outcome.attempts,
      error: outcome.error,
      updated_at: at,
      finished_at: outcome.status === 'queued' ? null : at,
    })
    .where('id', '=', id)
    .execute();
}

export async function readActionRun(
  database: DatabaseHandle,
  orgId: string,
  id: string,
): Promise<ActionRunRow | undefined> {
  return database.db
    .selectFrom('approval_action_run')
    .selectAll()
    .where('id', '=', id)
    .where('org_id', '=', orgId)
    .executeTakeFirst();
}

export function actionOf(row: ActionRunRow): ApprovalAction {
  return JSON.parse(row.action_json) as ApprovalAction;
}

export function sceneOf(row: ActionRunRow): StoredScene {
  return JSON.parse(row.scene_json) as StoredScene;
}

function summaryOf(row: ActionRunRow): string {
  if (row.kind === APPROVER_PROBLEM) return (JSON.parse(row.action_json) as { step?: string }).step ?? '';
  const action = actionOf(row);
  switch (action.kind) {
    case 'fieldUpdate':
      return `${action.field} = ${action.value}`;
    case 'webhook':
      return action.url;
    default:
      return action.subject || (action.templateId ?? '');
  }
}

/**
 * A process's newest runs. A queued webhook's row is read with its job: when it retries next, and a job
 * that failed for good without its handler's last word (its worker died on the last attempt) shows failed.
 */
export async function listActionRuns(
  database: DatabaseHandle,
  orgId: string,
  filter: { processId: string; status?: ApprovalActionRunStatus | undefined; limit: number },
): Promise<ApprovalActionRun[]> {
  let query = database.db
    .selectFrom('approval_action_run')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('process_id', '=', filter.processId);
  if (filter.status) query = query.where('status', '=', filter.status);
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('position', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.limit)
    .execute();
  const rerun = await rerunIds(
    database,
    rows.filter((row) => row.status === 'failed').map((row) => row.id),
  );
  const views: ApprovalActionRun[] = [];
  for (const row of rows) {
    const job =
      row.status === 'queued' && row.job_id !== null ? await readJobView(database, row.job_id) : undefined;
    views.push(toActionRunView(row, rerun.has(row.id), job));
  }
  return views;
}

/** Which of these runs were re-run already: the re-run is the one to re-run next. */
async function rerunIds(database: DatabaseHandle, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await database.db
    .selectFrom('approval_action_run')
    .select('rerun_of')
    .where('rerun_of', 'in', [...ids])
    .execute();
  return new Set(rows.map((row) => row.rerun_of));
}

export async function wasRerun(database: DatabaseHandle, id: string): Promise<boolean> {
  return (await rerunIds(database, [id])).has(id);
}

export function toActionRunView(
  row: ActionRunRow,
  rerun: boolean,
  job?: { status: string; attempts: number; maxAttempts: number; lastError: string; runAfter: string | null },
): ApprovalActionRun {
  let status = row.status as ApprovalActionRunStatus;
  let error = row.error;
  let attempts = Number(row.attempts);
  if (job && job.status === 'failed') {
    status = 'failed';
    error = error || job.lastError;
    attempts = Math.max(attempts, job.attempts);
  }
  return {
    id: row.id,
    processId: row.process_id,
    processVersion: Number(row.process_version),
    requestId: row.request_id,
    recordId: row.record_id,
    recordName: row.record_name,
    event: row.event as ActionTrigger,
    kind: row.kind as ApprovalActionRun['kind'],
    summary: summaryOf(row),
    status,
    attempts,
    maxAttempts: job?.maxAttempts ?? (row.kind === 'webhook' ? WEBHOOK_MAX_ATTEMPTS : 1),
    error,
    retryAt: status === 'queued' && attempts > 0 ? (job?.runAfter ?? '') : '',
    rerunOf: row.rerun_of,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    finishedAt: row.finished_at ?? '',
    canRerun: status === 'failed' && !rerun && row.kind !== APPROVER_PROBLEM,
  };
}

/** The attempts a webhook gets: the first call and four retries with the job runner's back-off. */
export const WEBHOOK_MAX_ATTEMPTS = 5;

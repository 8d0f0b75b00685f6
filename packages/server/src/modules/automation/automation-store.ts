import { randomUUID } from 'node:crypto';
import {
  type FlowAction,
  type FlowCriteria,
  type FlowDefinition,
  type FlowRun,
  type FlowRunStatus,
  type FlowStepOutcome,
  type FlowTrigger,
  flowActionSchema,
  flowCriteriaSchema,
} from '@vela/core';
import { type Selectable, sql } from 'kysely';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/database.js';
import type { AutomationFlowTable, AutomationRunTable } from '../../db/migrations/0101-automation.js';
import type { CurrentUser } from '../../http/current-user.js';
import { bumpMetadataRevision } from '../metadata/index.js';
import { inTransaction } from '../records/index.js';

/** The automation tables' statements: flows and runs. */

export type FlowRow = Selectable<AutomationFlowTable>;
export type RunRow = Selectable<AutomationRunTable>;

/** A stored flow, parsed. */
export interface StoredFlow extends FlowDefinition {
  id: string;
  orgId: string;
  createdAt: string;
  updatedAt: string;
}

const criteriaJson = z.string().transform((text) => flowCriteriaSchema.parse(JSON.parse(text)));
const actionsJson = z.string().transform((text) => z.array(flowActionSchema).parse(JSON.parse(text)));

export function flowOfRow(row: FlowRow): StoredFlow {
  return {
    id: row.id,
    orgId: row.org_id,
    name: row.name,
    objectApi: row.object_api,
    active: Number(row.active) === 1,
    trigger: row.trigger as FlowTrigger,
    criteria: criteriaJson.parse(row.criteria_json) as FlowCriteria,
    onlyOnChange: Number(row.only_on_change) === 1,
    actions: actionsJson.parse(row.actions_json) as FlowAction[],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function listFlowRows(database: DatabaseHandle, orgId: string): Promise<StoredFlow[]> {
  const rows = await database.db
    .selectFrom('automation_flow')
    .selectAll()
    .where('org_id', '=', orgId)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map(flowOfRow);
}

export async function readFlow(
  database: DatabaseHandle,
  orgId: string,
  id: string,
): Promise<StoredFlow | null> {
  const row = await database.db
    .selectFrom('automation_flow')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? flowOfRow(row) : null;
}

/** The organisation's active flows, oldest first: what the save pipeline's cache (active-flows.ts) holds. */
export async function readActiveFlows(database: DatabaseHandle, orgId: string): Promise<StoredFlow[]> {
  const rows = await database.db
    .selectFrom('automation_flow')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('active', '=', 1)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(flowOfRow);
}

export async function writeFlow(
  database: DatabaseHandle,
  orgId: string,
  userId: string,
  id: string | null,
  flow: FlowDefinition,
  now: Date,
): Promise<string> {
  const at = now.toISOString();
  const values = {
    name: flow.name,
    object_api: flow.objectApi,
    active: flow.active ? 1 : 0,
    trigger: flow.trigger,
    criteria_json: JSON.stringify(flow.criteria),
    only_on_change: flow.onlyOnChange ? 1 : 0,
    actions_json: JSON.stringify(flow.actions),
    updated_at: at,
  };
  // Saves cache the active flows by metadata revision (active-flows.ts): the write and its bump commit together.
  return inTransaction(database.db, async (trx) => {
    let written = id;
    if (written) {
      await trx
        .updateTable('automation_flow')
        .set(values)
        .where('org_id', '=', orgId)
        .where('id', '=', written)
        .execute();
    } else {
      written = `flow_${randomUUID()}`;
      await trx
        .insertInto('automation_flow')
        .values({ ...values, id: written, org_id: orgId, created_by: userId, created_at: at })
        .execute();
    }
    await bumpMetadataRevision(trx);
    return written;
  });
}

export async function deleteFlowRow(database: DatabaseHandle, orgId: string, id: string): Promise<boolean> {
  return inTransaction(database.db, async (trx) => {
    const deleted = await trx
      .deleteFrom('automation_flow')
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) return false;
    await trx.deleteFrom('automation_run').where('flow_id', '=', id).execute();
    await bumpMetadataRevision(trx);
    return true;
  });
}

export async function runCountsOf(
  database: DatabaseHandle,
  orgId: string,
): Promise<Map<string, Record<FlowRunStatus, number>>> {
  const rows = await database.db
    .selectFrom('automation_run')
    .select(['flow_id', 'status', (eb) => eb.fn.countAll<number>().as('count')])
    .where('org_id', '=', orgId)
    .groupBy(['flow_id', 'status'])
    .execute();
  const counts = new Map<string, Record<FlowRunStatus, number>>();
  for (const row of rows) {
    const entry = counts.get(row.flow_id) ?? {
      queued: 0,
      running: 0,
      waiting: 0,
      succeeded: 0,
      failed: 0,
      skipped: 0,
    };
    entry[row.status as FlowRunStatus] = Number(row.count);
    counts.set(row.flow_id, entry);
  }
  return counts;
}

export interface NewRun {
  orgId: string;
  flowId: string;
  flowName: string;
  objectApi: string;
  recordId: string;
  recordName: string;
  status: FlowRunStatus;
  depth: number;
  trigger: FlowRun['trigger'];
  user: CurrentUser;
  steps: FlowStepOutcome[];
  error: string;
  rerunOf?: string;
}

export async function insertRun(database: DatabaseHandle, run: NewRun, now: Date): Promise<string> {
  const id = `run_${randomUUID()}`;
  const at = now.toISOString();
  const finished = run.status === 'failed' || run.status === 'skipped' || run.status === 'succeeded';
  await database.db
    .insertInto('automation_run')
    .values({
      id,
      org_id: run.orgId,
      flow_id: run.flowId,
      flow_name: run.flowName,
      object_api: run.objectApi,
      record_id: run.recordId,
      record_name: run.recordName,
      status: run.status,
      depth: run.depth,
      trigger: run.trigger,
      user_json: JSON.stringify(run.user),
      step_index: 0,
      steps_json: JSON.stringify(run.steps),
      attempts: 0,
      error: run.error,
      resume_at: null,
      rerun_of: run.rerunOf ?? '',
      started_at: at,
      updated_at: at,
      finished_at: finished ? at : null,
    })
    .execute();
  return id;
}

export async function readRunRow(database: DatabaseHandle, id: string): Promise<RunRow | null> {
  return (
    (await database.db.selectFrom('automation_run').selectAll().where('id', '=', id).executeTakeFirst()) ??
    null
  );
}

/** Several runs by id, in one statement (a batch of run jobs). */
export async function readRunRows(
  database: DatabaseHandle,
  ids: readonly string[],
): Promise<Map<string, RunRow>> {
  if (ids.length === 0) return new Map();
  const rows = await database.db
    .selectFrom('automation_run')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** Several flows by id, in one statement; the caller checks each one's organisation against its run's. */
export async function readFlowsByIds(
  database: DatabaseHandle,
  ids: readonly string[],
): Promise<Map<string, StoredFlow>> {
  if (ids.length === 0) return new Map();
  const rows = await database.db
    .selectFrom('automation_flow')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, flowOfRow(row)]));
}

/** Where a run got to: what a batch of run jobs writes back for each run at its end. */
export interface RunProgress {
  status: string;
  error: string;
  steps_json: string;
  step_index: number;
  attempts: number;
  resume_at: string | null;
  finished_at: string | null;
}

/**
 * Stores where several runs got to in one statement (a `case id when …` per column, which both databases
 * run): a batch of run jobs writes its runs' outcomes together instead of one update per step.
 */
export async function writeRunProgress(
  database: DatabaseHandle,
  runs: ReadonlyArray<{ id: string; progress: RunProgress }>,
  now: Date,
): Promise<void> {
  const [only] = runs;
  if (!only) return;
  if (runs.length === 1) {
    await updateRun(database, only.id, only.progress, now);
    return;
  }
  const column = <K extends keyof RunProgress>(key: K, integer = false) =>
    sql<RunProgress[K]>`case id ${sql.join(
      runs.map(({ id, progress }) =>
        integer
          ? sql`when ${id} then cast(${progress[key]} as integer)`
          : sql`when ${id} then ${progress[key]}`,
      ),
      sql` `,
    )} end`;
  await database.db
    .updateTable('automation_run')
    .set({
      status: column('status'),
      error: column('error'),
      steps_json: column('steps_json'),
      step_index: column('step_index', true),
      attempts: column('attempts', true),
      resume_at: column('resume_at'),
      finished_at: column('finished_at'),
      updated_at: now.toISOString(),
    })
    .where(
      'id',
      'in',
      runs.map((run) => run.id),
    )
    .execute();
}

export async function updateRun(
  database: DatabaseHandle,
  id: string,
  changes: Partial<Omit<AutomationRunTable, 'id'>>,
  now: Date,
): Promise<void> {
  await database.db
    .updateTable('automation_run')
    .set({ ...changes, updated_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
}

export function runStepsOf(row: RunRow): FlowStepOutcome[] {
  return JSON.parse(row.steps_json) as FlowStepOutcome[];
}

export function runUserOf(row: RunRow): CurrentUser {
  return JSON.parse(row.user_json) as CurrentUser;
}

export function runView(row: RunRow): FlowRun {
  return {
    id: row.id,
    flowId: row.flow_id,
    flowName: row.flow_name,
    objectApi: row.object_api,
    recordId: row.record_id,
    recordName: row.record_name,
    status: row.status as FlowRunStatus,
    depth: Number(row.depth),
    trigger: row.trigger as FlowRun['trigger'],
    attempts: Number(row.attempts),
    error: row.error,
    steps: runStepsOf(row),
    resumeAt: row.resume_at ?? '',
    rerunOf: row.rerun_of,
    startedAt: row.started_at,
    finishedAt: row.finished_at ?? '',
  };
}

export async function listRunRows(
  database: DatabaseHandle,
  orgId: string,
  filter: { flowId?: string | undefined; recordId?: string | undefined; limit: number },
): Promise<RunRow[]> {
  let query = database.db.selectFrom('automation_run').selectAll().where('org_id', '=', orgId);
  if (filter.flowId) query = query.where('flow_id', '=', filter.flowId);
  if (filter.recordId) query = query.where('record_id', '=', filter.recordId);
  return query.orderBy('started_at', 'desc').orderBy('id', 'desc').limit(filter.limit).execute();
}

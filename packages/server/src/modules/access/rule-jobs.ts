import type { SharingCondition } from '@vela/core';
import { type Kysely, sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import { ownerInOrganisation } from '../auth/index.js';
import { enqueueJob, type JobHandler } from '../jobs/index.js';
import { currentMetadata, type ObjectModel } from '../metadata/index.js';
import { ruleShareReason } from './group-names.js';
import { cachedSetting } from './object-permissions.js';
import { criteriaCondition } from './sharing-rule-sql.js';

/**
 * Criteria-based rules are materialised as record_share rows, so the list
 * filter stays one indexed condition. Changing a rule queues a job (the job
 * runner's 'access.ruleShares') that any server process runs, a batch of
 * records at a time, each batch a short statement of its own: saves go on
 * between batches, and a job taken over after a crash resumes after the last
 * batch done. A changed rule writes its new shares first and removes the old
 * revision's after, so nobody loses access in between.
 */
export const JOB_BATCH_SIZE = 5_000;
export const RULE_SHARES_JOB = 'access.ruleShares';

type Dynamic = Kysely<Record<string, Record<string, string | number | null>>>;
const dynamic = (database: DatabaseHandle) => database.db as unknown as Dynamic;

export interface QueuedJob {
  orgId: string;
  ruleId: string;
  reason: string;
  objectId: string;
  action: 'apply' | 'remove';
}

/** Queues the recomputation; answers the job's id (job/getJob shows its progress to `createdBy`). */
export async function queueRuleJob(
  database: DatabaseHandle,
  job: QueuedJob,
  now: Date,
  createdBy = '',
): Promise<number | null> {
  return enqueueJob(database, RULE_SHARES_JOB, job, { orgId: job.orgId, createdBy }, now);
}

/**
 * Rows written around the save pipeline (the bulk generator, an import) get
 * the shares of the object's criteria rules from a background job per rule,
 * as when the rule was saved; shares already there are kept.
 */
export async function queueCriteriaRulesOf(
  database: DatabaseHandle,
  orgId: string,
  objectId: string,
  now: Date,
): Promise<number> {
  const rules = await database.db
    .selectFrom('access_sharing_rule')
    .select(['id', 'revision'])
    .where('org_id', '=', orgId)
    .where('object_id', '=', objectId)
    .where('kind', '=', 'criteria')
    .execute();
  for (const rule of rules)
    await queueRuleJob(
      database,
      { orgId, ruleId: rule.id, reason: ruleShareReason(rule.id, rule.revision), objectId, action: 'apply' },
      now,
    );
  return rules.length;
}

interface RuleRow {
  id: string;
  org_id: string;
  object_id: string;
  kind: string;
  criteria_json: string;
  target_group: string;
  access_level: number;
  revision: number;
}

export function parseConditions(json: string): SharingCondition[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? (parsed as SharingCondition[]) : [];
  } catch {
    return [];
  }
}

/** Inserts the rule's shares for the object's rows matching `where` (a batch, or one record). */
async function insertRuleShares(
  database: DatabaseHandle,
  object: ObjectModel,
  rule: RuleRow,
  where: ReturnType<typeof sql<boolean>>,
  now: Date,
): Promise<void> {
  await sql`insert into record_share (object_id, record_id, group_id, access_level, reason, created_at)
    select ${object.id}, t.id, ${rule.target_group}, ${rule.access_level}, ${ruleShareReason(rule.id, rule.revision)}, ${now.toISOString()}
    from ${sql.table(object.tableName)} t
    where ${where} and t.is_deleted = 0
      and ${ownerInOrganisation('t.ownerid', rule.org_id)}
      and ${criteriaCondition(object, parseConditions(rule.criteria_json))}
    on conflict do nothing`.execute(database.db);
}

interface BatchState {
  /** The last record id done ('' before the first batch). */
  cursor: string;
  processed: number;
}

/** Runs one batch of a job; answers where it got to and whether the job is finished. */
async function runBatch(
  database: DatabaseHandle,
  job: QueuedJob,
  state: BatchState,
  now: Date,
): Promise<BatchState & { finished: boolean }> {
  if (job.action === 'remove') {
    const doomed = await database.db
      .selectFrom('record_share')
      .select('record_id')
      .where('object_id', '=', job.objectId)
      .where('reason', '=', job.reason)
      .limit(JOB_BATCH_SIZE)
      .execute();
    if (doomed.length > 0) {
      await database.db
        .deleteFrom('record_share')
        .where('object_id', '=', job.objectId)
        .where('reason', '=', job.reason)
        .where(
          'record_id',
          'in',
          doomed.map((row) => row.record_id),
        )
        .execute();
    }
    return {
      cursor: '',
      processed: state.processed + doomed.length,
      finished: doomed.length < JOB_BATCH_SIZE,
    };
  }
  const rule = await database.db
    .selectFrom('access_sharing_rule')
    .selectAll()
    .where('id', '=', job.ruleId)
    .executeTakeFirst();
  const snapshot = await currentMetadata(database);
  const object = snapshot.byId.get(job.objectId);
  // A rule deleted or changed since the job was queued: its newer job (or the removal) does the work.
  if (!rule || !object || ruleShareReason(rule.id, rule.revision) !== job.reason)
    return { ...state, finished: true };
  const ids = await dynamic(database)
    .selectFrom(object.tableName)
    .select('id')
    .where('id', '>', state.cursor)
    .orderBy('id')
    .limit(JOB_BATCH_SIZE)
    .execute();
  const last = ids.at(-1)?.id;
  if (last === undefined) return { ...state, finished: true };
  await insertRuleShares(
    database,
    object,
    rule,
    sql<boolean>`t.id > ${state.cursor} and t.id <= ${String(last)}`,
    now,
  );
  return {
    cursor: String(last),
    processed: state.processed + ids.length,
    finished: ids.length < JOB_BATCH_SIZE,
  };
}

function isQueuedJob(payload: unknown): payload is QueuedJob {
  if (typeof payload !== 'object' || payload === null) return false;
  const job = payload as Record<string, unknown>;
  return (
    ['orgId', 'ruleId', 'reason', 'objectId'].every((key) => typeof job[key] === 'string') &&
    (job.action === 'apply' || job.action === 'remove')
  );
}

/** The job runner's handler of RULE_SHARES_JOB: batch after batch, yielding between them. */
export function ruleSharesHandler(database: DatabaseHandle, now: () => Date): JobHandler<unknown> {
  return async (job) => {
    if (!isQueuedJob(job.payload)) throw new Error(`job ${job.id}: the payload is not a sharing-rule job`);
    const payload = job.payload;
    let state: BatchState = { cursor: job.checkpoint, processed: job.progressDone };
    for (;;) {
      job.signal.throwIfAborted();
      const { finished, ...next } = await runBatch(database, payload, state, now());
      state = next;
      await job.progress({ done: state.processed, checkpoint: state.cursor });
      if (finished) return;
      // Let other work (saves, reads) in between batches.
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
}

/** Applies the object's criteria-based rules to one saved record, in the save's wake (a few indexed statements). */
export async function applyRulesToRecord(
  database: DatabaseHandle,
  orgId: string,
  object: ObjectModel,
  recordId: string,
  now: Date,
): Promise<void> {
  const rules = await cachedSetting(`rules|${orgId}|${object.id}`, () =>
    database.db
      .selectFrom('access_sharing_rule')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('object_id', '=', object.id)
      .where('kind', '=', 'criteria')
      .execute(),
  );
  if (rules.length === 0) return;
  await database.db
    .deleteFrom('record_share')
    .where('object_id', '=', object.id)
    .where('record_id', '=', recordId)
    .where('reason', 'like', 'rule:%')
    .execute();
  for (const rule of rules)
    await insertRuleShares(database, object, rule, sql<boolean>`t.id = ${recordId}`, now);
}

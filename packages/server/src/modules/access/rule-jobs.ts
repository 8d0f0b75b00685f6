import type { SharingCondition } from '@vela/core';
import { type Kysely, sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import { currentMetadata, type ObjectModel } from '../metadata/index.js';
import { ruleShareReason } from './group-names.js';
import { cachedSetting } from './object-permissions.js';
import { criteriaCondition } from './sharing-rule-sql.js';

/**
 * Criteria-based rules are materialised as record_share rows, so the list
 * filter stays one indexed condition. Changing a rule queues jobs that any
 * server process runs in the background, a batch of records at a time, each
 * batch a short statement of its own: saves go on between batches. A changed
 * rule writes its new shares first and removes the old revision's after, so
 * nobody loses access in between.
 */
export const JOB_BATCH_SIZE = 5_000;

type Dynamic = Kysely<Record<string, Record<string, string | number | null>>>;
const dynamic = (database: DatabaseHandle) => database.db as unknown as Dynamic;

export interface QueuedJob {
  orgId: string;
  ruleId: string;
  reason: string;
  objectId: string;
  action: 'apply' | 'remove';
}

export async function queueRuleJob(database: DatabaseHandle, job: QueuedJob, now: Date): Promise<void> {
  const at = now.toISOString();
  await database.db
    .insertInto('access_job')
    .values({
      org_id: job.orgId,
      rule_id: job.ruleId,
      reason: job.reason,
      object_id: job.objectId,
      action: job.action,
      status: 'queued',
      cursor: '',
      processed: 0,
      error: '',
      created_at: at,
      updated_at: at,
    })
    .execute();
  kickRunners();
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

function parseConditions(json: string): SharingCondition[] {
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
      and exists (select 1 from app_user u where u.id = t.ownerid and u.org_id = ${rule.org_id})
      and ${criteriaCondition(object, parseConditions(rule.criteria_json))}
    on conflict do nothing`.execute(database.db);
}

/** Runs one batch of a job; answers whether the job is finished. */
async function runBatch(
  database: DatabaseHandle,
  job: {
    id: number;
    reason: string;
    rule_id: string;
    object_id: string;
    action: string;
    cursor: string;
    processed: number;
  },
  now: Date,
): Promise<boolean> {
  if (job.action === 'remove') {
    const doomed = await database.db
      .selectFrom('record_share')
      .select('record_id')
      .where('object_id', '=', job.object_id)
      .where('reason', '=', job.reason)
      .limit(JOB_BATCH_SIZE)
      .execute();
    if (doomed.length > 0) {
      await database.db
        .deleteFrom('record_share')
        .where('object_id', '=', job.object_id)
        .where('reason', '=', job.reason)
        .where(
          'record_id',
          'in',
          doomed.map((row) => row.record_id),
        )
        .execute();
    }
    await progress(database, job.id, '', job.processed + doomed.length, now);
    return doomed.length < JOB_BATCH_SIZE;
  }
  const rule = await database.db
    .selectFrom('access_sharing_rule')
    .selectAll()
    .where('id', '=', job.rule_id)
    .executeTakeFirst();
  const snapshot = await currentMetadata(database);
  const object = snapshot.byId.get(job.object_id);
  // A rule deleted or changed since the job was queued: its newer job (or the removal) does the work.
  if (!rule || !object || ruleShareReason(rule.id, rule.revision) !== job.reason) return true;
  const ids = await dynamic(database)
    .selectFrom(object.tableName)
    .select('id')
    .where('id', '>', job.cursor)
    .orderBy('id')
    .limit(JOB_BATCH_SIZE)
    .execute();
  const last = ids.at(-1)?.id;
  if (last === undefined) return true;
  await insertRuleShares(
    database,
    object,
    rule,
    sql<boolean>`t.id > ${job.cursor} and t.id <= ${String(last)}`,
    now,
  );
  await progress(database, job.id, String(last), job.processed + ids.length, now);
  return ids.length < JOB_BATCH_SIZE;
}

async function progress(
  database: DatabaseHandle,
  jobId: number,
  cursor: string,
  processed: number,
  now: Date,
) {
  await database.db
    .updateTable('access_job')
    .set({ cursor, processed, updated_at: now.toISOString() })
    .where('id', '=', jobId)
    .execute();
}

/**
 * Runs queued jobs, oldest first, until none is left. A job is claimed by
 * moving it from queued to running in one statement, so two processes never
 * run the same job. Answers how many jobs finished.
 */
export async function runAccessJobs(
  database: DatabaseHandle,
  now: () => Date = () => new Date(),
): Promise<number> {
  let finished = 0;
  for (;;) {
    const next = await database.db
      .selectFrom('access_job')
      .selectAll()
      .where('status', '=', 'queued')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!next) return finished;
    const claimed = await database.db
      .updateTable('access_job')
      .set({ status: 'running', updated_at: now().toISOString() })
      .where('id', '=', next.id)
      .where('status', '=', 'queued')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    let job = { ...next, status: 'running' };
    try {
      for (;;) {
        const done = await runBatch(database, job, now());
        if (done) break;
        const fresh = await database.db
          .selectFrom('access_job')
          .selectAll()
          .where('id', '=', job.id)
          .executeTakeFirst();
        if (!fresh) break;
        job = fresh;
        // Let other work (saves, reads) in between batches.
        await new Promise((resolve) => setImmediate(resolve));
      }
      await database.db
        .updateTable('access_job')
        .set({ status: 'done', updated_at: now().toISOString() })
        .where('id', '=', job.id)
        .execute();
    } catch (error) {
      await database.db
        .updateTable('access_job')
        .set({
          status: 'failed',
          error: String(error instanceof Error ? error.message : error).slice(0, 500),
          updated_at: now().toISOString(),
        })
        .where('id', '=', job.id)
        .execute();
    }
    finished += 1;
  }
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

/** In-process runners, woken when a job is queued; an interval catches jobs queued by other processes. */
const runners = new Set<() => void>();
function kickRunners(): void {
  for (const kick of runners) kick();
}

export function startAccessJobRunner(
  database: DatabaseHandle,
  now: () => Date,
  intervalMs = 2_000,
): () => void {
  let running = false;
  let again = false;
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    void runAccessJobs(database, now)
      .catch(() => undefined)
      .finally(() => {
        running = false;
        if (again) {
          again = false;
          run();
        }
      });
  };
  runners.add(run);
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    runners.delete(run);
  };
}

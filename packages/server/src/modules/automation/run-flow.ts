import {
  AUTOMATION_MAX_ATTEMPTS,
  criteriaHold,
  FlowCriteriaError,
  type FlowStep,
  type FlowStepOutcome,
  fillFlowTemplate,
  flowPlan,
} from '@vela/core';
import type { CurrentUser } from '../../http/current-user.js';
import { pushNotices } from '../approvals/index.js';
import { sendRecordBotCard } from '../chat/index.js';
import type { RunningJob } from '../jobs/index.js';
import { enqueueJob } from '../jobs/index.js';
import { currentMetadata, findObject, type MetadataSnapshot, type ObjectModel } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { findRow, findRows, rowToValues, saveRecord } from '../records/index.js';
import {
  type RunProgress,
  type RunRow,
  readFlowsByIds,
  readRunRows,
  runStepsOf,
  runUserOf,
  type StoredFlow,
  updateRun,
  writeRunProgress,
} from './automation-store.js';
import { compiledCriteria } from './flow-check.js';
import { NotifyFailure, type NotifyScene, runNotifyStep } from './notify-step.js';

/** The job type of a flow run: its payload names the run; the run row holds where it got to. */
export const FLOW_RUN_JOB = 'automation.run';

export interface FlowRunPayload {
  runId: string;
}

/** The most run jobs claimed and run together: one claim, one read of their runs, flows and records, one write. */
export const FLOW_RUN_BATCH = 50;

const FINISHED = new Set(['succeeded', 'failed', 'skipped']);

/** A step's problem that retrying cannot mend (a field gone, a record deleted): the run fails at once. */
class StepFailure extends Error {}

/**
 * What the runs of one batch share: the metadata, their flows and records read at once, where each run got
 * to (written together when the batch ends), and whether a notice waits for its live push.
 */
interface RunBatch {
  context: ModuleContext;
  snapshot: MetadataSnapshot;
  flows: Map<string, StoredFlow>;
  /** Record id → its values as the batch read them; emptied by every save a run makes (it may change any). */
  records: Map<string, Record<string, unknown> | null>;
  progress: Map<string, RunProgress>;
  noticed: boolean;
}

interface RunState {
  batch: RunBatch;
  /** The notify step's checkpoint not yet stored: kept only when a later part of the step fails. */
  pendingCheckpoint: string | null;
  context: ModuleContext;
  row: RunRow;
  flow: StoredFlow;
  snapshot: MetadataSnapshot;
  object: ObjectModel;
  user: CurrentUser;
  record: Record<string, unknown>;
  attempt: number;
  signal: AbortSignal;
  job: RunningJob<FlowRunPayload>;
}

/**
 * What a notify step did on an earlier attempt of this job (the job's
 * checkpoint names the step and its done parts), so a retry goes on from there.
 */
function notifyScene(state: RunState, label: string): NotifyScene {
  let saved: { step?: string; done?: string[] } = {};
  try {
    saved = state.job.checkpoint ? (JSON.parse(state.job.checkpoint) as typeof saved) : {};
  } catch {
    saved = {};
  }
  const done = new Set(saved.step === `${state.row.id}:${label}` ? (saved.done ?? []) : []);
  return {
    context: state.context,
    orgId: state.row.org_id,
    runId: state.row.id,
    recordId: state.row.record_id,
    flowName: state.flow.name,
    record: state.record,
    user: state.user,
    done,
    remember: async (key) => {
      done.add(key);
      // Stored only if the step then fails (runAction's caller does it before the retry): one statement
      // fewer per notice; a crash in between repeats the batch's unstored steps anyway.
      state.pendingCheckpoint = JSON.stringify({ step: `${state.row.id}:${label}`, done: [...done] });
    },
    noticeWritten: () => {
      state.batch.noticed = true;
    },
  };
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message || error.name : String(error);
}

async function readRecord(state: Pick<RunState, 'context' | 'object' | 'batch'>, recordId: string) {
  const known = state.batch.records.get(recordId);
  if (known !== undefined) return known;
  const row = await findRow(state.context.database, state.object, recordId);
  return row ? (rowToValues(state.object, row, new Map()) as Record<string, unknown>) : null;
}

/**
 * Saves through the record engine's pipeline with the flow's authority, one level deeper in flows.
 * Record-triggered flows run in system context (as Salesforce's do): the triggering user's sharing,
 * create and edit rights, field-level read-only and the approval lock do not stop them, as an approval
 * process's actions are not stopped. Validation rules, required fields and lookups' existence still
 * apply; the record's history names the saver whose save set the flow off and the flow it ran in.
 */
async function saveAs(state: RunState, object: ObjectModel, values: Record<string, unknown>) {
  const result = await saveRecord(
    {
      database: state.context.database,
      snapshot: state.snapshot,
      object,
      user: state.user,
      now: state.context.now(),
      skipDuplicateWarning: true,
      asSystem: true,
      processAuthority: true,
      changedVia: `flow:${state.flow.name}`,
      automationDepth: Number(state.row.depth) + 1,
    },
    values,
  );
  // The save may have changed any record the batch read (this one, a parent, totals): read them again.
  state.batch.records.clear();
  if (!result.isSaveSuccess) {
    const field = result.errorField ? ` (field ${result.errorField})` : '';
    throw new StepFailure(`the save was refused${field}: ${result.errormessage}`);
  }
  return result;
}

function filled(state: RunState, assignments: ReadonlyArray<{ field: string; value: string }>) {
  const now = state.context.now();
  return Object.fromEntries(
    assignments.map((assignment) => [
      assignment.field,
      fillFlowTemplate(assignment.value, state.record, now),
    ]),
  );
}

async function callWebhook(state: RunState, url: string, timeoutMs: number): Promise<string> {
  const signal = AbortSignal.any([state.signal, AbortSignal.timeout(timeoutMs)]);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        flow: { id: state.flow.id, name: state.flow.name },
        run: { id: state.row.id, attempt: state.attempt },
        objectApi: state.object.apiName,
        record: state.record,
      }),
      signal,
    });
  } catch (error) {
    state.signal.throwIfAborted();
    if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError'))
      throw new Error(`the webhook ${url} did not answer within ${timeoutMs} ms`);
    const cause = (error as { cause?: unknown }).cause;
    throw new Error(`the webhook ${url} could not be reached: ${errorText(cause ?? error)}`);
  }
  await response.body?.cancel().catch(() => undefined);
  if (!response.ok)
    throw new Error(`the webhook ${url} answered ${response.status} ${response.statusText}`.trimEnd());
  return `the webhook ${url} answered ${response.status}`;
}

/** Runs one action; answers what it did, throws what went wrong. */
async function runAction(
  state: RunState,
  action: Exclude<FlowStep, { type: 'wait' }>,
  label: string,
): Promise<string> {
  switch (action.type) {
    case 'updateFields': {
      if (action.target === 'record') {
        await saveAs(state, state.object, {
          ...filled(state, action.assignments),
          id: state.row.record_id,
          // A flow sets what it is told on the record as it is now, whoever saved it since (also for API-key savers).
          lastWriterWins: true,
        });
        return `set ${action.assignments.map((a) => a.field).join(', ')}`;
      }
      const parentId = state.record[action.parentField];
      if (typeof parentId !== 'string' || parentId === '')
        return `skipped: the record has no ${action.parentField}`;
      const parent = findObject(state.snapshot, { recordId: parentId });
      if (!parent) throw new StepFailure(`the parent record ${parentId} is of no known object`);
      await saveAs(state, parent, {
        ...filled(state, action.assignments),
        id: parentId,
        lastWriterWins: true,
      });
      return `set ${action.assignments.map((a) => a.field).join(', ')} on ${parent.label} ${parentId}`;
    }
    case 'createRecord': {
      const target = findObject(state.snapshot, { objectApi: action.objectApi });
      if (!target) throw new StepFailure(`the object "${action.objectApi}" does not exist`);
      const result = await saveAs(state, target, filled(state, action.assignments));
      return `created ${target.label} "${result.name}" (${result.id})`;
    }
    case 'botCard': {
      const message = fillFlowTemplate(action.message, state.record, state.context.now());
      const sent = await sendRecordBotCard(state.context, {
        sender: state.user,
        changer: state.flow.name,
        recordId: state.row.record_id,
        lines: [{ field: 'flowMessage', label: state.flow.name, value: message }],
      });
      return sent ? `bot card sent: ${message}` : 'skipped: the record is gone';
    }
    case 'notify':
      return runNotifyStep(notifyScene(state, label), action);
    case 'webhook':
      return callWebhook(state, action.url, action.timeoutMs);
  }
}

/** When a wait step ends: `minutes` after now, or after the record's date field (null: the field is empty). */
function wakeTime(state: RunState, action: Extract<FlowStep, { type: 'wait' }>): Date | null {
  const now = state.context.now();
  if (action.mode === 'duration') return new Date(now.getTime() + action.minutes * 60_000);
  const raw = state.record[action.field];
  if (raw === null || raw === undefined || raw === '') return null;
  const base = Date.parse(String(raw));
  if (Number.isNaN(base)) return null;
  return new Date(base + action.minutes * 60_000);
}

/** Where a run stands before its job touches it. */
function progressOf(row: RunRow): RunProgress {
  return {
    status: row.status,
    error: row.error,
    steps_json: row.steps_json,
    step_index: Number(row.step_index),
    attempts: Number(row.attempts),
    resume_at: row.resume_at,
    finished_at: row.finished_at,
  };
}

/**
 * The jobs of a batch of runs (up to FLOW_RUN_BATCH, claimed together by the job runner): their runs,
 * flows and records are read in one statement each, the runs walked one after another, and where each
 * got to written back in one statement before the jobs are settled — instead of some fifteen statements
 * a run. Answers each job's outcome (null: done; an error: retried with back-off as a single job).
 * A crash in the middle of a batch repeats its runs' steps that were not yet written (the lease runs out,
 * another worker takes the jobs again): at least once, as a crash between a step and its write always was.
 */
export async function runFlowJobs(
  context: ModuleContext,
  jobs: ReadonlyArray<RunningJob<FlowRunPayload>>,
): Promise<unknown[]> {
  const { database } = context;
  const rows = await readRunRows(
    database,
    jobs.map((job) => job.payload.runId),
  );
  const open = [...rows.values()].filter((row) => !FINISHED.has(row.status));
  const batch: RunBatch = {
    context,
    snapshot: await currentMetadata(database),
    flows: await readFlowsByIds(
      database,
      open.map((row) => row.flow_id),
    ),
    records: new Map(),
    progress: new Map(),
    noticed: false,
  };
  const byObject = new Map<string, string[]>();
  for (const row of open)
    byObject.set(row.object_api, [...(byObject.get(row.object_api) ?? []), row.record_id]);
  for (const [objectApi, ids] of byObject) {
    const object = findObject(batch.snapshot, { objectApi });
    if (!object) continue;
    const found = new Map((await findRows(database, object, ids)).map((row) => [String(row.id), row]));
    for (const id of ids) {
      const row = found.get(id);
      batch.records.set(id, row ? (rowToValues(object, row, new Map()) as Record<string, unknown>) : null);
    }
  }
  const outcomes: unknown[] = [];
  try {
    for (const job of jobs) {
      if (job.signal.aborted) {
        outcomes.push(job.signal.reason ?? new Error('stopped'));
        continue;
      }
      const row = rows.get(job.payload.runId);
      if (!row || FINISHED.has(row.status)) {
        outcomes.push(null);
        continue;
      }
      try {
        await runOne(batch, row, job);
        outcomes.push(null);
      } catch (error) {
        outcomes.push(error);
      }
    }
  } finally {
    await writeRunProgress(
      database,
      [...batch.progress].map(([id, progress]) => ({ id, progress })),
      context.now(),
    );
    // The notices written are pushed live once for the batch; a push that fails leaves them for the bell's read.
    if (batch.noticed) await pushNotices(context).catch(() => undefined);
  }
  return outcomes;
}

/**
 * One run: walks the flow's plan from the run's stored step, each step's outcome kept in the batch's
 * progress (written when the batch ends), so a retry (a webhook that failed) or a restart goes on after
 * the last finished step. A wait stores the run as waiting at once and queues its next job for the wake
 * time; that job checks the criteria again before it goes on.
 */
async function runOne(batch: RunBatch, row: RunRow, job: RunningJob<FlowRunPayload>): Promise<void> {
  const { context } = batch;
  const { database } = context;
  const steps = runStepsOf(row);
  const at = () => context.now().toISOString();
  const progress = progressOf(row);
  batch.progress.set(row.id, progress);
  const note = (
    step: string,
    type: FlowStepOutcome['type'],
    outcome: FlowStepOutcome['outcome'],
    message: string,
  ) => steps.push({ step, type, outcome, message, at: at(), attempt: job.attempt });
  const store = (changes: Partial<RunProgress>) =>
    Object.assign(progress, changes, { steps_json: JSON.stringify(steps) });
  const finish = (status: 'succeeded' | 'failed' | 'skipped', error = '') =>
    store({ status, error, finished_at: at(), resume_at: null, attempts: job.attempt });

  const stored = batch.flows.get(row.flow_id);
  const flow = stored && stored.orgId === row.org_id ? stored : null;
  const object = findObject(batch.snapshot, { objectApi: row.object_api });
  if (!flow || !object) {
    const reason = !flow ? 'the flow was deleted' : `the object ${row.object_api} no longer exists`;
    note('0', 'criteria', 'failed', reason);
    finish('failed', reason);
    return;
  }
  const state: RunState = {
    batch,
    pendingCheckpoint: null,
    context,
    row,
    flow,
    snapshot: batch.snapshot,
    object,
    user: runUserOf(row),
    record: {},
    attempt: job.attempt,
    signal: job.signal,
    job,
  };
  const current = await readRecord(state, row.record_id);
  if (!current) {
    note(String(row.step_index), 'criteria', 'failed', 'the record was deleted');
    finish('failed', 'the record was deleted');
    return;
  }
  state.record = current;
  const formulaContext = () => ({
    record: state.record,
    priorRecord: null,
    user: {
      Id: state.user.userId,
      Email: state.user.email,
      Name: state.user.name,
      ProfileId: state.user.profileId,
    },
    now: context.now(),
  });

  if (row.status === 'waiting') {
    // After a wait the record must still meet the flow's criteria.
    const criteria = compiledCriteria(object, flow.criteria);
    if (criteria instanceof FlowCriteriaError) {
      note(String(row.step_index), 'criteria', 'failed', criteria.message);
      finish('failed', criteria.message);
      return;
    }
    if (!criteriaHold(criteria, formulaContext())) {
      note(
        String(row.step_index),
        'criteria',
        'skipped',
        'after the wait the record no longer meets the criteria',
      );
      finish('skipped', 'the record no longer met the criteria after the wait');
      return;
    }
    note(String(row.step_index), 'criteria', 'done', 'after the wait the record still meets the criteria');
  }
  store({ status: 'running', attempts: job.attempt, resume_at: null });

  const plan = flowPlan(flow.actions);
  let index = Number(row.step_index);
  while (index < plan.length) {
    const step = plan[index];
    if (!step) break;
    if (step.kind === 'jump') {
      index = step.to;
      continue;
    }
    if (step.kind === 'branch') {
      const criteria = compiledCriteria(object, step.criteria);
      if (criteria instanceof FlowCriteriaError) {
        note(step.label, 'branch', 'failed', criteria.message);
        finish('failed', `step ${step.label}: ${criteria.message}`);
        return;
      }
      const holds = criteriaHold(criteria, formulaContext());
      note(
        step.label,
        'branch',
        'branch',
        holds ? 'the condition holds: then' : 'the condition does not hold: else',
      );
      index = holds ? index + 1 : step.elseAt;
      store({ step_index: index });
      continue;
    }
    const { action } = step;
    if (action.type === 'wait') {
      const wake = wakeTime(state, action);
      if (!wake || wake.getTime() <= context.now().getTime()) {
        note(
          step.label,
          'wait',
          'done',
          wake ? 'the time to wait for has passed already' : `no wait: ${action.field} is empty`,
        );
        index += 1;
        store({ step_index: index });
        continue;
      }
      note(step.label, 'wait', 'waiting', `waiting until ${wake.toISOString()}`);
      store({ step_index: index + 1, status: 'waiting', resume_at: wake.toISOString() });
      // Written now, not with the batch: the wake job (another worker's, perhaps) must find the run waiting.
      await updateRun(database, row.id, progress, context.now());
      batch.progress.delete(row.id);
      await enqueueJob(
        database,
        FLOW_RUN_JOB,
        { runId: row.id } satisfies FlowRunPayload,
        { orgId: row.org_id, runAfter: wake, maxAttempts: AUTOMATION_MAX_ATTEMPTS },
        context.now(),
      );
      return;
    }
    try {
      const message = await runAction(state, action, step.label);
      note(step.label, action.type, message.startsWith('skipped:') ? 'skipped' : 'done', message);
      index += 1;
      store({ step_index: index });
      state.pendingCheckpoint = null;
      // A step that saved this record changed it: the next ones read it as it is now.
      if (action.type === 'updateFields' && action.target === 'record')
        state.record = (await readRecord(state, row.record_id)) ?? state.record;
    } catch (error) {
      if (job.signal.aborted) throw error;
      // What the step did before it failed (a notice sent) is kept for the retry, which goes on from there.
      if (state.pendingCheckpoint !== null) {
        await job.progress({ done: job.progressDone, checkpoint: state.pendingCheckpoint });
        state.pendingCheckpoint = null;
      }
      const message = errorText(error);
      note(step.label, action.type, 'failed', message);
      const lastTry =
        error instanceof StepFailure ||
        error instanceof NotifyFailure ||
        job.attempt >= AUTOMATION_MAX_ATTEMPTS;
      if (lastTry) {
        finish('failed', `step ${step.label}: ${message}`);
        return;
      }
      store({
        step_index: index,
        status: 'queued',
        error: `step ${step.label}: ${message} (attempt ${job.attempt} of ${AUTOMATION_MAX_ATTEMPTS}; retrying)`,
      });
      throw error;
    }
  }
  finish('succeeded');
}

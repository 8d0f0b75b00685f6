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
import { sendRecordBotCard } from '../chat/index.js';
import type { RunningJob } from '../jobs/index.js';
import { enqueueJob } from '../jobs/index.js';
import { currentMetadata, findObject, type MetadataSnapshot, type ObjectModel } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { findRow, rowToValues, saveRecord } from '../records/index.js';
import {
  type RunRow,
  readFlow,
  readRunRow,
  runStepsOf,
  runUserOf,
  type StoredFlow,
  updateRun,
} from './automation-store.js';
import { compiledCriteria } from './flow-check.js';
import { NotifyFailure, type NotifyScene, runNotifyStep } from './notify-step.js';

/** The job type of a flow run: its payload names the run; the run row holds where it got to. */
export const FLOW_RUN_JOB = 'automation.run';

export interface FlowRunPayload {
  runId: string;
}

const FINISHED = new Set(['succeeded', 'failed', 'skipped']);

/** A step's problem that retrying cannot mend (a field gone, a record deleted): the run fails at once. */
class StepFailure extends Error {}

interface RunState {
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
      const checkpoint = JSON.stringify({ step: `${state.row.id}:${label}`, done: [...done] });
      await state.job.progress({ done: state.job.progressDone, checkpoint });
    },
  };
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message || error.name : String(error);
}

async function readRecord(state: Pick<RunState, 'context' | 'object'>, recordId: string) {
  const row = await findRow(state.context.database, state.object, recordId);
  return row ? (rowToValues(state.object, row, new Map()) as Record<string, unknown>) : null;
}

/** Saves through the record engine's pipeline as the run's user, one level deeper in flows. */
async function saveAs(state: RunState, object: ObjectModel, values: Record<string, unknown>) {
  const result = await saveRecord(
    {
      database: state.context.database,
      snapshot: state.snapshot,
      object,
      user: state.user,
      now: state.context.now(),
      skipDuplicateWarning: true,
      automationDepth: Number(state.row.depth) + 1,
    },
    values,
  );
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

/**
 * The job of one run: walks the flow's plan from the run's stored step, each
 * step's outcome stored as it ends, so a retry (a webhook that failed) or a
 * restart goes on after the last finished step. A wait stores the run as
 * waiting and queues its next job for the wake time; that job checks the
 * criteria again before it goes on.
 */
export async function runFlowJob(context: ModuleContext, job: RunningJob<FlowRunPayload>): Promise<void> {
  const { database } = context;
  const row = await readRunRow(database, job.payload.runId);
  if (!row || FINISHED.has(row.status)) return;
  const steps = runStepsOf(row);
  const at = () => context.now().toISOString();
  const note = (
    step: string,
    type: FlowStepOutcome['type'],
    outcome: FlowStepOutcome['outcome'],
    message: string,
  ) => steps.push({ step, type, outcome, message, at: at(), attempt: job.attempt });
  const finish = async (status: 'succeeded' | 'failed' | 'skipped', error = '') => {
    await updateRun(
      database,
      row.id,
      {
        status,
        error,
        steps_json: JSON.stringify(steps),
        finished_at: at(),
        resume_at: null,
        attempts: job.attempt,
      },
      context.now(),
    );
  };

  const flow = await readFlow(database, row.org_id, row.flow_id);
  const snapshot = await currentMetadata(database);
  const object = findObject(snapshot, { objectApi: row.object_api });
  if (!flow || !object) {
    const reason = !flow ? 'the flow was deleted' : `the object ${row.object_api} no longer exists`;
    note('0', 'criteria', 'failed', reason);
    await finish('failed', reason);
    return;
  }
  const state: RunState = {
    context,
    row,
    flow,
    snapshot,
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
    await finish('failed', 'the record was deleted');
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
      await finish('failed', criteria.message);
      return;
    }
    if (!criteriaHold(criteria, formulaContext())) {
      note(
        String(row.step_index),
        'criteria',
        'skipped',
        'after the wait the record no longer meets the criteria',
      );
      await finish('skipped', 'the record no longer met the criteria after the wait');
      return;
    }
    note(String(row.step_index), 'criteria', 'done', 'after the wait the record still meets the criteria');
  }
  await updateRun(
    database,
    row.id,
    { status: 'running', attempts: job.attempt, resume_at: null },
    context.now(),
  );

  const plan = flowPlan(flow.actions);
  let index = Number(row.step_index);
  const store = (changes: {
    step_index: number;
    status?: string;
    error?: string;
    resume_at?: string | null;
  }) => updateRun(database, row.id, { ...changes, steps_json: JSON.stringify(steps) }, context.now());
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
        await finish('failed', `step ${step.label}: ${criteria.message}`);
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
      await store({ step_index: index });
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
        await store({ step_index: index });
        continue;
      }
      note(step.label, 'wait', 'waiting', `waiting until ${wake.toISOString()}`);
      await store({ step_index: index + 1, status: 'waiting', resume_at: wake.toISOString() });
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
      await store({ step_index: index });
      // A step that saved this record changed it: the next ones read it as it is now.
      if (action.type === 'updateFields' && action.target === 'record')
        state.record = (await readRecord(state, row.record_id)) ?? state.record;
    } catch (error) {
      if (job.signal.aborted) throw error;
      const message = errorText(error);
      note(step.label, action.type, 'failed', message);
      const lastTry =
        error instanceof StepFailure ||
        error instanceof NotifyFailure ||
        job.attempt >= AUTOMATION_MAX_ATTEMPTS;
      if (lastTry) {
        await finish('failed', `step ${step.label}: ${message}`);
        return;
      }
      await store({
        step_index: index,
        status: 'queued',
        error: `step ${step.label}: ${message} (attempt ${job.attempt} of ${AUTOMATION_MAX_ATTEMPTS}; retrying)`,
      });
      throw error;
    }
  }
  await finish('succeeded');
}

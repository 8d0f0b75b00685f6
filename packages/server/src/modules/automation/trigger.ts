import {
  AUTOMATION_MAX_ATTEMPTS,
  AUTOMATION_MAX_DEPTH,
  FlowCriteriaError,
  type FlowStepOutcome,
  flowHearsSave,
  flowShouldRun,
} from '@vela/core';
import { enqueueJob } from '../jobs/index.js';
import type { RecordWritten } from '../records/index.js';
import { activeFlowsOf } from './active-flows.js';
import { insertRun } from './automation-store.js';
import { compiledCriteria } from './flow-check.js';
import { FLOW_RUN_JOB, type FlowRunPayload } from './run-flow.js';

/** Set when a save queued a run: the save's answer wakes the job runners (the job may have waited for a commit). */
let queuedSinceWake = false;

export function takeQueuedSinceWake(): boolean {
  const queued = queuedSinceWake;
  queuedSinceWake = false;
  return queued;
}

/**
 * The record engine's after-write step: each active flow of the object that
 * hears this save and whose criteria the record now meets (and, for a flow
 * that runs only on a change to match, did not meet before) gets a run and
 * its job, written with the save's handle (in its transaction when it has
 * one). A flow whose criteria no longer compile gets a failed run naming why;
 * a run past the depth limit is recorded as skipped, never run.
 */
export async function triggerFlows(written: RecordWritten): Promise<void> {
  const flows = await activeFlowsOf(
    written.database,
    written.snapshot,
    written.user.orgId,
    written.object.apiName,
  );
  if (flows.length === 0) return;
  const at = written.now.toISOString();
  const context = {
    record: written.values,
    priorRecord: written.prior,
    user: {
      Id: written.user.userId,
      Email: written.user.email,
      Name: written.user.name,
      ProfileId: written.user.profileId,
    },
    now: written.now,
  };
  for (const flow of flows) {
    if (!flowHearsSave(flow.trigger, written.isNew)) continue;
    const base = {
      orgId: written.user.orgId,
      flowId: flow.id,
      flowName: flow.name,
      objectApi: written.object.apiName,
      recordId: written.recordId,
      recordName: written.recordName,
      depth: written.automationDepth,
      trigger: written.isNew ? ('create' as const) : ('update' as const),
      user: written.user,
    };
    const outcome = (outcome: FlowStepOutcome['outcome'], message: string): FlowStepOutcome[] => [
      { step: '0', type: 'criteria', outcome, message, at, attempt: 0 },
    ];
    const criteria = compiledCriteria(written.object, flow.criteria);
    if (criteria instanceof FlowCriteriaError) {
      await insertRun(
        written.database,
        { ...base, status: 'failed', steps: outcome('failed', criteria.message), error: criteria.message },
        written.now,
      );
      continue;
    }
    if (!flowShouldRun(criteria, flow.onlyOnChange, context)) continue;
    if (written.automationDepth >= AUTOMATION_MAX_DEPTH) {
      const reason = `not run: the save was made by flows ${written.automationDepth} deep, and flows re-trigger at most ${AUTOMATION_MAX_DEPTH} deep`;
      await insertRun(
        written.database,
        { ...base, status: 'skipped', steps: outcome('skipped', reason), error: reason },
        written.now,
      );
      continue;
    }
    const runId = await insertRun(
      written.database,
      { ...base, status: 'queued', steps: outcome('done', 'the record meets the criteria'), error: '' },
      written.now,
    );
    await enqueueJob(
      written.database,
      FLOW_RUN_JOB,
      { runId } satisfies FlowRunPayload,
      { orgId: written.user.orgId, createdBy: written.user.userId, maxAttempts: AUTOMATION_MAX_ATTEMPTS },
      written.now,
    );
    queuedSinceWake = true;
  }
}

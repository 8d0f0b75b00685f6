import {
  AUTOMATION_MAX_ATTEMPTS,
  deleteFlowContract,
  getFlowContract,
  getFlowObjectsContract,
  listFlowRunsContract,
  listFlowsContract,
  rerunFlowRunContract,
  saveFlowContract,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractSchema } from '../../http/contract-route.js';
import { requireUser } from '../../http/current-user.js';
import { okEnvelope } from '../../http/envelope.js';
import { wakeJobRunners } from '../jobs/index.js';
import type { ModuleContext } from '../module.js';
import { onRecordsSaved, onRecordWritten } from '../records/index.js';
import { deleteFlow, flowObjects, getFlow, listFlows, listRuns, rerunFlowRun, saveFlow } from './flows.js';
import { FLOW_RUN_BATCH, FLOW_RUN_JOB, type FlowRunPayload, runFlowJobs } from './run-flow.js';
import { takeQueuedSinceWake, triggerFlows } from './trigger.js';

/**
 * Record-triggered flows (issue 20): the save pipeline's after-write step
 * queues runs, the job runner runs them, administrators set flows up and
 * read their runs.
 */
export function automationModule(app: FastifyInstance, context: ModuleContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const userOf = (request: { currentUser: Parameters<typeof requireUser>[0] }) =>
    requireUser(request.currentUser);

  onRecordWritten(triggerFlows);
  // A run queued in the save's transaction is seen once it commits: wake the runners then.
  onRecordsSaved(context, async () => {
    if (takeQueuedSinceWake()) wakeJobRunners();
  });
  // A failing step fails its job for the runner's back-off; the run itself records each attempt (3 at most).
  // Runs are claimed and run in batches: one claim, one read and one write for up to FLOW_RUN_BATCH runs.
  context.jobs.registerBatchJobHandler<FlowRunPayload>(FLOW_RUN_JOB, (jobs) => runFlowJobs(context, jobs), {
    maxAttempts: AUTOMATION_MAX_ATTEMPTS,
    batchSize: FLOW_RUN_BATCH,
  });

  api.post(listFlowsContract.path, { schema: contractSchema(listFlowsContract) }, async (request) =>
    okEnvelope(await listFlows(context, userOf(request)), request.id),
  );
  api.post(getFlowObjectsContract.path, { schema: contractSchema(getFlowObjectsContract) }, async (request) =>
    okEnvelope(await flowObjects(context, userOf(request)), request.id),
  );
  api.post(getFlowContract.path, { schema: contractSchema(getFlowContract) }, async (request) =>
    okEnvelope(await getFlow(context, userOf(request), request.body.body.flowId), request.id),
  );
  api.post(saveFlowContract.path, { schema: contractSchema(saveFlowContract) }, async (request) =>
    okEnvelope(
      await saveFlow(context, userOf(request), request.body.body.flowId, request.body.body.flow),
      request.id,
    ),
  );
  api.post(deleteFlowContract.path, { schema: contractSchema(deleteFlowContract) }, async (request) =>
    okEnvelope(await deleteFlow(context, userOf(request), request.body.body.flowId), request.id),
  );
  api.post(listFlowRunsContract.path, { schema: contractSchema(listFlowRunsContract) }, async (request) =>
    okEnvelope(await listRuns(context, userOf(request), request.body.body), request.id),
  );
  api.post(rerunFlowRunContract.path, { schema: contractSchema(rerunFlowRunContract) }, async (request) =>
    okEnvelope(await rerunFlowRun(context, userOf(request), request.body.body.runId), request.id),
  );
}

import {
  AUTOMATION_MAX_ATTEMPTS,
  ErrorCode,
  type FlowDefinition,
  type FlowRun,
  type FlowStepOutcome,
  type FlowView,
} from '@vela/core';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, badRequest, notFound } from '../../http/envelope.js';
import { findUsersByIds } from '../auth/index.js';
import { enqueueJob, wakeJobRunners } from '../jobs/index.js';
import { automationTemplateProblem } from '../mail/index.js';
import { currentMetadata, labelIn, type MetadataSnapshot } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import {
  deleteFlowRow,
  insertRun,
  listFlowRows,
  listRunRows,
  readFlow,
  readRunRow,
  runCountsOf,
  runView,
  type StoredFlow,
  writeFlow,
} from './automation-store.js';
import { automationObjects, flowParts, flowProblems } from './flow-check.js';
import { FLOW_RUN_JOB, type FlowRunPayload } from './run-flow.js';

/** Flows are set up and their runs read by system administrators only. */
export function requireFlowAdministrator(user: CurrentUser): void {
  if (user.profileId !== 'system_admin')
    throw new AppError(
      ErrorCode.FORBIDDEN,
      'Only system administrators may set up flows and read their runs',
    );
}

function viewOf(
  snapshot: MetadataSnapshot,
  flow: StoredFlow,
  counts: Map<string, Record<string, number>>,
  language: string | undefined,
): FlowView {
  const object = snapshot.byApi.get(flow.objectApi.toLowerCase());
  const count = counts.get(flow.id) ?? {};
  return {
    name: flow.name,
    objectApi: flow.objectApi,
    active: flow.active,
    trigger: flow.trigger,
    criteria: flow.criteria,
    onlyOnChange: flow.onlyOnChange,
    actions: flow.actions,
    id: flow.id,
    objectLabel: object ? labelIn(object.labels, object.label, language) : flow.objectApi,
    createdAt: flow.createdAt,
    updatedAt: flow.updatedAt,
    runCounts: {
      succeeded: count.succeeded ?? 0,
      failed: count.failed ?? 0,
      waiting: count.waiting ?? 0,
      running: (count.running ?? 0) + (count.queued ?? 0),
    },
    problem: flowProblems(snapshot, flow).join('; '),
  };
}

export async function listFlows(context: ModuleContext, user: CurrentUser): Promise<FlowView[]> {
  requireFlowAdministrator(user);
  const snapshot = await currentMetadata(context.database);
  const counts = await runCountsOf(context.database, user.orgId);
  const flows = await listFlowRows(context.database, user.orgId);
  return flows.map((flow) => viewOf(snapshot, flow, counts, user.language));
}

export async function getFlow(context: ModuleContext, user: CurrentUser, flowId: string): Promise<FlowView> {
  requireFlowAdministrator(user);
  const flow = await readFlow(context.database, user.orgId, flowId);
  if (!flow) throw notFound(`The flow ${flowId}`);
  const snapshot = await currentMetadata(context.database);
  const counts = await runCountsOf(context.database, user.orgId);
  return viewOf(snapshot, flow, counts, user.language);
}

/** What the metadata cannot tell of a flow's notify steps: the user they name, the template they fill. */
async function notifyProblems(context: ModuleContext, user: CurrentUser, flow: FlowDefinition) {
  const problems: string[] = [];
  for (const { step, where } of flowParts(flow).steps) {
    if (step.type !== 'notify') continue;
    if (step.recipient === 'user' && step.userId) {
      const [person] = await findUsersByIds(context.database, [step.userId]);
      if (!person?.isActive || person.orgId !== user.orgId)
        problems.push(`${where}: ${step.userId} is no active user of this organisation`);
    }
    if (step.sendEmail && step.templateId) {
      const problem = await automationTemplateProblem(context, user, step.templateId, flow.objectApi);
      if (problem) problems.push(`${where}: ${problem}`);
    }
  }
  return problems;
}

export async function saveFlow(
  context: ModuleContext,
  user: CurrentUser,
  flowId: string | undefined,
  flow: FlowDefinition,
): Promise<FlowView> {
  requireFlowAdministrator(user);
  if (flowId && !(await readFlow(context.database, user.orgId, flowId))) throw notFound(`The flow ${flowId}`);
  const snapshot = await currentMetadata(context.database);
  const problems = [...flowProblems(snapshot, flow), ...(await notifyProblems(context, user, flow))];
  if (problems.length > 0) throw badRequest(`The flow cannot be saved: ${problems.join('; ')}`);
  const object = snapshot.byApi.get(flow.objectApi.toLowerCase());
  const id = await writeFlow(
    context.database,
    user.orgId,
    user.userId,
    flowId ?? null,
    { ...flow, objectApi: object?.apiName ?? flow.objectApi },
    context.now(),
  );
  return getFlow(context, user, id);
}

export async function deleteFlow(context: ModuleContext, user: CurrentUser, flowId: string) {
  requireFlowAdministrator(user);
  if (!(await deleteFlowRow(context.database, user.orgId, flowId))) throw notFound(`The flow ${flowId}`);
  return { deleted: true };
}

export async function listRuns(
  context: ModuleContext,
  user: CurrentUser,
  filter: { flowId?: string | undefined; recordId?: string | undefined; limit: number },
): Promise<FlowRun[]> {
  requireFlowAdministrator(user);
  const rows = await listRunRows(context.database, user.orgId, filter);
  return rows.map(runView);
}

export function flowObjects(context: ModuleContext, user: CurrentUser) {
  requireFlowAdministrator(user);
  return currentMetadata(context.database).then((snapshot) => automationObjects(snapshot, user.language));
}

/** A failed or skipped run started again from the first step, on the record as it is now, by the same saver. */
export async function rerunFlowRun(
  context: ModuleContext,
  user: CurrentUser,
  runId: string,
): Promise<FlowRun> {
  requireFlowAdministrator(user);
  const row = await readRunRow(context.database, runId);
  if (!row || row.org_id !== user.orgId) throw notFound(`The run ${runId}`);
  if (row.status !== 'failed' && row.status !== 'skipped')
    throw badRequest(`Only a failed or skipped run can be run again; this one is ${row.status}`);
  if (!(await readFlow(context.database, user.orgId, row.flow_id)))
    throw badRequest('The flow of this run was deleted; it cannot be run again');
  const now = context.now();
  const steps: FlowStepOutcome[] = [
    {
      step: '0',
      type: 'criteria',
      outcome: 'done',
      message: `re-run by ${user.name}`,
      at: now.toISOString(),
      attempt: 0,
    },
  ];
  const id = await context.database.db.transaction().execute(async (trx) => {
    const database = { ...context.database, db: trx };
    const newId = await insertRun(
      database,
      {
        orgId: row.org_id,
        flowId: row.flow_id,
        flowName: row.flow_name,
        objectApi: row.object_api,
        recordId: row.record_id,
        recordName: row.record_name,
        status: 'queued',
        depth: Number(row.depth),
        trigger: 'rerun',
        user: JSON.parse(row.user_json) as CurrentUser,
        steps,
        error: '',
        rerunOf: row.id,
      },
      now,
    );
    await enqueueJob(
      database,
      FLOW_RUN_JOB,
      { runId: newId } satisfies FlowRunPayload,
      { orgId: row.org_id, createdBy: user.userId, maxAttempts: AUTOMATION_MAX_ATTEMPTS },
      now,
    );
    return newId;
  });
  // Queued inside the transaction: the runners look again now that it is committed.
  wakeJobRunners();
  const created = await readRunRow(context.database, id);
  if (!created) throw notFound(`The run ${id}`);
  return runView(created);
}

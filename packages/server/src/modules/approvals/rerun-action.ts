import type { ApprovalActionRun, ApprovalActionRunStatus } from '@vela/core';
import type { CurrentUser } from '../../http/current-user.js';
import { badRequest, notFound } from '../../http/envelope.js';
import { readJobView } from '../jobs/index.js';
import {
  APPROVER_PROBLEM,
  actionOf,
  listActionRuns,
  readActionRun,
  sceneOf,
  toActionRunView,
  wasRerun,
} from './action-runs.js';
import { runActions } from './actions.js';
import type { EngineContext } from './submit-approval.js';

/** approval/getActionRuns: a process of the administrator's organisation, its newest action runs. */
export async function processActionRuns(
  engine: EngineContext,
  user: CurrentUser,
  filter: { processId: string; status?: ApprovalActionRunStatus | undefined; limit: number },
): Promise<ApprovalActionRun[]> {
  const process = await engine.database.db
    .selectFrom('approval_process')
    .select('id')
    .where('id', '=', filter.processId)
    .where('org_id', '=', user.orgId)
    .executeTakeFirst();
  if (!process) throw notFound(`processId: approval process ${filter.processId}`);
  return listActionRuns(engine.database, user.orgId, filter);
}

/**
 * approval/rerunAction: a failed action runs again as its process version defined it, for the same
 * record and people, as a new run that names the failed one. A webhook is queued again with its retries.
 */
export async function rerunApprovalAction(
  engine: EngineContext,
  user: CurrentUser,
  runId: string,
): Promise<ApprovalActionRun> {
  const { database } = engine;
  const row = await readActionRun(database, user.orgId, runId);
  if (!row) throw notFound(`runId: action run ${runId}`);
  const job =
    row.status === 'queued' && row.job_id !== null ? await readJobView(database, row.job_id) : undefined;
  const view = toActionRunView(row, await wasRerun(database, row.id), job);
  if (row.kind === APPROVER_PROBLEM)
    throw badRequest(
      'runId: a step without an approver is not run again: name another approver for the process',
    );
  if (view.status !== 'failed')
    throw badRequest(`runId: only a failed action is run again; this one is ${view.status}`);
  if (!view.canRerun) throw badRequest('runId: this action was run again already; re-run its latest run');
  const scene = sceneOf(row);
  const [again] = await runActions(
    [actionOf(row)],
    {
      database,
      jobs: engine.jobs,
      now: engine.now,
      actor: scene.actor,
      orgId: row.org_id,
      objectApi: scene.objectApi,
      recordId: row.record_id,
      recordName: row.record_name,
      submitterId: scene.submitterId,
      ownerId: scene.ownerId,
      approverIds: scene.approverIds,
      event: row.event,
      requestId: row.request_id,
      processId: row.process_id,
      processVersion: Number(row.process_version),
    },
    row.id,
  );
  if (!again) throw badRequest('runId: the action could not be run again');
  return toActionRunView(again, false);
}

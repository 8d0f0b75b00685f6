import type { ApprovalAction } from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import { enqueueJob, type JobRunner, wakeJobRunners } from '../jobs/index.js';
import { currentMetadata, type MetadataSnapshot } from '../metadata/index.js';
import { findRow, inTransaction, rowToValues, saveRecord, transactionHandle } from '../records/index.js';
import {
  type ActionRunRow,
  insertActionRuns,
  newActionRun,
  type StoredScene,
  settleActionRun,
  WEBHOOK_MAX_ATTEMPTS,
} from './action-runs.js';
import { type AlertRecipient, addressRecipient, queueAlertMails, userRecipients } from './alert-mail.js';
import { notify } from './work-items.js';

/** The job that calls an approval action's outbound webhook (through the one job runner). */
export const APPROVAL_WEBHOOK_JOB = 'approval.webhook';
const WEBHOOK_TIMEOUT_MS = 10_000;

export interface WebhookPayload {
  url: string;
  body: Record<string, unknown>;
  /** Whom its last failure is told to (the submitter, as for the other actions); absent on jobs queued before. */
  failure?: { orgId: string; submitterId: string; recordId: string; recordName: string };
  /** The run-history row each attempt settles; absent on jobs queued before the history was kept. */
  actionRunId?: string;
}

/** Calls the webhook; a failure throws why in words: no answer in time, not reachable, or an error status. */
async function callApprovalWebhook(payload: WebhookPayload, signal: AbortSignal): Promise<void> {
  let response: Response;
  try {
    response = await fetch(payload.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload.body),
      signal: AbortSignal.any([signal, AbortSignal.timeout(WEBHOOK_TIMEOUT_MS)]),
    });
  } catch (error) {
    signal.throwIfAborted();
    if (error instanceof DOMException && error.name === 'TimeoutError')
      throw new Error(`the webhook ${payload.url} did not answer within ${WEBHOOK_TIMEOUT_MS} ms`);
    const cause = (error as { cause?: unknown }).cause ?? error;
    throw new Error(
      `the webhook ${payload.url} could not be reached: ${cause instanceof Error ? cause.message : String(cause)}`,
    );
  }
  await response.body?.cancel().catch(() => undefined);
  if (!response.ok) throw new Error(`the webhook ${payload.url} answered ${response.status}`);
}

export function registerApprovalJobs(jobs: JobRunner, database: DatabaseHandle, now: () => Date): void {
  jobs.registerJobHandler<WebhookPayload>(
    APPROVAL_WEBHOOK_JOB,
    async (job) => {
      const runId = job.payload.actionRunId;
      try {
        await callApprovalWebhook(job.payload, job.signal);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const last = job.attempt >= job.maxAttempts;
        // A shutdown hands the job back without counting the attempt: the row stays as it was.
        if (runId && !job.signal.aborted)
          await settleActionRun(
            database,
            runId,
            { status: last ? 'failed' : 'queued', attempts: job.attempt, error: reason },
            now(),
          );
        // The last attempt's reason reaches the submitter like any failed action's; the job keeps it too.
        const failure = job.payload.failure;
        if (failure && last && !job.signal.aborted)
          await notify(
            database,
            failure.orgId,
            [failure.submitterId],
            failure.recordId,
            {
              key: 'actionFailed',
              params: {
                action: 'webhook',
                record: failure.recordName,
                problem: `${reason} (tried ${job.attempt} times)`,
              },
            },
            now(),
          );
        // A failed call is retried with the runner's back-off.
        throw error;
      }
      if (runId)
        await settleActionRun(database, runId, { status: 'done', attempts: job.attempt, error: '' }, now());
    },
    { maxAttempts: WEBHOOK_MAX_ATTEMPTS },
  );
}

/** Who a moment of the request concerns, for the actions' recipients. */
export interface ActionScene {
  database: DatabaseHandle;
  jobs: JobRunner;
  now: Date;
  actor: CurrentUser;
  orgId: string;
  objectApi: string;
  recordId: string;
  recordName: string;
  submitterId: string;
  ownerId: string;
  approverIds: readonly string[];
  event: string;
  requestId: string;
  /** The process version whose actions these are: the run history is kept per process. */
  processId: string;
  processVersion: number;
  /** The metadata the caller read already (read afresh when absent). */
  snapshot?: MetadataSnapshot;
}

function recipientsOf(action: ApprovalAction, scene: ActionScene): string[] {
  switch (action.recipient) {
    case 'submitter':
      return [scene.submitterId];
    case 'owner':
      return [scene.ownerId];
    case 'approvers':
      return [...scene.approverIds];
    case 'user':
      return action.recipientUserId ? [action.recipientUserId] : [];
    case 'field':
      return [];
  }
}

/**
 * An e-mail alert: the in-app notice to each user it names (as before), and
 * an e-mail to each recipient, sent by a job (alert-mail.ts).
 */
async function emailAlert(action: ApprovalAction, scene: ActionScene, snapshot: MetadataSnapshot) {
  const people = recipientsOf(action, scene);
  const subject = action.subject.trim();
  await notify(
    scene.database,
    scene.orgId,
    people,
    scene.recordId,
    subject
      ? { key: 'alert', params: { subject, record: scene.recordName } }
      : { key: 'alertNoSubject', params: { record: scene.recordName } },
    scene.now,
  );
  let recipients: AlertRecipient[];
  if (action.recipient === 'field') {
    const object = snapshot.byApi.get(scene.objectApi.toLowerCase());
    const field = object?.fieldsByApi.get(action.recipientField.toLowerCase());
    const row = object ? await findRow(scene.database, object, scene.recordId) : undefined;
    const values = object && row ? (rowToValues(object, row, new Map()) as Record<string, unknown>) : {};
    recipients = [
      field
        ? addressRecipient(field.label, values[field.apiName])
        : { userId: '', address: '', problem: `the field ${action.recipientField} no longer exists` },
    ];
  } else recipients = await userRecipients(scene.database, people);
  await queueAlertMails(
    scene.database,
    scene.jobs,
    {
      orgId: scene.orgId,
      requestId: scene.requestId,
      recordId: scene.recordId,
      event: scene.event,
      subject,
      templateId: action.templateId,
      actorId: scene.actor.userId,
      recipients,
    },
    scene.now,
  );
}

/** One action run at once: '' when done, else why it failed (the caller records it). */
async function runAction(
  action: ApprovalAction,
  scene: ActionScene,
  snapshot: MetadataSnapshot,
): Promise<string> {
  /**
   * Field updates and tasks are the process's, not the approver's: they are written with the process's
   * authority (the approver may not be able to edit the record; Salesforce runs them as the system), as
   * the person whose decision set them off (the record's history names them), past the approval lock,
   * and as automation one level deep, so flows they trigger count towards the flows' depth limit.
   */
  const asProcess = {
    database: scene.database,
    snapshot,
    user: scene.actor,
    now: scene.now,
    skipDuplicateWarning: true,
    asSystem: true,
    processAuthority: true,
    automationDepth: 1,
  };
  if (action.kind === 'fieldUpdate') {
    const object = snapshot.byApi.get(scene.objectApi.toLowerCase());
    if (!object) return `the object ${scene.objectApi} no longer exists`;
    const result = await saveRecord(
      { ...asProcess, object },
      // The process sets what it is told on the record as it is now, whoever saved it since.
      { id: scene.recordId, [action.field]: action.value, lastWriterWins: true },
    );
    return result.isSaveSuccess ? '' : result.errormessage;
  }
  if (action.kind === 'emailAlert') {
    await emailAlert(action, scene, snapshot);
    return '';
  }
  const task = snapshot.byApi.get('task');
  if (!task) return 'the Task object no longer exists';
  const owners = recipientsOf(action, scene);
  if (owners.length === 0) return 'the task has no one to go to';
  const problems: string[] = [];
  for (const owner of owners) {
    const result = await saveRecord(
      { ...asProcess, object: task },
      { subject: action.subject, relateid: scene.recordId, ownerid: owner, status: 'Not started' },
    );
    if (!result.isSaveSuccess) problems.push(result.errormessage);
  }
  return problems.join('; ');
}

/**
 * Runs a moment's actions after its decision is committed: field updates and
 * tasks through the record engine with the process's authority,
 * e-mail alerts as in-app notices and e-mails sent by jobs, webhooks as jobs. A failing action tells the
 * submitter; it never undoes the decision. Each action's outcome goes to the process's run history (one
 * insert for the moment); a webhook's row is queued with its job and moved on by its attempts.
 */
export async function runActions(
  actions: readonly ApprovalAction[],
  scene: ActionScene,
  rerunOf = '',
): Promise<ActionRunRow[]> {
  if (actions.length === 0) return [];
  const { database, now } = scene;
  const snapshot = scene.snapshot ?? (await currentMetadata(database));
  const stored: StoredScene = {
    actor: scene.actor,
    objectApi: scene.objectApi,
    submitterId: scene.submitterId,
    ownerId: scene.ownerId,
    approverIds: [...scene.approverIds],
  };
  const rows: ActionRunRow[] = [];
  const webhooks: Array<{ row: ActionRunRow; payload: WebhookPayload }> = [];
  for (const [position, action] of actions.entries()) {
    const row = newActionRun(
      {
        orgId: scene.orgId,
        processId: scene.processId,
        processVersion: scene.processVersion,
        requestId: scene.requestId,
        recordId: scene.recordId,
        recordName: scene.recordName,
        event: scene.event,
        position,
        action,
        scene: stored,
        rerunOf,
      },
      now,
    );
    rows.push(row);
    if (action.kind === 'webhook') {
      Object.assign(row, { status: 'queued', attempts: 0, finished_at: null });
      webhooks.push({
        row,
        payload: {
          url: action.url,
          body: {
            event: scene.event,
            requestId: scene.requestId,
            recordId: scene.recordId,
            objectApi: scene.objectApi,
            recordName: scene.recordName,
            actorId: scene.actor.userId,
            at: now.toISOString(),
          },
          failure: {
            orgId: scene.orgId,
            submitterId: scene.submitterId,
            recordId: scene.recordId,
            recordName: scene.recordName,
          },
          actionRunId: row.id,
        },
      });
      continue;
    }
    let problem: string;
    try {
      problem = await runAction(action, scene, snapshot);
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    }
    if (!problem) continue;
    Object.assign(row, { status: 'failed', error: problem });
    await notify(
      database,
      scene.orgId,
      [scene.submitterId],
      scene.recordId,
      { key: 'actionFailed', params: { action: action.kind, record: scene.recordName, problem } },
      now,
    );
  }
  if (webhooks.length === 0) {
    await insertActionRuns(database, rows);
    return rows;
  }
  // The jobs and the rows commit together, so a job never runs before its row is there to be settled.
  await inTransaction(database.db, async (trx) => {
    const handle = transactionHandle(database, trx);
    for (const { row, payload } of webhooks)
      row.job_id = await enqueueJob(
        handle,
        APPROVAL_WEBHOOK_JOB,
        payload,
        { orgId: scene.orgId, createdBy: scene.actor.userId, maxAttempts: WEBHOOK_MAX_ATTEMPTS },
        now,
      );
    await insertActionRuns(handle, rows);
  });
  wakeJobRunners();
  return rows;
}

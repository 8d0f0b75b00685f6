import {
  type ApprovalAction,
  actionsFor,
  afterRejection,
  nextApplicableStep,
  stepOutcome,
  type WorkItemStatus,
} from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';
import type { ApprovalRequestTable } from '../../db/migrations/0065-approvals.js';
import type { CurrentUser } from '../../http/current-user.js';
import { badRequest } from '../../http/envelope.js';
import { currentMetadata, resolveObject } from '../metadata/index.js';
import { inTransaction, transactionHandle } from '../records/index.js';
import { recordApproverProblem } from './action-runs.js';
import { type ActionScene, runActions } from './actions.js';
import { isAdministrator } from './administrators.js';
import { activeOrgUser, namesOf } from './people.js';
import { type ProcessVersion, versionOf } from './process-store.js';
import {
  type ApprovalRequestView,
  latestRequestOf,
  pendingRequestOf,
  toRequestView,
} from './request-store.js';
import { applies, recordScene, startStep, stepApprovers } from './step-runner.js';
import { approvalRefusal, type EngineContext, visibleRecord } from './submit-approval.js';
import {
  closeItem,
  closeOpenItems,
  currentRound,
  insertItem,
  itemsOfRequest,
  notify,
  type WorkItemRow,
} from './work-items.js';

/**
 * The decisions on a pending request (issue 20): approve, reject, reassign,
 * recall. Each runs in one transaction fenced by the request's step_seq: the
 * first to move it wins, and a second decision at the same moment re-reads
 * and finds the step settled (first response) or still open (unanimous).
 */

/** Thrown inside the transaction when another decision moved the request first: the work is tried again. */
class Moved extends Error {}
const ATTEMPTS = 4;

const DECIDED_A_MOMENT_AGO = 'Someone decided this request a moment ago';

async function fenced<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof Moved) || attempt >= ATTEMPTS) {
        if (error instanceof Moved) throw approvalRefusal(DECIDED_A_MOMENT_AGO);
        throw error;
      }
    }
  }
}

/** Takes the request: only one decision moves it from a given step_seq. */
async function takeRequest(database: DatabaseHandle, request: ApprovalRequestTable): Promise<void> {
  const moved = await database.db
    .updateTable('approval_request')
    .set({ step_seq: request.step_seq + 1 })
    .where('id', '=', request.id)
    .where('status', '=', 'pending')
    .where('step_seq', '=', request.step_seq)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) throw new Moved();
}

async function requestVersion(
  database: DatabaseHandle,
  request: ApprovalRequestTable,
): Promise<ProcessVersion> {
  const version = await versionOf(database, request.process_id, request.process_version);
  if (!version) throw approvalRefusal('The approval process of this request no longer exists');
  return version;
}

/** The pending request of a record the user may act on, whatever sharing says when they are its approver. */
async function requestFor(database: DatabaseHandle, user: CurrentUser, relatedId: string) {
  const pending = await pendingRequestOf(database, relatedId);
  const latest = pending ?? (await latestRequestOf(database, user.orgId, relatedId));
  const mine = latest
    ? await database.db
        .selectFrom('approval_work_item')
        .select(['id', 'status'])
        .where('request_id', '=', latest.id)
        .where('approver_id', '=', user.userId)
        .execute()
    : [];
  // The approver acts even when sharing hides the record from them; anyone else must see it to hear of it.
  if (mine.length === 0 && latest?.submitted_by !== user.userId)
    await visibleRecord(database, user, relatedId);
  // Their item was closed because another approver of the step decided first.
  if (!pending && mine.some((item) => item.status === 'skipped')) throw approvalRefusal(DECIDED_A_MOMENT_AGO);
  if (!pending || pending.org_id !== user.orgId)
    throw approvalRefusal('This record is not waiting for approval');
  return pending;
}

function myItem(items: readonly WorkItemRow[], user: CurrentUser): WorkItemRow | undefined {
  return (
    items.find((item) => item.status === 'pending' && item.approver_id === user.userId) ??
    (isAdministrator(user) ? items.find((item) => item.status === 'pending') : undefined)
  );
}

async function notMine(database: DatabaseHandle, items: readonly WorkItemRow[], user: CurrentUser) {
  if (items.some((item) => item.approver_id === user.userId)) return approvalRefusal(DECIDED_A_MOMENT_AGO);
  const pendingIds = items.filter((item) => item.status === 'pending').map((item) => item.approver_id);
  const names = await namesOf(database, pendingIds);
  return approvalRefusal('Only the approver or an administrator can decide this request', [
    `${pendingIds.map((id) => names.get(id) ?? id).join(', ')} ${pendingIds.length === 1 ? 'is the approver' : 'are the approvers'}`,
  ]);
}

async function requestRow(database: DatabaseHandle, id: string) {
  return database.db
    .selectFrom('approval_request')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

interface Stranded {
  stepName: string;
  problem: string;
  event: 'stepApproved' | 'stepRejected';
}

interface Aftermath {
  actions: ApprovalAction[];
  event: string;
  approverIds: string[];
}

/**
 * approval/approve and approval/reject: the caller's pending item of the
 * current step (an administrator: any) is decided; a settled step moves the
 * request on to the next applicable step, back a step, or to its end.
 */
/** The scene a settled request's actions run in: its record, submitter and the approvers of the moment. */
function decidedScene(
  engine: EngineContext,
  actor: CurrentUser,
  request: ApprovalRequestTable,
  objectApi: string,
  record: { name: string; ownerId: string },
  approverIds: readonly string[],
  event: string,
): ActionScene {
  return {
    database: engine.database,
    jobs: engine.jobs,
    now: engine.now,
    actor,
    orgId: request.org_id,
    objectApi,
    recordId: request.record_id,
    recordName: record.name,
    submitterId: request.submitted_by,
    ownerId: record.ownerId,
    approverIds,
    event,
    requestId: request.id,
    processId: request.process_id,
    processVersion: request.process_version,
  };
}

export async function decideApproval(
  engine: EngineContext,
  user: CurrentUser,
  input: { relatedId: string; comments: string; status: 'approved' | 'rejected' },
): Promise<ApprovalRequestView> {
  const { database, now } = engine;
  const first = await requestFor(database, user, input.relatedId);
  const version = await requestVersion(database, first);
  const { steps } = version.definition;
  const { object } = await visibleRecordOrSystem(database, input.relatedId);
  const scene = await recordScene(database, object, input.relatedId);
  if (!scene) throw approvalRefusal('This record is not waiting for approval');
  const aftermath: Aftermath[] = [];
  /** A step the request could not move to for want of an approver: told to the administrator after the rollback. */
  let stranded: Stranded | null = null;
  const deciding = fenced(() =>
    inTransaction(database.db, async (trx) => {
      aftermath.length = 0;
      const handle = transactionHandle(database, trx);
      const request = await pendingRequestOf(handle, input.relatedId);
      if (!request || request.id !== first.id) throw approvalRefusal(DECIDED_A_MOMENT_AGO);
      await takeRequest(handle, request);
      const items = await currentRound(handle, request.id, request.step_index);
      const mine = myItem(items, user);
      if (!mine) throw await notMine(handle, items, user);
      await closeItem(handle, mine.id, input.status, input.comments, now);
      const index = request.step_index;
      const step = steps[index];
      const outcome = stepOutcome(
        step?.mode ?? 'firstResponse',
        items.map((item) => (item.id === mine.id ? input.status : (item.status as WorkItemStatus))),
      );
      if (outcome === 'waiting') return request.id;
      await closeOpenItems(handle, request.id, 'skipped', now);
      const who = {
        submitterId: request.submitted_by,
        ownerId: scene.ownerId,
        manualApproverId: request.manual_approver_id,
      };
      const moveTo = async (next: number) => {
        const nextStep = steps[next];
        const approvers = nextStep
          ? await stepApprovers(handle, request.org_id, nextStep, who)
          : { people: [], problem: '' };
        if (approvers.people.length === 0) {
          stranded = {
            stepName: nextStep?.name ?? '',
            problem: approvers.problem,
            event: outcome === 'approved' ? 'stepApproved' : 'stepRejected',
          };
          throw approvalRefusal('The next step has no approver: nothing was decided', [
            approvers.problem,
            'Ask an administrator to name another approver for the process',
          ]);
        }
        return startStep(handle, request, next, approvers.people, scene.name, now);
      };
      const finish = async (status: 'approved' | 'rejected') => {
        await handle.db
          .updateTable('approval_request')
          .set({
            status,
            decided_by: user.userId,
            decided_at: now.toISOString(),
            decision_comments: input.comments,
          })
          .where('id', '=', request.id)
          .execute();
        await notify(
          handle,
          request.org_id,
          [request.submitted_by],
          request.record_id,
          { key: status, params: { record: scene.name, by: user.name, comments: input.comments } },
          now,
        );
      };
      if (outcome === 'approved') {
        aftermath.push({
          actions: actionsFor(version.definition.actions, 'stepApproved', index),
          event: 'stepApproved',
          approverIds: [mine.approver_id],
        });
        const next = nextApplicableStep(steps, index + 1, applies(scene, user, now));
        if (next === null) {
          await finish('approved');
          aftermath.push({
            actions: actionsFor(version.definition.actions, 'finalApproval'),
            event: 'finalApproval',
            approverIds: [mine.approver_id],
          });
        } else await moveTo(next);
        return request.id;
      }
      // A step's own rejection actions run whatever follows: back a step, or the request's final rejection.
      aftermath.push({
        actions: actionsFor(version.definition.actions, 'stepRejected', index),
        event: 'stepRejected',
        approverIds: [mine.approver_id],
      });
      const ran = await itemsOfRequest(handle, request.id);
      const back = afterRejection(steps, index, [
        ...new Set(ran.filter((item) => item.status === 'approved').map((item) => item.step_index)),
      ]);
      if (back.kind === 'step') await moveTo(back.index);
      else {
        await finish('rejected');
        aftermath.push({
          actions: actionsFor(version.definition.actions, 'finalRejection'),
          event: 'finalRejection',
          approverIds: [mine.approver_id],
        });
      }
      return request.id;
    }),
  );
  let requestId: string;
  try {
    requestId = await deciding;
  } catch (error) {
    // Set inside the transaction's closure, which the compiler does not follow.
    const problem = stranded as Stranded | null;
    if (problem)
      await recordApproverProblem(
        database,
        {
          orgId: first.org_id,
          processId: first.process_id,
          processVersion: first.process_version,
          requestId: first.id,
          recordId: first.record_id,
          recordName: scene.name,
          event: problem.event,
          stepName: problem.stepName,
          actor: user,
          problem: problem.problem,
        },
        now,
      );
    throw error;
  }
  const request = await requestRow(database, requestId);
  for (const moment of aftermath)
    await runActions(
      moment.actions,
      decidedScene(engine, user, request, object.apiName, scene, moment.approverIds, moment.event),
    );
  return toRequestView(database, request);
}

/** The record and its object; an approver who cannot see it under sharing still reaches it. */
async function visibleRecordOrSystem(database: DatabaseHandle, relatedId: string) {
  const snapshot = await currentMetadata(database);
  const object = resolveObject(snapshot, { recordId: relatedId });
  return { object, snapshot };
}

/** approval/reassign: the caller's pending item (an administrator: any) goes to another user. */
export async function reassignApproval(
  engine: EngineContext,
  user: CurrentUser,
  input: { relatedId: string; toUserId: string; comments: string },
): Promise<ApprovalRequestView> {
  const { database, now } = engine;
  const first = await requestFor(database, user, input.relatedId);
  const target = await activeOrgUser(database, user.orgId, input.toUserId);
  if (!target) throw badRequest(`toUserId: ${input.toUserId} is no active user of this organisation`);
  if (target.id === first.submitted_by)
    throw badRequest('toUserId: the submitter cannot approve their own request');
  const { object } = await visibleRecordOrSystem(database, input.relatedId);
  const recordName = (await recordScene(database, object, input.relatedId))?.name ?? input.relatedId;
  const requestId = await fenced(() =>
    inTransaction(database.db, async (trx) => {
      const handle = transactionHandle(database, trx);
      const request = await pendingRequestOf(handle, input.relatedId);
      if (!request || request.id !== first.id) throw approvalRefusal(DECIDED_A_MOMENT_AGO);
      await takeRequest(handle, request);
      const items = await currentRound(handle, request.id, request.step_index);
      const mine = myItem(items, user);
      if (!mine) throw await notMine(handle, items, user);
      if (items.some((item) => item.status === 'pending' && item.approver_id === target.id))
        throw badRequest(`toUserId: ${target.name} already approves this step`);
      await closeItem(handle, mine.id, 'reassigned', input.comments, now);
      await insertItem(
        handle,
        {
          org_id: request.org_id,
          request_id: request.id,
          record_id: request.record_id,
          step_index: request.step_index,
          round: mine.round,
          approver_id: target.id,
          original_approver_id: mine.original_approver_id ?? mine.approver_id,
          assigned_at: now.toISOString(),
        },
        now,
      );
      if (request.approver_id === mine.approver_id)
        await handle.db
          .updateTable('approval_request')
          .set({ approver_id: target.id })
          .where('id', '=', request.id)
          .execute();
      await notify(
        handle,
        request.org_id,
        [target.id],
        request.record_id,
        { key: 'reassigned', params: { record: recordName, by: user.name, comments: input.comments } },
        now,
      );
      return request.id;
    }),
  );
  return toRequestView(database, await requestRow(database, requestId));
}

/** approval/recall: the submitter (when the process allows it) or an administrator takes the request back. */
export async function recallApproval(
  engine: EngineContext,
  user: CurrentUser,
  input: { relatedId: string; comments: string },
): Promise<ApprovalRequestView> {
  const { database, now } = engine;
  const first = await requestFor(database, user, input.relatedId);
  const version = await requestVersion(database, first);
  if (!isAdministrator(user)) {
    if (first.submitted_by !== user.userId)
      throw approvalRefusal('Only the submitter or an administrator can recall this request');
    if (!version.definition.allowRecall)
      throw approvalRefusal(`"${version.name}" does not let the submitter recall a request`);
  }
  const { object } = await visibleRecordOrSystem(database, input.relatedId);
  const scene = await recordScene(database, object, input.relatedId);
  let approverIds: string[] = [];
  const requestId = await fenced(() =>
    inTransaction(database.db, async (trx) => {
      const handle = transactionHandle(database, trx);
      const request = await pendingRequestOf(handle, input.relatedId);
      if (!request || request.id !== first.id) throw approvalRefusal(DECIDED_A_MOMENT_AGO);
      await takeRequest(handle, request);
      const items = await currentRound(handle, request.id, request.step_index);
      approverIds = items.filter((item) => item.status === 'pending').map((item) => item.approver_id);
      await closeOpenItems(handle, request.id, 'recalled', now);
      await handle.db
        .updateTable('approval_request')
        .set({
          status: 'recalled',
          decided_by: user.userId,
          decided_at: now.toISOString(),
          decision_comments: input.comments,
        })
        .where('id', '=', request.id)
        .execute();
      await notify(
        handle,
        request.org_id,
        approverIds,
        request.record_id,
        { key: 'recalled', params: { record: scene?.name ?? request.record_id, by: user.name } },
        now,
      );
      return request.id;
    }),
  );
  const request = await requestRow(database, requestId);
  if (scene)
    await runActions(
      actionsFor(version.definition.actions, 'recall'),
      decidedScene(engine, user, request, object.apiName, scene, approverIds, 'recall'),
    );
  return toRequestView(database, request);
}

/** Batch calls: each record answers on its own. */
export async function eachRecord(
  relatedIds: readonly string[],
  work: (relatedId: string) => Promise<unknown>,
): Promise<Array<{ relatedId: string; ok: boolean; message: string }>> {
  const results: Array<{ relatedId: string; ok: boolean; message: string }> = [];
  for (const relatedId of [...new Set(relatedIds)]) {
    try {
      await work(relatedId);
      results.push({ relatedId, ok: true, message: '' });
    } catch (error) {
      results.push({ relatedId, ok: false, message: error instanceof Error ? error.message : String(error) });
    }
  }
  return results;
}

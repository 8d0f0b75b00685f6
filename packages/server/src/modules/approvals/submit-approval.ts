import {
  actionsFor,
  chooseApprovalProcess,
  ErrorCode,
  NO_MATCHING_PROCESS_MESSAGE,
  nextApplicableStep,
} from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';
import type { ApprovalRequestTable } from '../../db/migrations/0065-approvals.js';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, badRequest, notFound } from '../../http/envelope.js';
import type { JobRunner } from '../jobs/index.js';
import { currentMetadata, formulaFields, type ObjectModel, resolveObject } from '../metadata/index.js';
import {
  inTransaction,
  prepareRecordAccess,
  type RecordRow,
  recordAccessFilter,
  recordAccessLevel,
  recordName,
  recordPermissionsAtLevel,
  recordsDb,
  rowToValues,
  transactionHandle,
} from '../records/index.js';
import { recordApproverProblem } from './action-runs.js';
import { runActions } from './actions.js';
import { activeOrgUser } from './people.js';
import { type ApprovalProcessView, activeProcessesOf } from './process-store.js';
import { type ApprovalRequestView, insertRequest, pendingRequestOf, toRequestView } from './request-store.js';
import { applies, type RecordScene, startStep, stepApprovers } from './step-runner.js';

export interface SubmitInput {
  relatedId: string;
  comments: string;
  /** Ours: the approver the submitter picked after a 'Manual' answer. */
  approverId?: string | undefined;
}

export type SubmitAnswer =
  | { kind: 'submitted'; request: ApprovalRequestView }
  /** The process leaves the approver to the submitter: the web asks and submits again with approverId. */
  | { kind: 'manual'; process: { id: string; name: string } };

/** A submission that cannot go ahead: returnInfo plus the detailed errors of the failure dialog. */
export function approvalRefusal(message: string, errors: readonly string[] = []): AppError {
  return new AppError(ErrorCode.APPROVAL_REFUSED, message, { errors: [...errors] });
}

/** The record a call names by id, with its object; 404 when the user cannot see it. */
export async function visibleRecord(database: DatabaseHandle, user: CurrentUser, recordId: string) {
  const snapshot = await currentMetadata(database);
  let object: ObjectModel;
  try {
    object = resolveObject(snapshot, { recordId });
  } catch {
    throw notFound(`Record ${recordId}`);
  }
  // One statement: the row as the caller may read it, with their sharing level on it (the submission's
  // edit check reads it instead of asking again).
  await prepareRecordAccess(database, object);
  const found = await recordsDb(database)
    .selectFrom(object.tableName)
    .selectAll()
    .select(recordAccessLevel(user, object).as(ACCESS_LEVEL))
    .where('id', '=', recordId)
    .where('is_deleted', '=', 0)
    .where(recordAccessFilter(user, object))
    .executeTakeFirst();
  if (!found) throw notFound(`Record ${recordId}`);
  const { [ACCESS_LEVEL]: level, ...row } = found as RecordRow;
  return { snapshot, object, row: row as RecordRow, accessLevel: Number(level ?? 0) };
}

const ACCESS_LEVEL = '_vela_access_level';

/** What the approval engine is given: the database, the job runner (webhooks) and the time. */
export interface EngineContext {
  database: DatabaseHandle;
  jobs: JobRunner;
  now: Date;
}

/**
 * approval/submitApproval (spec 2 §4, §8; issue 20): the record goes to the
 * first active process of its object whose entry criteria it meets, on that
 * process's current version, and waits at the first step whose criteria
 * hold; it is locked for edit until the request is decided or recalled.
 */
export async function submitForApproval(
  engine: EngineContext,
  user: CurrentUser,
  input: SubmitInput,
): Promise<SubmitAnswer> {
  const { database, now } = engine;
  const { snapshot, object, row, accessLevel } = await visibleRecord(database, user, input.relatedId);
  if (!object.features.approvals)
    throw approvalRefusal(`${object.pluralLabel} are not submitted for approval`);
  if (!(await recordPermissionsAtLevel(database, user, object, accessLevel)).isEdit)
    throw approvalRefusal('You cannot submit this record for approval', [
      'Only people who may change the record can submit it',
    ]);
  const pending = await pendingRequestOf(database, input.relatedId);
  if (pending) {
    const view = await toRequestView(database, pending);
    throw approvalRefusal('This record is already waiting for approval', [
      `Submitted by ${view.submittedBy.name} on ${view.submittedAt}, to be approved by ${view.approver.name}`,
    ]);
  }
  // Criteria read stored fields only (a lookup is its id): the names of looked-up records are not read.
  const values = rowToValues(object, row, new Map()) as Record<string, unknown>;
  const choice = chooseApprovalProcess(
    await activeProcessesOf(database, user.orgId, object.id),
    formulaFields(object),
    {
      record: values,
      user: { Id: user.userId, Email: user.email, Name: user.name, ProfileId: user.profileId },
      now,
    },
  );
  if (!choice.matched) throw approvalRefusal(NO_MATCHING_PROCESS_MESSAGE, choice.errors);
  const process = choice.process as ApprovalProcessView;
  // A new request runs on the process's current version, whose definition the process row holds.
  const version = {
    processId: process.id,
    version: process.version,
    name: process.name,
    definition: process.definition,
  };
  const { steps } = version.definition;
  let manualApproverId: string | null = null;
  if (steps.some((step) => step.approverKind === 'manual')) {
    if (!input.approverId) return { kind: 'manual', process: { id: process.id, name: process.name } };
    if (input.approverId === user.userId)
      throw badRequest('approverId: you cannot approve your own submission');
    if (!(await activeOrgUser(database, user.orgId, input.approverId)))
      throw badRequest(`approverId: ${input.approverId} is no active user of this organisation`);
    manualApproverId = input.approverId;
  }
  const scene: RecordScene = {
    object,
    values,
    name: recordName(object, values) || input.relatedId,
    ownerId: typeof values.ownerid === 'string' ? values.ownerid : user.userId,
  };
  const first = nextApplicableStep(steps, 0, applies(scene, user, now));
  if (first === null)
    throw approvalRefusal(`No step of "${process.name}" applies to this record`, [
      "Ask an administrator to check the steps' criteria",
    ]);
  const step = steps[first];
  const approvers = step
    ? await stepApprovers(database, user.orgId, step, {
        submitterId: user.userId,
        ownerId: scene.ownerId,
        manualApproverId,
      })
    : { people: [], problem: 'no step' };
  if (approvers.people.length === 0) {
    await recordApproverProblem(
      database,
      {
        orgId: user.orgId,
        processId: process.id,
        processVersion: version.version,
        requestId: '',
        recordId: input.relatedId,
        recordName: scene.name,
        event: 'submit',
        stepName: step?.name ?? '',
        actor: user,
        problem: approvers.problem,
      },
      now,
    );
    throw approvalRefusal(`"${process.name}" cannot find an approver`, [
      approvers.problem,
      'Ask an administrator to name another approver for the process',
    ]);
  }
  let request: ApprovalRequestTable;
  let approverIds: string[] = [];
  try {
    request = await inTransaction(database.db, async (trx) => {
      const handle = transactionHandle(database, trx);
      const inserted = await insertRequest(
        handle,
        {
          org_id: user.orgId,
          object_id: object.id,
          record_id: input.relatedId,
          process_id: process.id,
          submitted_by: user.userId,
          submitted_at: now.toISOString(),
          comments: input.comments,
          approver_id: approvers.people[0]?.id ?? '',
          process_version: version.version,
          step_index: first,
          step_seq: 0,
          manual_approver_id: manualApproverId,
        },
        now,
      );
      approverIds = await startStep(handle, inserted, first, approvers.people, scene.name, now, {
        submitterName: user.name,
        round: 1,
        current: { stepIndex: first, approverId: inserted.approver_id },
      });
      return { ...inserted, approver_id: approverIds[0] ?? inserted.approver_id };
    });
  } catch (error) {
    // The partial unique index: another submission of this record won the race.
    if (await pendingRequestOf(database, input.relatedId))
      throw approvalRefusal('This record is already waiting for approval');
    throw error;
  }
  await runActions(actionsFor(version.definition.actions, 'submit'), {
    database,
    jobs: engine.jobs,
    now,
    actor: user,
    orgId: user.orgId,
    objectApi: object.apiName,
    recordId: input.relatedId,
    recordName: scene.name,
    submitterId: user.userId,
    ownerId: scene.ownerId,
    approverIds,
    event: 'submit',
    requestId: request.id,
    processId: process.id,
    processVersion: version.version,
    snapshot,
  });
  // The answer names the submitter and the step's approvers, all known here (a delegate's name is not).
  const names = new Map([
    [user.userId, user.name],
    ...approvers.people.map((person) => [person.id, person.name] as const),
  ]);
  return { kind: 'submitted', request: await toRequestView(database, request, names) };
}

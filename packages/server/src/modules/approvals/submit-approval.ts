import {
  type ApprovalProcess,
  chooseApprovalProcess,
  ErrorCode,
  NO_MATCHING_PROCESS_MESSAGE,
} from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, badRequest, notFound } from '../../http/envelope.js';
import { currentMetadata, formulaFields, type ObjectModel, resolveObject } from '../metadata/index.js';
import { canAccessRecord, findRow, recordPermissions, toRecordValues } from '../records/index.js';
import { activeOrgUser, managerOf, type Person } from './people.js';
import { processesOf } from './process-store.js';
import { type ApprovalRequestView, insertRequest, pendingRequestOf, toRequestView } from './request-store.js';

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
  const row = await findRow(database, object, recordId);
  if (!row || !(await canAccessRecord(database, user, object, row))) throw notFound(`Record ${recordId}`);
  return { snapshot, object, row };
}

/**
 * approval/submitApproval (spec 2 §4, §8): the record goes to the first
 * active process of its object whose entry criteria it meets, and waits for
 * that process's approver; it is locked for edit until they decide.
 */
export async function submitForApproval(
  database: DatabaseHandle,
  user: CurrentUser,
  input: SubmitInput,
  now: Date,
): Promise<SubmitAnswer> {
  const { snapshot, object, row } = await visibleRecord(database, user, input.relatedId);
  if (!object.features.approvals)
    throw approvalRefusal(`${object.pluralLabel} are not submitted for approval`);
  if (!(await recordPermissions(database, user, object, row)).isEdit)
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
  const [values] = await toRecordValues(database, snapshot, object, [row], 'system');
  const choice = chooseApprovalProcess(
    await processesOf(database, user.orgId, object.id),
    formulaFields(object),
    {
      record: values ?? {},
      user: { Id: user.userId, Email: user.email, Name: user.name, ProfileId: user.profileId },
      now,
    },
  );
  if (!choice.matched) throw approvalRefusal(NO_MATCHING_PROCESS_MESSAGE, choice.errors);
  const { process } = choice;
  const owner = typeof values?.ownerid === 'string' ? values.ownerid : user.userId;
  const approver = await approverFor(database, user, process, owner, input.approverId);
  if (!approver) return { kind: 'manual', process: { id: process.id, name: process.name } };
  try {
    const request = await insertRequest(
      database,
      {
        org_id: user.orgId,
        object_id: object.id,
        record_id: input.relatedId,
        process_id: process.id,
        submitted_by: user.userId,
        submitted_at: now.toISOString(),
        comments: input.comments,
        approver_id: approver.id,
      },
      now,
    );
    return { kind: 'submitted', request: await toRequestView(database, request) };
  } catch (error) {
    // The partial unique index: another submission of this record won the race.
    if (await pendingRequestOf(database, input.relatedId))
      throw approvalRefusal('This record is already waiting for approval');
    throw error;
  }
}

/** The approver the process names; undefined when the submitter must pick (kind 'manual'). */
async function approverFor(
  database: DatabaseHandle,
  user: CurrentUser,
  process: ApprovalProcess,
  ownerId: string,
  picked: string | undefined,
): Promise<Person | undefined> {
  switch (process.approverKind) {
    case 'manual': {
      if (!picked) return undefined;
      if (picked === user.userId) throw badRequest('approverId: you cannot approve your own submission');
      const person = await activeOrgUser(database, user.orgId, picked);
      if (!person) throw badRequest(`approverId: ${picked} is no active user of this organisation`);
      return person;
    }
    case 'user': {
      const person = process.approverUserId
        ? await activeOrgUser(database, user.orgId, process.approverUserId)
        : undefined;
      if (!person)
        throw approvalRefusal(`The approver of "${process.name}" is no longer an active user`, [
          'Ask an administrator to name another approver for the process',
        ]);
      return person;
    }
    case 'submitterManager':
    case 'ownerManager': {
      const of = process.approverKind === 'ownerManager' ? ownerId : user.userId;
      const manager = await managerOf(database, user.orgId, of);
      if (!manager)
        throw approvalRefusal(`"${process.name}" sends the record to a manager, and there is none`, [
          `${process.approverKind === 'ownerManager' ? "The record owner's" : 'Your'} role has no one above it in the role hierarchy`,
        ]);
      return manager;
    }
  }
}

import { type ApprovalStep, compileCriteria, FormulaError, type FormulaFieldInfo } from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import { findUsersByIds } from '../auth/index.js';
import { formulaFields, type ObjectModel } from '../metadata/index.js';
import { findRow, recordName, rowToValues } from '../records/index.js';
import { activeOrgUser, managerOf, type Person, usersInGroup, usersInRole } from './people.js';
import { insertItem, nextRound, notify, withDelegate } from './work-items.js';

/** What a step's criteria and approvers read about the record and its submission. */
export interface RecordScene {
  object: ObjectModel;
  values: Record<string, unknown>;
  name: string;
  ownerId: string;
}

export async function recordScene(
  database: DatabaseHandle,
  object: ObjectModel,
  recordId: string,
): Promise<RecordScene | undefined> {
  const row = await findRow(database, object, recordId);
  if (!row) return undefined;
  // Criteria read stored fields only (a lookup is its id): the names of looked-up records are not read.
  const values = rowToValues(object, row, new Map()) as Record<string, unknown>;
  return {
    object,
    values,
    name: recordName(object, values) || recordId,
    ownerId: typeof values.ownerid === 'string' ? values.ownerid : '',
  };
}

/** Whether a step applies to the record; criteria that no longer compile skip the step. */
export function stepApplies(
  step: ApprovalStep,
  fields: readonly FormulaFieldInfo[],
  values: Record<string, unknown>,
  user: CurrentUser,
  now: Date,
): boolean {
  try {
    const formula = compileCriteria(step.criteria, fields);
    if (!formula) return true;
    return (
      formula.evaluate({
        record: values,
        user: { Id: user.userId, Email: user.email, Name: user.name, ProfileId: user.profileId },
        now,
      }) === true
    );
  } catch (error) {
    if (error instanceof FormulaError) return false;
    throw error;
  }
}

export function applies(scene: RecordScene, user: CurrentUser, now: Date) {
  const fields = formulaFields(scene.object);
  return (step: ApprovalStep) => stepApplies(step, fields, scene.values, user, now);
}

/** A step's approvers now, or why there are none. */
export async function stepApprovers(
  database: DatabaseHandle,
  orgId: string,
  step: ApprovalStep,
  who: { submitterId: string; ownerId: string; manualApproverId: string | null },
): Promise<{ people: Person[]; problem: string }> {
  const none = (problem: string) => ({ people: [], problem: `${step.name}: ${problem}` });
  switch (step.approverKind) {
    case 'user': {
      const person = step.approverId ? await activeOrgUser(database, orgId, step.approverId) : undefined;
      return person ? { people: [person], problem: '' } : none('the approver is no longer an active user');
    }
    case 'submitterManager':
    case 'ownerManager': {
      const of = step.approverKind === 'ownerManager' && who.ownerId ? who.ownerId : who.submitterId;
      const manager = await managerOf(database, orgId, of);
      return manager
        ? { people: [manager], problem: '' }
        : none(
            `${step.approverKind === 'ownerManager' ? "the record owner's" : "the submitter's"} role has no one above it in the role hierarchy`,
          );
    }
    case 'role': {
      const people = step.approverId ? await usersInRole(database, orgId, step.approverId) : [];
      return people.length > 0
        ? { people, problem: '' }
        : none('the approver role has no active user or no longer exists');
    }
    case 'group': {
      const people = step.approverId ? await usersInGroup(database, orgId, step.approverId) : [];
      return people.length > 0
        ? { people, problem: '' }
        : none('the approver group or queue has no active member or no longer exists');
    }
    case 'manual': {
      const person = who.manualApproverId
        ? await activeOrgUser(database, orgId, who.manualApproverId)
        : undefined;
      return person
        ? { people: [person], problem: '' }
        : none('the approver the submitter chose is no longer active');
    }
  }
}

/**
 * Hands a step out: a work item per approver (or their delegate), the
 * request pointing at the step, and a notification to each (a delegate's
 * says for whom). Answers the approvers' ids.
 */
export async function startStep(
  database: DatabaseHandle,
  request: { id: string; org_id: string; record_id: string; submitted_by: string },
  index: number,
  people: readonly Person[],
  recordName: string,
  now: Date,
  /**
   * What the caller knows already (a new request: its submitter, that this is its first round, and the
   * step and approver its row was inserted with).
   */
  known: { submitterName?: string; round?: number; current?: { stepIndex: number; approverId: string } } = {},
): Promise<string[]> {
  const ids: string[] = [];
  const submitterName =
    known.submitterName ?? (await findUsersByIds(database, [request.submitted_by]))[0]?.name ?? '';
  const asking = { submitter: submitterName, record: recordName };
  const round = known.round ?? (await nextRound(database, request.id));
  for (const person of people) {
    const { approver, original } = await withDelegate(database, request.org_id, person, now);
    if (ids.includes(approver.id)) continue;
    ids.push(approver.id);
    await notify(
      database,
      request.org_id,
      [approver.id],
      request.record_id,
      original
        ? { key: 'waitingOnBehalf', params: { ...asking, onBehalfOf: person.name } }
        : { key: 'waiting', params: asking },
      now,
    );
    await insertItem(
      database,
      {
        org_id: request.org_id,
        request_id: request.id,
        record_id: request.record_id,
        step_index: index,
        round,
        approver_id: approver.id,
        original_approver_id: original,
        assigned_at: now.toISOString(),
      },
      now,
    );
  }
  // A new request was inserted pointing at this step and approver already, unless a delegate stands in.
  if (known.current?.stepIndex !== index || known.current.approverId !== (ids[0] ?? ''))
    await database.db
      .updateTable('approval_request')
      .set({ step_index: index, approver_id: ids[0] ?? '' })
      .where('id', '=', request.id)
      .execute();
  return ids;
}

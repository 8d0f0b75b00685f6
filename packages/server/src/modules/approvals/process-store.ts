import {
  type ApprovalProcess,
  type ApproverKind,
  compileCriteria,
  FormulaError,
  newRecordId,
  SystemPrefix,
} from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';
import type { ApprovalProcessTable } from '../../db/migrations/0065-approvals.js';
import { badRequest } from '../../http/envelope.js';
import { formulaFields, type ObjectModel } from '../metadata/index.js';
import { activeOrgUser } from './people.js';

/** An object's approval processes as stored, and their checked changes. */

function toProcess(row: ApprovalProcessTable): ApprovalProcess {
  return {
    id: row.id,
    name: row.name,
    active: row.is_active === 1,
    order: row.sort_order,
    criteria: row.criteria,
    approverKind: row.approver_kind as ApproverKind,
    approverUserId: row.approver_user_id,
  };
}

export async function processesOf(
  database: DatabaseHandle,
  orgId: string,
  objectId: string,
): Promise<ApprovalProcess[]> {
  const rows = await database.db
    .selectFrom('approval_process')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('object_id', '=', objectId)
    .orderBy('sort_order')
    .orderBy('name')
    .execute();
  return rows.map(toProcess);
}

/** DECISIONS 25: 'Submit for approval' shows only for objects with an active process. */
export async function hasActiveApprovalProcess(
  database: DatabaseHandle,
  orgId: string,
  objectId: string,
): Promise<boolean> {
  const row = await database.db
    .selectFrom('approval_process')
    .select('id')
    .where('org_id', '=', orgId)
    .where('object_id', '=', objectId)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}

export interface ProcessInput {
  id?: string | undefined;
  name: string;
  active: boolean;
  order: number;
  criteria: string;
  approverKind: ApproverKind;
  approverUserId?: string | null | undefined;
}

/** Creates or changes a process after checking its criteria compile and its named approver exists. */
export async function saveProcess(
  database: DatabaseHandle,
  orgId: string,
  object: ObjectModel,
  input: ProcessInput,
  now: Date,
): Promise<ApprovalProcess> {
  try {
    compileCriteria(input.criteria, formulaFields(object));
  } catch (error) {
    if (error instanceof FormulaError) throw badRequest(`criteria: ${error.message}`);
    throw error;
  }
  let approverUserId: string | null = null;
  if (input.approverKind === 'user') {
    if (!input.approverUserId)
      throw badRequest('approverUserId: a process with a named approver names the user');
    if (!(await activeOrgUser(database, orgId, input.approverUserId)))
      throw badRequest(`approverUserId: ${input.approverUserId} is no active user of this organisation`);
    approverUserId = input.approverUserId;
  }
  const at = now.toISOString();
  const values = {
    name: input.name,
    is_active: input.active ? 1 : 0,
    sort_order: input.order,
    criteria: input.criteria.trim(),
    approver_kind: input.approverKind,
    approver_user_id: approverUserId,
    updated_at: at,
  };
  if (input.id) {
    const changed = await database.db
      .updateTable('approval_process')
      .set(values)
      .where('id', '=', input.id)
      .where('org_id', '=', orgId)
      .where('object_id', '=', object.id)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0)
      throw badRequest(`id: ${input.id} is no approval process of ${object.label}`);
    return toProcess({ ...values, id: input.id, org_id: orgId, object_id: object.id, created_at: at });
  }
  const row: ApprovalProcessTable = {
    ...values,
    id: newRecordId(SystemPrefix.approvalProcess, now.getTime()),
    org_id: orgId,
    object_id: object.id,
    created_at: at,
  };
  await database.db.insertInto('approval_process').values(row).execute();
  return toProcess(row);
}

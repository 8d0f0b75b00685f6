import { type ApprovalRequestView, type ApprovalStatus, newRecordId, SystemPrefix } from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';
import type { ApprovalRequestTable } from '../../db/migrations/0065-approvals.js';
import { namesOf } from './people.js';

/** Approval requests: one per submission, pending until the approver decides. */

/** What the calls answer about a request: approvals' contract in core. */
export type { ApprovalRequestView };

export async function toRequestView(
  database: DatabaseHandle,
  row: ApprovalRequestTable,
  /** Names the caller has at hand (a submission: the submitter's and the approver's): no read when all are. */
  known?: ReadonlyMap<string, string>,
): Promise<ApprovalRequestView> {
  const ids = [row.submitted_by, row.approver_id, row.decided_by ?? ''].filter((id) => id !== '');
  const names = known && ids.every((id) => known.has(id)) ? known : await namesOf(database, ids);
  const person = (id: string) => ({ id, name: names.get(id) ?? '' });
  return {
    id: row.id,
    recordId: row.record_id,
    processId: row.process_id,
    status: row.status as ApprovalStatus,
    submittedBy: person(row.submitted_by),
    submittedAt: row.submitted_at,
    comments: row.comments,
    approver: person(row.approver_id),
    decidedBy: row.decided_by ? person(row.decided_by) : null,
    decidedAt: row.decided_at,
    decisionComments: row.decision_comments,
  };
}

export async function pendingRequestOf(
  database: DatabaseHandle,
  recordId: string,
): Promise<ApprovalRequestTable | undefined> {
  return database.db
    .selectFrom('approval_request')
    .selectAll()
    .where('record_id', '=', recordId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

/** The record's latest request, whatever its status. */
export async function latestRequestOf(
  database: DatabaseHandle,
  orgId: string,
  recordId: string,
): Promise<ApprovalRequestTable | undefined> {
  return database.db
    .selectFrom('approval_request')
    .selectAll()
    .where('record_id', '=', recordId)
    .where('org_id', '=', orgId)
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function insertRequest(
  database: DatabaseHandle,
  request: Omit<ApprovalRequestTable, 'id' | 'status' | 'decided_by' | 'decided_at' | 'decision_comments'>,
  now: Date,
): Promise<ApprovalRequestTable> {
  const row: ApprovalRequestTable = {
    ...request,
    id: newRecordId(SystemPrefix.approvalRequest, now.getTime()),
    status: 'pending',
    decided_by: null,
    decided_at: null,
    decision_comments: '',
  };
  await database.db.insertInto('approval_request').values(row).execute();
  return row;
}

/** Closes a pending request; false when it was no longer pending (someone decided first). */
export async function decideRequest(
  database: DatabaseHandle,
  requestId: string,
  decision: { status: Exclude<ApprovalStatus, 'pending'>; by: string; comments: string; at: Date },
): Promise<boolean> {
  const result = await database.db
    .updateTable('approval_request')
    .set({
      status: decision.status,
      decided_by: decision.by,
      decided_at: decision.at.toISOString(),
      decision_comments: decision.comments,
    })
    .where('id', '=', requestId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The status of each record's latest request, by record id (records never
 * submitted are left out). Record ids are unique across organisations, so
 * no org is needed: a delete guard knows only the rows.
 */
export async function latestRequestStatuses(
  database: DatabaseHandle,
  recordIds: readonly string[],
): Promise<Map<string, string>> {
  const statuses = new Map<string, string>();
  const unique = [...new Set(recordIds)];
  for (let start = 0; start < unique.length; start += 500) {
    const rows = await database.db
      .selectFrom('approval_request')
      .select(['record_id', 'status'])
      .where('record_id', 'in', unique.slice(start, start + 500))
      .orderBy('submitted_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    for (const row of rows) if (!statuses.has(row.record_id)) statuses.set(row.record_id, row.status);
  }
  return statuses;
}

import {
  type ApprovalNoticeMessage,
  type NoticeKind,
  newRecordId,
  SystemPrefix,
  type WorkItemStatus,
} from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';
import type { ApprovalWorkItemTable } from '../../db/migrations/0100-approval-steps.js';
import { activeOrgUser, type Person } from './people.js';

/** Work items (one per approver of a step) and approvers' in-app notifications (issue 20). */

export type WorkItemRow = ApprovalWorkItemTable;

export async function itemsOfRequest(
  database: DatabaseHandle,
  requestId: string,
  stepIndex?: number,
): Promise<WorkItemRow[]> {
  let query = database.db.selectFrom('approval_work_item').selectAll().where('request_id', '=', requestId);
  if (stepIndex !== undefined) query = query.where('step_index', '=', stepIndex);
  return query.orderBy('round').orderBy('assigned_at').orderBy('id').execute();
}

/** The items of the step's latest round: the ones its decision counts. */
export async function currentRound(
  database: DatabaseHandle,
  requestId: string,
  stepIndex: number,
): Promise<WorkItemRow[]> {
  const items = await itemsOfRequest(database, requestId, stepIndex);
  const latest = Math.max(0, ...items.map((item) => item.round));
  return items.filter((item) => item.round === latest);
}

/** The round a step run starts now: one above every round of the request. */
export async function nextRound(database: DatabaseHandle, requestId: string): Promise<number> {
  const items = await itemsOfRequest(database, requestId);
  return Math.max(0, ...items.map((item) => item.round)) + 1;
}

export async function itemsOfRequests(
  database: DatabaseHandle,
  requestIds: readonly string[],
): Promise<WorkItemRow[]> {
  if (requestIds.length === 0) return [];
  return database.db
    .selectFrom('approval_work_item')
    .selectAll()
    .where('request_id', 'in', [...new Set(requestIds)])
    .orderBy('assigned_at')
    .orderBy('id')
    .execute();
}

export async function insertItem(
  database: DatabaseHandle,
  item: Omit<WorkItemRow, 'id' | 'status' | 'decided_at' | 'comments'>,
  now: Date,
): Promise<WorkItemRow> {
  const row: WorkItemRow = {
    ...item,
    id: newRecordId(SystemPrefix.approvalWorkItem, now.getTime()),
    status: 'pending',
    decided_at: null,
    comments: '',
  };
  await database.db.insertInto('approval_work_item').values(row).execute();
  return row;
}

/** Closes a pending item; false when it was no longer pending. */
export async function closeItem(
  database: DatabaseHandle,
  id: string,
  status: WorkItemStatus,
  comments: string,
  at: Date,
): Promise<boolean> {
  const result = await database.db
    .updateTable('approval_work_item')
    .set({ status, comments, decided_at: at.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Closes every other pending item of the request (a settled step, a recall). */
export async function closeOpenItems(
  database: DatabaseHandle,
  requestId: string,
  status: WorkItemStatus,
  at: Date,
): Promise<void> {
  await database.db
    .updateTable('approval_work_item')
    .set({ status, decided_at: at.toISOString() })
    .where('request_id', '=', requestId)
    .where('status', '=', 'pending')
    .execute();
}

/** The person who approves for `person` today: their delegate while they are away, else themselves. */
export async function withDelegate(
  database: DatabaseHandle,
  orgId: string,
  person: Person,
  now: Date,
): Promise<{ approver: Person; original: string | null }> {
  const today = now.toISOString().slice(0, 10);
  const row = await database.db
    .selectFrom('approval_delegate')
    .select('delegate_id')
    .where('org_id', '=', orgId)
    .where('user_id', '=', person.id)
    .where('starts_on', '<=', today)
    .where('ends_on', '>=', today)
    .executeTakeFirst();
  if (!row) return { approver: person, original: null };
  const delegate = await activeOrgUser(database, orgId, row.delegate_id);
  return delegate ? { approver: delegate, original: person.id } : { approver: person, original: null };
}

/** What a notice is about (the bell opens it there) and, for a flow's, the flow's name. */
export interface NoticeAbout {
  kind: NoticeKind;
  source?: string;
}

/**
 * Writes a notice to each person: an approval's as its message key and
 * values (put into words in each reader's language when read), another
 * module's as the text it wrote.
 */
export async function notify(
  database: DatabaseHandle,
  orgId: string,
  userIds: readonly string[],
  recordId: string,
  said: string | ApprovalNoticeMessage,
  now: Date,
  about: NoticeAbout = { kind: 'approval' },
): Promise<void> {
  const unique = [...new Set(userIds)].filter((id) => id !== '');
  if (unique.length === 0) return;
  await database.db
    .insertInto('approval_notification')
    .values(
      unique.map((userId) => ({
        id: newRecordId(SystemPrefix.approvalNotification, now.getTime()),
        org_id: orgId,
        user_id: userId,
        record_id: recordId,
        text: typeof said === 'string' ? said : '',
        message: typeof said === 'string' ? '' : JSON.stringify(said),
        created_at: now.toISOString(),
        is_read: 0,
        kind: about.kind,
        source: about.source ?? '',
        // Pushed live once the caller's transaction commits (notices.ts).
        pushed: 0,
      })),
    )
    .execute();
}

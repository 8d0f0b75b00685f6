import { APPROVAL_LOCKED_MESSAGE_KEY, mayEditPendingRecord } from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import { isAdministrator } from './administrators.js';
import { namesOf } from './people.js';
import { versionOf } from './process-store.js';
import { pendingRequestOf } from './request-store.js';
import { itemsOfRequest } from './work-items.js';

export interface ApprovalLock {
  message: string;
  messageKey: string;
  messageParams: { approver: string };
}

/**
 * Why the user may not change a record, when it waits for approval and they
 * are neither its approver nor an administrator; null when they may. The
 * record engine's save pipeline asks before writing.
 */
export async function approvalLockOf(
  database: DatabaseHandle,
  user: CurrentUser,
  recordId: string,
): Promise<ApprovalLock | null> {
  const pending = await pendingRequestOf(database, recordId);
  if (!pending) return null;
  const [items, version] = await Promise.all([
    itemsOfRequest(database, pending.id, pending.step_index),
    versionOf(database, pending.process_id, pending.process_version),
  ]);
  if (
    mayEditPendingRecord(user.userId, isAdministrator(user), {
      approverId: pending.approver_id,
      approverIds: items.filter((item) => item.status === 'pending').map((item) => item.approver_id),
      editLock: version?.definition.editLock ?? 'approverAndAdmin',
    })
  )
    return null;
  const approver = (await namesOf(database, [pending.approver_id])).get(pending.approver_id) ?? '';
  return {
    message: `This record is locked while it waits for approval by ${approver}: only the approver or an administrator can change it`,
    messageKey: APPROVAL_LOCKED_MESSAGE_KEY,
    messageParams: { approver },
  };
}

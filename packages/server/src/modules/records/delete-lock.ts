import { APPROVAL_DELETE_LOCKED_MESSAGE_KEY } from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';
import { AppError, ErrorCode } from '../../http/envelope.js';
// The approvals module's lookup, not its index: the index's routes read records through this module.
import { pendingApproversOf } from '../approvals/index.js';
import type { ObjectModel } from '../metadata/index.js';
import type { RecordRow } from './record-store.js';
import { deleteGuardRefusals } from './save/save-guards.js';

/** Why a record may not go to the recycle bin, in English and as a message key for the person's language. */
export interface DeleteRefusal {
  id: string;
  name: string;
  message: string;
  messageKey: string;
  messageParams: Record<string, string>;
}

/**
 * The rows that may not be deleted, by id: those waiting for approval, and
 * those a module's delete guard keeps (guardDeletes). Every delete path asks
 * (the record page, the list's mass delete, lines deleted with their
 * parent's save, records merged away), inside its transaction.
 */
export async function deleteRefusalsOf(
  database: DatabaseHandle,
  object: ObjectModel,
  rows: readonly RecordRow[],
): Promise<Map<string, DeleteRefusal>> {
  const approvers = await pendingApproversOf(
    database,
    rows.map((row) => String(row.id)),
  );
  const guarded = await deleteGuardRefusals(database, object, rows);
  const refusals = new Map<string, DeleteRefusal>();
  for (const row of rows) {
    const id = String(row.id);
    const name = String(row.name ?? '') || id;
    const guard = guarded.get(id);
    if (guard) {
      refusals.set(id, {
        id,
        name,
        message: guard.message,
        messageKey: guard.messageKey ?? '',
        messageParams: guard.messageParams ?? {},
      });
      continue;
    }
    const approver = approvers.get(id);
    if (approver === undefined) continue;
    refusals.set(id, {
      id,
      name,
      message: `${object.label} "${name}" cannot be deleted while it waits for approval by ${approver}: the approval request must be approved or rejected first`,
      messageKey: APPROVAL_DELETE_LOCKED_MESSAGE_KEY,
      messageParams: { object: object.label, name, approver },
    });
  }
  return refusals;
}

/** A refusal as the call's failure: a toast the web shows in the person's language (data carries the key). */
export function deleteRefusalError(refusal: DeleteRefusal): AppError {
  return new AppError(ErrorCode.TOAST_MESSAGE, refusal.message, {
    messageKey: refusal.messageKey,
    messageParams: refusal.messageParams,
  });
}

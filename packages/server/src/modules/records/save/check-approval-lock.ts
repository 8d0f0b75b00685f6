// The approvals module's lock, not its index: the index's routes read records through this module.
import { approvalLockOf } from '../../approvals/index.js';
import { type SaveContext, type SaveDraft, SaveRefusal } from './save-types.js';

/** A record that waits for approval is locked: only its approver and administrators may change it. */
export async function checkApprovalLock(context: SaveContext, draft: SaveDraft): Promise<void> {
  if (draft.isNew || context.asSystem) return;
  const lock = await approvalLockOf(context.database, context.user, draft.id);
  if (lock)
    throw new SaveRefusal(lock.message, { messageKey: lock.messageKey, messageParams: lock.messageParams });
}

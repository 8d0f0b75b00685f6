import type { DatabaseHandle } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import { isAdministrator } from './administrators.js';
import { type ApprovalRequestView, decideRequest, pendingRequestOf, toRequestView } from './request-store.js';
import { approvalRefusal, visibleRecord } from './submit-approval.js';

/**
 * approval/approve and approval/reject: the approver (or an administrator)
 * closes the record's pending request, which unlocks the record.
 */
export async function decideApproval(
  database: DatabaseHandle,
  user: CurrentUser,
  input: { relatedId: string; comments: string; status: 'approved' | 'rejected' },
  now: Date,
): Promise<ApprovalRequestView> {
  const pending = await pendingRequestOf(database, input.relatedId);
  const decides = pending?.approver_id === user.userId || isAdministrator(user);
  // The approver decides even when sharing would hide the record from them; anyone else must see it to hear of it.
  if (!decides) await visibleRecord(database, user, input.relatedId);
  if (!pending || pending.org_id !== user.orgId)
    throw approvalRefusal('This record is not waiting for approval');
  if (!decides)
    throw approvalRefusal('Only the approver or an administrator can decide this request', [
      `${(await toRequestView(database, pending)).approver.name} is the approver`,
    ]);
  const decided = await decideRequest(database, pending.id, {
    status: input.status,
    by: user.userId,
    comments: input.comments,
    at: now,
  });
  if (!decided) throw approvalRefusal('Someone decided this request a moment ago');
  const row = await database.db
    .selectFrom('approval_request')
    .selectAll()
    .where('id', '=', pending.id)
    .executeTakeFirstOrThrow();
  return toRequestView(database, row);
}

import type { DatabaseHandle } from '../../db/database.js';
import { groupName, INVITEE_SHARE_REASON } from './group-names.js';

/**
 * The calendar's invitees read the event they are invited to, whatever its
 * sharing (as an Outlook or Salesforce invitation does): one read share per
 * invited user, under a reason of its own so manual shares, rules and owner
 * changes leave it alone. Replaces the record's invitee shares with these users'.
 */
export async function setInviteeShares(
  database: DatabaseHandle,
  objectId: string,
  recordId: string,
  userIds: readonly string[],
  now: Date,
): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('record_share')
      .where('object_id', '=', objectId)
      .where('record_id', '=', recordId)
      .where('reason', '=', INVITEE_SHARE_REASON)
      .execute();
    const users = [...new Set(userIds)];
    if (users.length === 0) return;
    await trx
      .insertInto('record_share')
      .values(
        users.map((userId) => ({
          object_id: objectId,
          record_id: recordId,
          group_id: groupName('user', userId),
          access_level: 1,
          reason: INVITEE_SHARE_REASON,
          created_at: now.toISOString(),
        })),
      )
      .execute();
  });
}

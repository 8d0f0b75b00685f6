import type { CallAnswer, RemoveShareRequest, removeShareContract } from '@vela/core';
import type { CurrentUser } from '../../../http/current-user.js';
import { AppError, ErrorCode } from '../../../http/envelope.js';
import { recordAuditEvent } from '../audit-log.js';
import { MANUAL_SHARE_REASON } from '../group-names.js';
import type { AccessChangeContext } from './change-support.js';
import { shareableRecord } from './shareable-record.js';

export type RemoveShareResult = CallAnswer<typeof removeShareContract>;

/** Stops sharing a record manually with a group; shares given by rules stay. */
export async function removeShare(
  context: AccessChangeContext,
  user: CurrentUser,
  input: RemoveShareRequest,
): Promise<RemoveShareResult> {
  const { database } = context;
  const { recordId, group } = input;
  const object = await shareableRecord(database, user, recordId);
  const result = await database.db
    .deleteFrom('record_share')
    .where('object_id', '=', object.id)
    .where('record_id', '=', recordId)
    .where('group_id', '=', group)
    .where('reason', '=', MANUAL_SHARE_REASON)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0)
    throw new AppError(
      ErrorCode.NOT_FOUND,
      `body.group: this ${object.label} is not shared manually with "${group}"`,
    );
  await recordAuditEvent(database, {
    orgId: user.orgId,
    at: context.now(),
    actorId: user.userId,
    kind: 'permission-change',
    target: `record:${recordId}`,
    detail: { unshared: group },
  });
  return { recordId, group, removed: true };
}

import type { AddShareRequest } from '@vela/core';
import type { CurrentUser } from '../../../http/current-user.js';
import { recordAuditEvent } from '../audit-log.js';
import { MANUAL_SHARE_REASON } from '../group-names.js';
import { assertGroupOfOrg } from '../group-references.js';
import type { AccessChangeContext } from './change-support.js';
import { shareableRecord } from './shareable-record.js';

export type AddShareResult = AddShareRequest;

/**
 * Shares a record manually with a user, role, role and subordinates, public
 * group or partner account; sharing again with the same group changes the level.
 */
export async function addShare(
  context: AccessChangeContext,
  user: CurrentUser,
  input: AddShareRequest,
): Promise<AddShareResult> {
  const { database } = context;
  const { recordId, group, accessLevel } = input;
  const object = await shareableRecord(database, user, recordId);
  await assertGroupOfOrg(database, user.orgId, group, 'body.group');
  const level = accessLevel === 'edit' ? 2 : 1;
  await database.db
    .insertInto('record_share')
    .values({
      object_id: object.id,
      record_id: recordId,
      group_id: group,
      access_level: level,
      reason: MANUAL_SHARE_REASON,
      created_at: context.now().toISOString(),
    })
    .onConflict((conflict) =>
      conflict.columns(['object_id', 'record_id', 'group_id', 'reason']).doUpdateSet({ access_level: level }),
    )
    .execute();
  await recordAuditEvent(database, {
    orgId: user.orgId,
    at: context.now(),
    actorId: user.userId,
    kind: 'permission-change',
    target: `record:${recordId}`,
    detail: { shared: group, accessLevel },
  });
  return { recordId, group, accessLevel };
}

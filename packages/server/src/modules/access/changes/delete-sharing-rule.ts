import type { CallAnswer, DeleteSharingRuleRequest, deleteSharingRuleContract } from '@vela/core';
import type { CurrentUser } from '../../../http/current-user.js';
import { AppError, ErrorCode } from '../../../http/envelope.js';
import { accessSettingsChanged, permissionChangeAudit, requireAccessAdmin } from '../admin-guard.js';
import { ruleShareReason } from '../group-names.js';
import { queueRuleJob } from '../rule-jobs.js';
import type { AccessChangeContext } from './change-support.js';

export type DeleteSharingRuleResult = CallAnswer<typeof deleteSharingRuleContract>;

/** Deletes a sharing rule; a criteria rule's shares are removed by a background job. */
export async function deleteSharingRule(
  context: AccessChangeContext,
  user: CurrentUser,
  input: DeleteSharingRuleRequest,
): Promise<DeleteSharingRuleResult> {
  requireAccessAdmin(user);
  const { database } = context;
  const rule = await database.db
    .selectFrom('access_sharing_rule')
    .selectAll()
    .where('id', '=', input.id)
    .where('org_id', '=', user.orgId)
    .executeTakeFirst();
  if (!rule) throw new AppError(ErrorCode.NOT_FOUND, `body.id: sharing rule "${input.id}" was not found`);
  await database.db.deleteFrom('access_sharing_rule').where('id', '=', rule.id).execute();
  if (rule.kind === 'criteria')
    await queueRuleJob(
      database,
      {
        orgId: user.orgId,
        ruleId: rule.id,
        reason: ruleShareReason(rule.id, rule.revision),
        objectId: rule.object_id,
        action: 'remove',
      },
      context.now(),
      user.userId,
    );
  await permissionChangeAudit(context)(user, `sharingRule:${rule.id}`, { deleted: true });
  accessSettingsChanged();
  return { id: rule.id, deleted: true };
}

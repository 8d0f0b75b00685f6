import {
  type CallAnswer,
  criteriaProblem,
  newRecordId,
  type SaveSharingRuleRequest,
  type saveSharingRuleContract,
} from '@vela/core';
import type { CurrentUser } from '../../../http/current-user.js';
import { AppError, ErrorCode } from '../../../http/envelope.js';
import { currentMetadata, resolveObject } from '../../metadata/index.js';
import { accessSettingsChanged, permissionChangeAudit, requireAccessAdmin } from '../admin-guard.js';
import { ruleShareReason } from '../group-names.js';
import { assertGroupOfOrg } from '../group-references.js';
import { queueRuleJob } from '../rule-jobs.js';
import type { AccessChangeContext } from './change-support.js';

export type SaveSharingRuleResult = CallAnswer<typeof saveSharingRuleContract>;

/**
 * Creates (no id) or changes an owner-based or criteria-based sharing rule.
 * Owner-based rules are read live by the record filter; a criteria-based
 * one's shares are written by a background job, and a changed rule's old
 * shares are removed by another.
 */
export async function saveSharingRule(
  context: AccessChangeContext,
  user: CurrentUser,
  input: SaveSharingRuleRequest,
): Promise<SaveSharingRuleResult> {
  requireAccessAdmin(user);
  const { database } = context;
  const object = resolveObject(await currentMetadata(database), { objectApi: input.objectApi });
  await assertGroupOfOrg(database, user.orgId, input.targetGroup, 'body.targetGroup');
  if (input.kind === 'owner') {
    if (!input.sourceGroup)
      throw new AppError(
        ErrorCode.BAD_REQUEST,
        'body.sourceGroup: an owner-based rule needs the group whose records it shares',
      );
    const source = await assertGroupOfOrg(database, user.orgId, input.sourceGroup, 'body.sourceGroup');
    if (source.kind === 'partner')
      throw new AppError(ErrorCode.BAD_REQUEST, 'body.sourceGroup: choose a user, role or public group');
  } else {
    const problem = criteriaProblem(
      input.conditions ?? [],
      (api) => !!object.fieldsByApi.get(api.toLowerCase())?.columnName,
    );
    if (problem) throw new AppError(ErrorCode.BAD_REQUEST, `body.${problem}`);
  }
  const now = context.now();
  const values = {
    name: input.name,
    kind: input.kind,
    source_group: input.kind === 'owner' ? (input.sourceGroup ?? null) : null,
    criteria_json: JSON.stringify(input.kind === 'criteria' ? (input.conditions ?? []) : []),
    target_group: input.targetGroup,
    access_level: input.accessLevel === 'edit' ? 2 : 1,
  };
  let ruleId = input.id ?? '';
  let revision = 1;
  let previous: { kind: string; revision: number } | undefined;
  if (input.id) {
    const existing = await database.db
      .selectFrom('access_sharing_rule')
      .selectAll()
      .where('id', '=', input.id)
      .where('org_id', '=', user.orgId)
      .executeTakeFirst();
    if (!existing)
      throw new AppError(ErrorCode.NOT_FOUND, `body.id: sharing rule "${input.id}" was not found`);
    if (existing.object_id !== object.id)
      throw new AppError(
        ErrorCode.BAD_REQUEST,
        'body.objectApi: a rule cannot move to another object; make a new one',
      );
    previous = existing;
    revision = existing.revision + 1;
    await database.db
      .updateTable('access_sharing_rule')
      .set({ ...values, revision })
      .where('id', '=', input.id)
      .execute();
  } else {
    ruleId = newRecordId('0sr', now.getTime());
    await database.db
      .insertInto('access_sharing_rule')
      .values({
        id: ruleId,
        org_id: user.orgId,
        object_id: object.id,
        ...values,
        revision,
        created_at: now.toISOString(),
      })
      .execute();
  }
  const queue = (action: 'apply' | 'remove', ofRevision: number) =>
    queueRuleJob(
      database,
      { orgId: user.orgId, ruleId, reason: ruleShareReason(ruleId, ofRevision), objectId: object.id, action },
      now,
      user.userId,
    );
  if (input.kind === 'criteria') await queue('apply', revision);
  if (previous?.kind === 'criteria') await queue('remove', previous.revision);
  await permissionChangeAudit(context)(user, `sharingRule:${ruleId}`, {
    objectApi: object.apiName,
    ...values,
  });
  accessSettingsChanged();
  return { id: ruleId, revision, recomputing: input.kind === 'criteria' };
}

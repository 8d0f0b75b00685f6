import { type CallAnswer, newRecordId, type SaveGroupRequest, type saveGroupContract } from '@vela/core';
import type { CurrentUser } from '../../../http/current-user.js';
import { AppError, ErrorCode } from '../../../http/envelope.js';
import { requireAccessAdmin } from '../admin-guard.js';
import { assertGroupOfOrg } from '../group-references.js';
import { type AccessChangeContext, hierarchyChanged } from './change-support.js';

export type SaveGroupResult = CallAnswer<typeof saveGroupContract>;

/** Creates (no id) or changes a public group; its members are replaced by the ones given. */
export async function saveGroup(
  context: AccessChangeContext,
  user: CurrentUser,
  input: SaveGroupRequest,
): Promise<SaveGroupResult> {
  requireAccessAdmin(user);
  const { database } = context;
  const groupId = input.id ?? newRecordId('00G', context.now().getTime());
  if (input.id) {
    const found = await database.db
      .selectFrom('access_public_group')
      .select('id')
      .where('id', '=', input.id)
      .where('org_id', '=', user.orgId)
      .executeTakeFirst();
    if (!found) throw new AppError(ErrorCode.NOT_FOUND, `body.id: group "${input.id}" was not found`);
  }
  for (const [index, member] of input.members.entries()) {
    const parsed = await assertGroupOfOrg(database, user.orgId, member, `body.members[${index}]`);
    if (parsed.kind === 'partner')
      throw new AppError(
        ErrorCode.BAD_REQUEST,
        `body.members[${index}]: partner accounts are shared with directly, not through groups`,
      );
  }
  await database.db.transaction().execute(async (trx) => {
    if (input.id)
      await trx
        .updateTable('access_public_group')
        .set({ name: input.name })
        .where('id', '=', groupId)
        .execute();
    else
      await trx
        .insertInto('access_public_group')
        .values({ id: groupId, org_id: user.orgId, name: input.name })
        .execute();
    await trx.deleteFrom('access_public_group_member').where('group_id', '=', groupId).execute();
    const unique = [...new Set(input.members)];
    if (unique.length)
      await trx
        .insertInto('access_public_group_member')
        .values(unique.map((member) => ({ group_id: groupId, member })))
        .execute();
  });
  await hierarchyChanged(context, user, `group:${groupId}`, { name: input.name, members: input.members });
  return { id: groupId };
}

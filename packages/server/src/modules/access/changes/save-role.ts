import { type CallAnswer, newRecordId, type SaveRoleRequest, type saveRoleContract } from '@vela/core';
import type { CurrentUser } from '../../../http/current-user.js';
import { AppError, ErrorCode } from '../../../http/envelope.js';
import { rolesUpward } from '../access-graph.js';
import { requireAccessAdmin } from '../admin-guard.js';
import { type AccessChangeContext, hierarchyChanged, roleOfOrg } from './change-support.js';

export type SaveRoleResult = CallAnswer<typeof saveRoleContract>;

/** Creates (no id) or changes a role: its name, its parent, and what it may do with its subordinates' records. */
export async function saveRole(
  context: AccessChangeContext,
  user: CurrentUser,
  input: SaveRoleRequest,
): Promise<SaveRoleResult> {
  requireAccessAdmin(user);
  const { database } = context;
  const parent = input.parentRoleId ?? null;
  const roleId = input.id ?? newRecordId('00E', context.now().getTime());
  if (input.id) await roleOfOrg(database, user.orgId, input.id, 'body.id');
  if (parent) {
    await roleOfOrg(database, user.orgId, parent, 'body.parentRoleId');
    const roles = await database.db
      .selectFrom('access_role')
      .selectAll()
      .where('org_id', '=', user.orgId)
      .execute();
    const byId = new Map(roles.map((role) => [role.id, role]));
    if (rolesUpward(parent, byId).includes(roleId))
      throw new AppError(
        ErrorCode.BAD_REQUEST,
        'body.parentRoleId: a role cannot be placed below itself or one of its subordinates',
      );
  }
  const values = {
    name: input.name,
    parent_role_id: parent,
    subordinate_access: input.subordinateAccess ?? 'edit',
  };
  if (input.id) await database.db.updateTable('access_role').set(values).where('id', '=', input.id).execute();
  else
    await database.db
      .insertInto('access_role')
      .values({ id: roleId, org_id: user.orgId, ...values })
      .execute();
  await hierarchyChanged(context, user, `role:${roleId}`, values);
  return { id: roleId };
}

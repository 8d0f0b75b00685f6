import type { CallAnswer, DeleteRoleRequest, deleteRoleContract } from '@vela/core';
import type { CurrentUser } from '../../../http/current-user.js';
import { AppError, ErrorCode } from '../../../http/envelope.js';
import { anyUserHasRole } from '../../auth/index.js';
import { requireAccessAdmin } from '../admin-guard.js';
import { type AccessChangeContext, hierarchyChanged, roleOfOrg } from './change-support.js';

export type DeleteRoleResult = CallAnswer<typeof deleteRoleContract>;

/** Deletes a role that has no users and no roles below it. */
export async function deleteRole(
  context: AccessChangeContext,
  user: CurrentUser,
  input: DeleteRoleRequest,
): Promise<DeleteRoleResult> {
  requireAccessAdmin(user);
  const { database } = context;
  const role = await roleOfOrg(database, user.orgId, input.id, 'body.id');
  const child = await database.db
    .selectFrom('access_role')
    .select('id')
    .where('parent_role_id', '=', role.id)
    .executeTakeFirst();
  const member = await anyUserHasRole(database, role.id);
  if (child || member)
    throw new AppError(
      ErrorCode.TOAST_MESSAGE,
      `Role "${role.name}" still has ${child ? 'roles below it' : 'users'}: move them first`,
    );
  await database.db.deleteFrom('access_role').where('id', '=', role.id).execute();
  await hierarchyChanged(context, user, `role:${role.id}`, { deleted: true });
  return { id: role.id, deleted: true };
}

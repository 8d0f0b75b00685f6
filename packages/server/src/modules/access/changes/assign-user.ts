import type { AssignUserRequest } from '@vela/core';
import type { CurrentUser } from '../../../http/current-user.js';
import { AppError, ErrorCode } from '../../../http/envelope.js';
import { findOrgUser, forgetCachedCallers, setUserRoleAndProfile } from '../../auth/index.js';
import { requireAccessAdmin } from '../admin-guard.js';
import { type AccessChangeContext, hierarchyChanged, roleOfOrg } from './change-support.js';

export type AssignUserResult = AssignUserRequest;

/** Sets a user's role (null: none) and/or profile. */
export async function assignUser(
  context: AccessChangeContext,
  user: CurrentUser,
  input: AssignUserRequest,
): Promise<AssignUserResult> {
  requireAccessAdmin(user);
  const { database } = context;
  const target = await findOrgUser(database, user.orgId, input.userId);
  if (!target) throw new AppError(ErrorCode.NOT_FOUND, `body.userId: user "${input.userId}" was not found`);
  const set: { role_id?: string | null; profile_id?: string } = {};
  if (input.roleId !== undefined) {
    if (input.roleId !== null) await roleOfOrg(database, user.orgId, input.roleId, 'body.roleId');
    set.role_id = input.roleId;
  }
  if (input.profileId !== undefined) set.profile_id = input.profileId;
  if (Object.keys(set).length === 0)
    throw new AppError(ErrorCode.BAD_REQUEST, 'body: give roleId or profileId to change');
  await setUserRoleAndProfile(database, target.id, {
    ...(set.role_id !== undefined ? { roleId: set.role_id } : {}),
    ...(set.profile_id !== undefined ? { profileId: set.profile_id } : {}),
  });
  // The caller's profile and role travel with a resolved session: resolve it afresh.
  forgetCachedCallers(database);
  await hierarchyChanged(context, user, `user:${target.id}`, set);
  return { ...input, userId: target.id };
}

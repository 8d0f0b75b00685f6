import type { CallAnswer, SetPartnerUserActiveRequest, setPartnerUserActiveContract } from '@vela/core';
import type { CurrentUser } from '../../../http/current-user.js';
import { AppError, ErrorCode } from '../../../http/envelope.js';
import { findOrgUser, revokeAllSessions, setUserActive } from '../../auth/index.js';
import { permissionChangeAudit, requireAccessAdmin } from '../admin-guard.js';
import type { AccessChangeContext } from './change-support.js';

export type SetPartnerUserActiveResult = CallAnswer<typeof setPartnerUserActiveContract>;

/** Turns a partner user off, ending their sessions at once, or on again. */
export async function setPartnerUserActive(
  context: AccessChangeContext,
  user: CurrentUser,
  input: SetPartnerUserActiveRequest,
): Promise<SetPartnerUserActiveResult> {
  requireAccessAdmin(user);
  const { database } = context;
  const { userId, active } = input;
  const found = await findOrgUser(database, user.orgId, userId);
  const target = found?.isPartner ? found : undefined;
  if (!target) throw new AppError(ErrorCode.NOT_FOUND, `body.userId: no partner user has the id "${userId}"`);
  await setUserActive(database, target.id, active);
  if (!active) await revokeAllSessions(database, target.id, context.now());
  await permissionChangeAudit(context)(user, `user:${target.id}`, { active });
  return { userId: target.id, isActive: active };
}

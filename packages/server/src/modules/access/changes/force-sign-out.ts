import type { CallAnswer, ForceSignOutRequest, forceSignOutContract } from '@vela/core';
import type { CurrentUser } from '../../../http/current-user.js';
import { AppError, ErrorCode } from '../../../http/envelope.js';
import { findOrgUser, revokeAllSessions } from '../../auth/index.js';
import { requireAccessAdmin } from '../admin-guard.js';
import { recordAuditEvent } from '../audit-log.js';
import type { AccessChangeContext } from './change-support.js';

export type ForceSignOutResult = CallAnswer<typeof forceSignOutContract>;

/** Ends every session of a user of the organisation at once; their next call answers 10002. */
export async function forceSignOut(
  context: AccessChangeContext,
  user: CurrentUser,
  input: ForceSignOutRequest,
): Promise<ForceSignOutResult> {
  requireAccessAdmin(user);
  const { database } = context;
  const target = await findOrgUser(database, user.orgId, input.userId);
  if (!target) throw new AppError(ErrorCode.NOT_FOUND, `body.userId: user "${input.userId}" was not found`);
  const ended = await revokeAllSessions(database, target.id, context.now());
  await recordAuditEvent(database, {
    orgId: user.orgId,
    at: context.now(),
    actorId: user.userId,
    kind: 'force-sign-out',
    target: `user:${target.id}`,
    detail: { email: target.email, sessions: ended },
  });
  return { userId: target.id, sessionsEnded: ended };
}

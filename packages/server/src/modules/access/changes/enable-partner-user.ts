import {
  type CallAnswer,
  checkPasswordPolicy,
  describePasswordProblems,
  type EnablePartnerUserRequest,
  type enablePartnerUserContract,
  newRecordId,
  SystemPrefix,
} from '@vela/core';
import type { CurrentUser } from '../../../http/current-user.js';
import { AppError, ErrorCode } from '../../../http/envelope.js';
import { createAccount, DEFAULT_USER_SETUP, hashPassword, isEmailTaken } from '../../auth/index.js';
import { rebuildAccessGraph } from '../access-graph.js';
import { permissionChangeAudit, requireAccessAdmin } from '../admin-guard.js';
import { partnerAccountRecord } from '../partner-account-record.js';
import type { AccessChangeContext } from './change-support.js';

/** The partner profile new external users get. */
const PARTNER_PROFILE = 'partner_user';

export type EnablePartnerUserResult = CallAnswer<typeof enablePartnerUserContract>;

/**
 * A partner user of a record (the partner account): partner profile, the
 * given first password, which they change at their first sign-in.
 */
export async function enablePartnerUser(
  context: AccessChangeContext,
  user: CurrentUser,
  input: EnablePartnerUserRequest,
): Promise<EnablePartnerUserResult> {
  requireAccessAdmin(user);
  const { database } = context;
  const account = await partnerAccountRecord(database, user.orgId, input.recordId);
  const problems = checkPasswordPolicy({ password: input.password, email: input.email });
  if (problems.length > 0)
    throw new AppError(ErrorCode.BAD_REQUEST, `body.password: ${describePasswordProblems(problems)}`);
  if (await isEmailTaken(database, input.email))
    throw new AppError(ErrorCode.BAD_REQUEST, `body.email: a user with ${input.email} exists already`);
  const id = newRecordId(SystemPrefix.user, context.now().getTime());
  await createAccount(database, {
    id,
    orgId: user.orgId,
    email: input.email,
    name: input.name,
    passwordHash: await hashPassword(input.password),
    profileId: PARTNER_PROFILE,
    isPartner: true,
    partnerAccountId: account.id,
    isActive: true,
    mustChangePassword: true,
    setupJson: JSON.stringify(DEFAULT_USER_SETUP),
    now: context.now(),
  });
  await rebuildAccessGraph(database, user.orgId);
  await permissionChangeAudit(context)(user, `user:${id}`, { partnerUserOf: account.id, email: input.email });
  return { id, name: input.name, email: input.email, isActive: true };
}

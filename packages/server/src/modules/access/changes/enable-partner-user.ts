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
import { DEFAULT_USER_SETUP, hashPassword } from '../../auth/index.js';
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
  const taken = await database.db
    .selectFrom('app_user')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', input.email))
    .executeTakeFirst();
  if (taken)
    throw new AppError(ErrorCode.BAD_REQUEST, `body.email: a user with ${input.email} exists already`);
  const id = newRecordId(SystemPrefix.user, context.now().getTime());
  await database.db
    .insertInto('app_user')
    .values({
      id,
      org_id: user.orgId,
      email: input.email,
      name: input.name,
      password_hash: await hashPassword(input.password),
      language: '',
      country_code: '',
      currency_code: '',
      time_zone: '',
      is_partner: 1,
      partner_account_id: account.id,
      profile_id: PARTNER_PROFILE,
      role_id: null,
      is_active: 1,
      must_change_password: 1,
      failed_login_count: 0,
      locked_until: null,
      password_changed_at: context.now().toISOString(),
      setup_json: JSON.stringify(DEFAULT_USER_SETUP),
      created_at: context.now().toISOString(),
    })
    .execute();
  await rebuildAccessGraph(database, user.orgId);
  await permissionChangeAudit(context)(user, `user:${id}`, { partnerUserOf: account.id, email: input.email });
  return { id, name: input.name, email: input.email, isActive: true };
}

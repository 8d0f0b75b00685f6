import type { DatabaseHandle } from '../../db/database.js';
import { revokeAllSessions } from './session-store.js';

/**
 * A user account as a person under GDPR (issue 18, setup page gdprCompliance): what is held about
 * them (the account and its sign-in history), and its anonymisation. The account row stays, as the
 * author and owner of the organisation's records, under another name; it can no longer sign in.
 */
export interface HeldAccount {
  account: Record<string, string | number | boolean | null>;
  signIns: Array<{ at: string; ip: string; userAgent: string; result: string; reason: string }>;
}

export async function accountHeldFor(
  database: DatabaseHandle,
  orgId: string,
  userId: string,
): Promise<HeldAccount | undefined> {
  const row = await database.db
    .selectFrom('app_user')
    .select([
      'id',
      'email',
      'name',
      'language',
      'country_code',
      'currency_code',
      'time_zone',
      'profile_id',
      'role_id',
      'is_active',
      'is_partner',
      'created_at',
    ])
    .where('id', '=', userId)
    .where('org_id', '=', orgId)
    .executeTakeFirst();
  if (!row) return undefined;
  const signIns = await database.db
    .selectFrom('login_history')
    .select(['at', 'ip', 'user_agent', 'result', 'reason'])
    .where('user_id', '=', userId)
    .orderBy('at', 'desc')
    .execute();
  return {
    account: { ...row },
    signIns: signIns.map((entry) => ({
      at: entry.at,
      ip: entry.ip,
      userAgent: entry.user_agent,
      result: entry.result,
      reason: entry.reason,
    })),
  };
}

/**
 * Anonymises an account: a placeholder name and an address that can receive nothing, inactive, its
 * sessions, API keys, sign-in links and sign-in history gone. Answers how many sign-ins were dropped.
 */
export async function anonymiseAccount(
  database: DatabaseHandle,
  orgId: string,
  userId: string,
  name: string,
  now: Date,
): Promise<number> {
  const email = `erased-${userId.toLowerCase()}@invalid.invalid`;
  const before = await database.db
    .selectFrom('app_user')
    .select('email')
    .where('id', '=', userId)
    .where('org_id', '=', orgId)
    .executeTakeFirst();
  if (!before) return 0;
  await database.db
    .updateTable('app_user')
    .set({ name, email, is_active: 0, setup_json: '{}' })
    .where('id', '=', userId)
    .execute();
  await revokeAllSessions(database, userId, now);
  await database.db.deleteFrom('api_key').where('user_id', '=', userId).execute();
  await database.db.deleteFrom('identity_link').where('user_id', '=', userId).execute();
  const dropped = await database.db
    .deleteFrom('login_history')
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('email', '=', before.email)]))
    .executeTakeFirst();
  return Number(dropped.numDeletedRows);
}

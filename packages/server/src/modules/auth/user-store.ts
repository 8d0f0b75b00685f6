import type { DatabaseHandle } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import { forgetCachedCallers } from './caller-cache.js';

/** The user columns every caller resolution needs, with the organisation's settings. */
export interface CallerRow {
  user_id: string;
  org_id: string;
  email: string;
  name: string;
  is_partner: number;
  partner_account_id: string | null;
  profile_id: string;
  role_id: string | null;
  is_active: number;
  must_change_password: number;
  org_settings_json: string;
  language: string;
  default_language: string;
}

export const CALLER_COLUMNS = [
  'app_user.id as user_id',
  'app_user.org_id',
  'app_user.email',
  'app_user.name',
  'app_user.is_partner',
  'app_user.partner_account_id',
  'app_user.profile_id',
  'app_user.role_id',
  'app_user.is_active',
  'app_user.must_change_password',
  'organization.settings_json as org_settings_json',
  'app_user.language',
  'organization.default_language',
] as const;

export function toCurrentUser(
  row: CallerRow,
  session: { sessionId: string | null; channelId: string | null },
): CurrentUser {
  return {
    userId: row.user_id,
    orgId: row.org_id,
    email: row.email,
    name: row.name,
    isPartner: row.is_partner === 1,
    partnerAccountId: row.partner_account_id,
    profileId: row.profile_id,
    roleId: row.role_id,
    sessionId: session.sessionId,
    channelId: session.channelId,
    language: row.language || row.default_language || 'en',
  };
}

export interface SignInUser {
  id: string;
  email: string;
  password_hash: string;
  is_active: number;
  must_change_password: number;
  failed_login_count: number;
  locked_until: string | null;
  org_settings_json: string;
  org_id: string;
  profile_id: string;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserForSignIn(
  database: DatabaseHandle,
  email: string,
): Promise<SignInUser | undefined> {
  return database.db
    .selectFrom('app_user')
    .innerJoin('organization', 'organization.id', 'app_user.org_id')
    .select([
      'app_user.id',
      'app_user.email',
      'app_user.password_hash',
      'app_user.is_active',
      'app_user.must_change_password',
      'app_user.failed_login_count',
      'app_user.locked_until',
      'organization.settings_json as org_settings_json',
      'app_user.org_id',
      'app_user.profile_id',
    ])
    .where('app_user.email', '=', normaliseEmail(email))
    .executeTakeFirst();
}

export async function findPasswordHash(
  database: DatabaseHandle,
  userId: string,
): Promise<string | undefined> {
  const row = await database.db
    .selectFrom('app_user')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.password_hash;
}

/** One more failed attempt; returns the count after it. */
export async function countFailedAttempt(
  database: DatabaseHandle,
  userId: string,
  restartCount: boolean,
): Promise<number> {
  await database.db
    .updateTable('app_user')
    .set((eb) => ({
      failed_login_count: restartCount ? 1 : eb('failed_login_count', '+', 1),
    }))
    .where('id', '=', userId)
    .execute();
  const row = await database.db
    .selectFrom('app_user')
    .select('failed_login_count')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.failed_login_count ?? 0;
}

export async function lockUser(database: DatabaseHandle, userId: string, until: Date): Promise<void> {
  await database.db
    .updateTable('app_user')
    .set({ locked_until: until.toISOString() })
    .where('id', '=', userId)
    .execute();
}

export async function clearFailedAttempts(database: DatabaseHandle, userId: string): Promise<void> {
  await database.db
    .updateTable('app_user')
    .set({ failed_login_count: 0, locked_until: null })
    .where('id', '=', userId)
    .execute();
}

export async function storeNewPassword(
  database: DatabaseHandle,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await database.db
    .updateTable('app_user')
    .set({ password_hash: passwordHash, password_changed_at: now.toISOString(), must_change_password: 0 })
    .where('id', '=', userId)
    .execute();
  forgetCachedCallers(database);
}

/** For seeders and imports that name people by e-mail (the demo org's owners, assignees …). */
export async function findUserIdByEmail(
  database: DatabaseHandle,
  email: string,
): Promise<string | undefined> {
  const row = await database.db
    .selectFrom('app_user')
    .select('id')
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();
  return row?.id;
}

import { type SessionUserInfo, sessionUserInfoSchema } from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';

/** The user info of spec 1 §3, as the sealed getUserInfo call answers it (core's contract). */
export const userInfoSchema = sessionUserInfoSchema;
export type UserInfo = SessionUserInfo;

/** A user's own settings, each falling back to the organisation's default when left empty. */
export async function loadUserInfo(database: DatabaseHandle, userId: string): Promise<UserInfo | undefined> {
  const row = await database.db
    .selectFrom('app_user')
    .innerJoin('organization', 'organization.id', 'app_user.org_id')
    .select([
      'app_user.id',
      'app_user.name',
      'app_user.email',
      'app_user.language',
      'app_user.is_partner',
      'app_user.country_code',
      'app_user.currency_code',
      'app_user.time_zone',
      'app_user.profile_id',
      'organization.id as org_id',
      'organization.name as org_name',
      'organization.default_language',
      'organization.country_code as org_country_code',
      'organization.currency_code as org_currency_code',
      'organization.time_zone as org_time_zone',
    ])
    .where('app_user.id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    userId: row.id,
    userName: row.name,
    email: row.email,
    language: row.language || row.default_language,
    ispartner: row.is_partner === 1,
    countryCode: row.country_code || row.org_country_code,
    currencyCode: row.currency_code || row.org_currency_code,
    timeZone: row.time_zone || row.org_time_zone,
    orgId: row.org_id,
    orgName: row.org_name,
    profileId: row.profile_id,
  };
}

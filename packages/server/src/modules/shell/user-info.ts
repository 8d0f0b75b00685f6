import { DEFAULT_BASE_TITLE, developerSpaceOf } from '@vela/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CurrentUser } from '../../http/current-user.js';
import { notFound } from '../../http/envelope.js';
import { appPermissionsOf } from '../access/index.js';
import type { DeveloperPermission, UserInfo } from './schemas.js';

const DEFAULT_FAVICON = '/favicon.svg';

/** Spec 1 §6: developer-space permissions come from the user's profile (set in the access admin). */
export async function developerPermissionFor(
  db: Kysely<Database>,
  user: { orgId: string; profileId: string },
): Promise<DeveloperPermission> {
  return developerSpaceOf(await appPermissionsOf(db, user.orgId, user.profileId));
}

/** Branding the organisation may set in its settings; anything malformed falls back to the defaults. */
function brandingFrom(settingsJson: string): { loadingSrc: string; faviconIcon: string } {
  let settings: unknown;
  try {
    settings = JSON.parse(settingsJson);
  } catch {
    settings = {};
  }
  const read = (key: string): string | undefined => {
    if (typeof settings !== 'object' || settings === null) return undefined;
    const value = (settings as Record<string, unknown>)[key];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  return { loadingSrc: read('loadingSrc') ?? '', faviconIcon: read('faviconIcon') ?? DEFAULT_FAVICON };
}

/** GET /user/getUserInfo: the user's own settings, falling back to the organisation's. */
export async function loadUserInfo(db: Kysely<Database>, user: CurrentUser): Promise<UserInfo> {
  const row = await db
    .selectFrom('app_user as u')
    .innerJoin('organization as o', 'o.id', 'u.org_id')
    .select([
      'u.id as userId',
      'u.name as userName',
      'u.email',
      'u.language',
      'u.is_partner',
      'u.country_code',
      'u.currency_code',
      'u.time_zone',
      'u.profile_id',
      'o.id as orgId',
      'o.name as orgName',
      'o.default_language',
      'o.country_code as org_country_code',
      'o.currency_code as org_currency_code',
      'o.time_zone as org_time_zone',
      'o.base_title',
      'o.settings_json',
    ])
    .where('u.id', '=', user.userId)
    .executeTakeFirst();
  if (!row) throw notFound('The signed-in user');
  const branding = brandingFrom(row.settings_json);
  return {
    userId: row.userId,
    userName: row.userName,
    email: row.email,
    language: row.language || row.default_language || 'en',
    ispartner: row.is_partner === 1,
    countryCode: row.country_code || row.org_country_code,
    currencyCode: row.currency_code || row.org_currency_code,
    timeZone: row.time_zone || row.org_time_zone,
    loadingSrc: branding.loadingSrc,
    faviconIcon: branding.faviconIcon,
    baseTitle: row.base_title || DEFAULT_BASE_TITLE,
    orgId: row.orgId,
    orgName: row.orgName,
    profileId: row.profile_id,
    developerPermission: await developerPermissionFor(db, { orgId: row.orgId, profileId: row.profile_id }),
  };
}

import { DEFAULT_BASE_TITLE, developerSpaceOf } from '@vela/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CurrentUser } from '../../http/current-user.js';
import { notFound } from '../../http/envelope.js';
import { appPermissionsOf } from '../access/index.js';
import { findUserWithOrganisation } from '../auth/index.js';
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
  const row = await findUserWithOrganisation(db, user.userId);
  if (!row) throw notFound('The signed-in user');
  const org = row.organisation;
  const branding = brandingFrom(org.settingsJson);
  return {
    userId: row.userId,
    userName: row.userName,
    email: row.email,
    language: row.language || org.defaultLanguage || 'en',
    ispartner: row.isPartner,
    countryCode: row.countryCode || org.countryCode,
    currencyCode: row.currencyCode || org.currencyCode,
    timeZone: row.timeZone || org.timeZone,
    loadingSrc: branding.loadingSrc,
    faviconIcon: branding.faviconIcon,
    baseTitle: org.baseTitle || DEFAULT_BASE_TITLE,
    orgId: org.id,
    orgName: org.name,
    profileId: row.profileId,
    developerPermission: await developerPermissionFor(db, { orgId: org.id, profileId: row.profileId }),
  };
}

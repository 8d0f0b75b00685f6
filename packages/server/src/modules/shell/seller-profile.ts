import { type SellerProfile, sellerOfSettings } from '@vela/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { effectiveTimeZone, findOrganisation } from '../auth/index.js';

/** The organisation as the seller on its quotations and invoices (settings_json.seller, core sellerOfSettings). */
export async function readSellerProfile(db: Kysely<Database>, orgId: string): Promise<SellerProfile> {
  const org = await findOrganisation(db, orgId);
  return sellerOfSettings(org?.settingsJson ?? '{}', org?.name ?? '');
}

/** The user's own time zone, else the organisation's: where a print with no zone of the reader's reads its times. */
export async function readUserTimeZone(db: Kysely<Database>, userId: string): Promise<string> {
  return effectiveTimeZone(db, userId);
}

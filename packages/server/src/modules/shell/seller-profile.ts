import { type SellerProfile, sellerOfSettings } from '@vela/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The organisation as the seller on its quotations and invoices (settings_json.seller, core sellerOfSettings). */
export async function readSellerProfile(db: Kysely<Database>, orgId: string): Promise<SellerProfile> {
  const org = await db
    .selectFrom('organization')
    .select(['name', 'settings_json'])
    .where('id', '=', orgId)
    .executeTakeFirst();
  return sellerOfSettings(org?.settings_json ?? '{}', org?.name ?? '');
}

/** The user's own time zone, else the organisation's: where a print with no zone of the reader's reads its times. */
export async function readUserTimeZone(db: Kysely<Database>, userId: string): Promise<string> {
  const row = await db
    .selectFrom('app_user as u')
    .innerJoin('organization as o', 'o.id', 'u.org_id')
    .select(['u.time_zone as own', 'o.time_zone as org'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return row?.own || row?.org || 'UTC';
}

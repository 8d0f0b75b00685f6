import { BUILT_IN_PROFILES } from '@vela/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The ids of the organisation's profiles, built-in ones included (what /access/profile/list lists). */
export async function orgProfileIds(db: Kysely<Database>, orgId: string): Promise<Set<string>> {
  const stored = await db.selectFrom('access_profile').select('id').where('org_id', '=', orgId).execute();
  return new Set([...Object.keys(BUILT_IN_PROFILES), ...stored.map((row) => row.id)]);
}

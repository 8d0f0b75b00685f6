import type { DatabaseHandle } from '../../db/database.js';

/** A profile's session rules, as the auth module applies them at sign-in and on every call. */
export interface SessionPolicy {
  /** Minutes a session may stay idle; null: the organisation's setting. */
  idleMinutes: number | null;
  /** Allowed sign-in ranges; empty: anywhere. */
  ipRanges: string[];
}

export async function profileSessionPolicy(
  database: DatabaseHandle,
  orgId: string,
  profileId: string,
): Promise<SessionPolicy> {
  const row = await database.db
    .selectFrom('access_profile')
    .select(['session_idle_minutes', 'login_ip_ranges'])
    .where('org_id', '=', orgId)
    .where('id', '=', profileId)
    .executeTakeFirst();
  if (!row) return { idleMinutes: null, ipRanges: [] };
  let ipRanges: string[] = [];
  try {
    const parsed: unknown = JSON.parse(row.login_ip_ranges);
    if (Array.isArray(parsed))
      ipRanges = parsed.filter((range): range is string => typeof range === 'string');
  } catch {
    ipRanges = [];
  }
  return { idleMinutes: row.session_idle_minutes, ipRanges };
}

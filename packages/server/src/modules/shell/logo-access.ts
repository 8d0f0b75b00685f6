import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface LogoViewer {
  userId: string;
  orgId: string;
  isPartner: boolean;
}

/**
 * getAppLogo is loaded by an <img>, which cannot send our accessToken header,
 * so the spec passes the token in the query. The route is therefore public
 * to the auth hook and checks the token here, against the session contract
 * the auth module keeps: the token's SHA-256 hex digest, a session that is
 * neither revoked nor expired, an active user. Null means "not signed in".
 */
export async function viewerForAccessToken(
  db: Kysely<Database>,
  accessToken: string,
  now: Date,
): Promise<LogoViewer | null> {
  const tokenHash = createHash('sha256').update(accessToken).digest('hex');
  const row = await db
    .selectFrom('session as s')
    .innerJoin('app_user as u', 'u.id', 's.user_id')
    .select(['u.id as userId', 'u.org_id as orgId', 'u.is_partner as isPartner'])
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now.toISOString())
    .where('u.is_active', '=', 1)
    .executeTakeFirst();
  return row ? { userId: row.userId, orgId: row.orgId, isPartner: row.isPartner === 1 } : null;
}

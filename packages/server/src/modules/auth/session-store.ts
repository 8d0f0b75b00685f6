import { newRecordId, type SessionRow, SystemPrefix } from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';
import { forgetCachedCallers } from './caller-cache.js';
import { CALLER_COLUMNS, type CallerRow } from './user-store.js';

export interface NewSession {
  userId: string;
  tokenHash: string;
  channelId: string | null;
  now: Date;
  expiresAt: Date;
  ip: string;
  userAgent: string;
}

export async function createSession(database: DatabaseHandle, session: NewSession): Promise<string> {
  const id = newRecordId(SystemPrefix.session, session.now.getTime());
  await database.db
    .insertInto('session')
    .values({
      id,
      user_id: session.userId,
      token_hash: session.tokenHash,
      channel_id: session.channelId,
      created_at: session.now.toISOString(),
      last_seen_at: session.now.toISOString(),
      expires_at: session.expiresAt.toISOString(),
      revoked_at: null,
      ip: session.ip.slice(0, 100),
      user_agent: session.userAgent.slice(0, 500),
    })
    .execute();
  return id;
}

export interface SessionCallerRow extends CallerRow {
  session_id: string;
  channel_id: string | null;
  last_seen_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** The agreed key of the session's secure channel, when one is bound. */
  channel_key: string | null;
}

/** The session a token names, whatever its state, with its user and channel key. */
export async function findSessionByTokenHash(
  database: DatabaseHandle,
  tokenHash: string,
): Promise<SessionCallerRow | undefined> {
  return database.db
    .selectFrom('session')
    .innerJoin('app_user', 'app_user.id', 'session.user_id')
    .innerJoin('organization', 'organization.id', 'app_user.org_id')
    .leftJoin('secure_channel', 'secure_channel.id', 'session.channel_id')
    .select([
      ...CALLER_COLUMNS,
      'session.id as session_id',
      'session.channel_id',
      'session.last_seen_at',
      'session.expires_at',
      'session.revoked_at',
      'secure_channel.key as channel_key',
    ])
    .where('session.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Slides the idle expiry forward. */
export async function touchSession(
  database: DatabaseHandle,
  sessionId: string,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await database.db
    .updateTable('session')
    .set({ last_seen_at: now.toISOString(), expires_at: expiresAt.toISOString() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function bindChannelToSession(
  database: DatabaseHandle,
  sessionId: string,
  channelId: string,
): Promise<void> {
  await database.db
    .updateTable('session')
    .set({ channel_id: channelId })
    .where('id', '=', sessionId)
    .execute();
  forgetCachedCallers(database);
}

/** Revokes one session of the user; false when the user has no such live session. */
export async function revokeSession(
  database: DatabaseHandle,
  userId: string,
  sessionId: string,
  now: Date,
): Promise<{ revoked: boolean; channelId: string | null }> {
  const row = await database.db
    .selectFrom('session')
    .select(['id', 'channel_id'])
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return { revoked: false, channelId: null };
  await database.db
    .updateTable('session')
    .set({ revoked_at: now.toISOString() })
    .where('id', '=', sessionId)
    .execute();
  forgetCachedCallers(database);
  return { revoked: true, channelId: row.channel_id };
}

/** After a change of password every other session of the user ends. */
export async function revokeOtherSessions(
  database: DatabaseHandle,
  userId: string,
  keepSessionId: string | null,
  now: Date,
): Promise<void> {
  let query = database.db
    .updateTable('session')
    .set({ revoked_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepSessionId) query = query.where('id', '<>', keepSessionId);
  await query.execute();
  forgetCachedCallers(database);
}

/** An administrator's forced sign-out: every live session of the user ends; answers how many. */
export async function revokeAllSessions(
  database: DatabaseHandle,
  userId: string,
  now: Date,
): Promise<number> {
  const result = await database.db
    .updateTable('session')
    .set({ revoked_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  forgetCachedCallers(database);
  return Number(result.numUpdatedRows);
}

/** A session as its owner's list shows it; the route adds whether it is the caller's. */
export type ActiveSession = Omit<SessionRow, 'current'>;

export async function listActiveSessions(
  database: DatabaseHandle,
  userId: string,
  now: Date,
): Promise<ActiveSession[]> {
  const rows = await database.db
    .selectFrom('session')
    .select(['id', 'created_at', 'last_seen_at', 'ip', 'user_agent'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .orderBy('last_seen_at', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    ip: row.ip,
    userAgent: row.user_agent,
  }));
}

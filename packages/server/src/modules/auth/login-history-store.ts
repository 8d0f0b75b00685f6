import type { LoginHistoryPage, LoginHistoryRow } from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';

export type SignInReason =
  | ''
  | 'wrong-password'
  | 'unknown-user'
  | 'locked'
  | 'inactive'
  | 'decrypt-failed'
  | 'ip-restricted'
  /** Third-party sign-in: the provider answered, but no active Vela user matches it. */
  | 'no-linked-user';

export interface SignInAttempt {
  userId: string | null;
  email: string;
  at: Date;
  ip: string;
  userAgent: string;
  result: 'success' | 'failure';
  reason: SignInReason;
}

export async function recordSignInAttempt(database: DatabaseHandle, attempt: SignInAttempt): Promise<void> {
  await database.db
    .insertInto('login_history')
    .values({
      user_id: attempt.userId,
      email: attempt.email.slice(0, 254),
      at: attempt.at.toISOString(),
      ip: attempt.ip.slice(0, 100),
      user_agent: attempt.userAgent.slice(0, 500),
      result: attempt.result,
      reason: attempt.reason,
    })
    .execute();
}

function historyOf(database: DatabaseHandle, userId: string) {
  return database.db.selectFrom('login_history').where('user_id', '=', userId);
}

export async function pageLoginHistory(
  database: DatabaseHandle,
  userId: string,
  page: number,
  pageSize: number,
): Promise<LoginHistoryPage> {
  const counted = await historyOf(database, userId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  const rows = await listLoginHistory(database, userId, pageSize, (page - 1) * pageSize);
  return { total: Number(counted?.n ?? 0), rows };
}

/** Newest first. */
export async function listLoginHistory(
  database: DatabaseHandle,
  userId: string,
  limit: number,
  offset = 0,
): Promise<LoginHistoryRow[]> {
  const rows = await historyOf(database, userId)
    .select(['at', 'ip', 'user_agent', 'result', 'reason'])
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => ({
    at: row.at,
    ip: row.ip,
    userAgent: row.user_agent,
    result: row.result,
    reason: row.reason,
  }));
}

/** The time of the user's latest wrong password, for the lockout window. */
export async function lastWrongPasswordAt(
  database: DatabaseHandle,
  userId: string,
): Promise<string | undefined> {
  const row = await historyOf(database, userId)
    .select('at')
    .where('result', '=', 'failure')
    .where('reason', '=', 'wrong-password')
    .orderBy('at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.at;
}

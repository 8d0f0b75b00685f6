import { ErrorCode, isIpAllowed } from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';
import { AppError } from '../../http/envelope.js';
import { profileSessionPolicy, recordAuditEvent } from '../access/index.js';
import { extendChannel } from './channel-store.js';
import { lastWrongPasswordAt, recordSignInAttempt, type SignInReason } from './login-history-store.js';
import { addMinutes, sessionIdleMinutesFrom } from './organization-settings.js';
import { verifyAgainstDecoy, verifyPassword } from './password-hash.js';
import { createSession } from './session-store.js';
import { hashSecret, newAccessToken } from './tokens.js';
import {
  clearFailedAttempts,
  countFailedAttempt,
  findUserForSignIn,
  lockUser,
  normaliseEmail,
  type SignInUser,
} from './user-store.js';

export const MAX_FAILED_SIGN_INS = 5;
/** Failures further apart than this do not add up to a lock. */
export const FAILED_SIGN_IN_WINDOW_MINUTES = 15;
export const LOCK_MINUTES = 15;

export const WRONG_CREDENTIALS_MESSAGE = 'Wrong user name or password';

export interface ClientMeta {
  ip: string;
  userAgent: string;
}

export interface SignedIn {
  accessToken: string;
  userId: string;
  sessionId: string;
  mustChangePassword: boolean;
  expiresAt: string;
}

function lockedError(until: string, now: Date): AppError {
  const minutes = Math.max(1, Math.ceil((Date.parse(until) - now.getTime()) / 60_000));
  return new AppError(
    ErrorCode.ACCOUNT_LOCKED,
    `Too many failed sign-ins: this account is locked until ${until} (UTC). Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}

/**
 * Checks a user name and password with the lockout rule: five wrong
 * passwords, each within 15 minutes of the one before, lock the account for
 * 15 minutes; while locked even the right password is refused. Every attempt
 * is written to the login history.
 */
export async function checkCredentials(
  database: DatabaseHandle,
  credentials: { userName: string; password: string },
  meta: ClientMeta,
  now: Date,
): Promise<SignInUser> {
  const email = normaliseEmail(credentials.userName);
  const attempt = (userId: string | null, result: 'success' | 'failure', reason: SignInReason) =>
    recordSignInAttempt(database, { userId, email, at: now, ...meta, result, reason });

  const user = await findUserForSignIn(database, email);
  if (!user) {
    await verifyAgainstDecoy(credentials.password);
    await attempt(null, 'failure', 'unknown-user');
    throw new AppError(ErrorCode.LOGIN_FAILED, WRONG_CREDENTIALS_MESSAGE);
  }
  const nowIso = now.toISOString();
  if (user.locked_until !== null && user.locked_until > nowIso) {
    await attempt(user.id, 'failure', 'locked');
    throw lockedError(user.locked_until, now);
  }

  if (!(await verifyPassword(user.password_hash, credentials.password))) {
    const previous = await lastWrongPasswordAt(database, user.id);
    const windowStart = addMinutes(now, -FAILED_SIGN_IN_WINDOW_MINUTES).toISOString();
    const lockEnded = user.locked_until !== null;
    const restart = lockEnded || previous === undefined || previous < windowStart;
    const failures = await countFailedAttempt(database, user.id, restart);
    await attempt(user.id, 'failure', 'wrong-password');
    if (failures >= MAX_FAILED_SIGN_INS) {
      const until = addMinutes(now, LOCK_MINUTES).toISOString();
      await lockUser(database, user.id, new Date(until));
      throw lockedError(until, now);
    }
    throw new AppError(ErrorCode.LOGIN_FAILED, WRONG_CREDENTIALS_MESSAGE);
  }

  if (user.failed_login_count !== 0 || user.locked_until !== null)
    await clearFailedAttempts(database, user.id);
  if (user.is_active !== 1) {
    await attempt(user.id, 'failure', 'inactive');
    throw new AppError(ErrorCode.LOGIN_FAILED, 'This account is not active: ask your administrator.');
  }
  // Access control: a profile may restrict where its users sign in from.
  const policy = await profileSessionPolicy(database, user.org_id, user.profile_id);
  if (!isIpAllowed(meta.ip, policy.ipRanges)) {
    await attempt(user.id, 'failure', 'ip-restricted');
    await recordAuditEvent(database, {
      orgId: user.org_id,
      at: now,
      actorId: user.id,
      kind: 'sign-in-refused',
      target: `user:${user.id}`,
      detail: { ip: meta.ip, reason: 'ip-restricted' },
    });
    throw new AppError(
      ErrorCode.LOGIN_FAILED,
      `Your profile does not allow signing in from ${meta.ip}: ask your administrator.`,
    );
  }
  await recordSignInSuccess(database, user, meta, now);
  return user;
}

/** A sign-in that succeeded, in the login history and the access audit (with the provider's name when third-party). */
export async function recordSignInSuccess(
  database: DatabaseHandle,
  user: SignInUser,
  meta: ClientMeta,
  now: Date,
  provider?: string,
): Promise<void> {
  await recordSignInAttempt(database, {
    userId: user.id,
    email: user.email,
    at: now,
    ...meta,
    result: 'success',
    reason: '',
  });
  await recordAuditEvent(database, {
    orgId: user.org_id,
    at: now,
    actorId: user.id,
    kind: 'sign-in',
    target: `user:${user.id}`,
    detail: provider ? { ip: meta.ip, provider } : { ip: meta.ip },
  });
}

/** Opens a session for a checked user, bound to the secure channel the sign-in came through. */
export async function startSession(
  database: DatabaseHandle,
  user: SignInUser,
  channelId: string | null,
  meta: ClientMeta,
  now: Date,
): Promise<SignedIn> {
  const accessToken = newAccessToken();
  const policy = await profileSessionPolicy(database, user.org_id, user.profile_id);
  const expiresAt = addMinutes(now, policy.idleMinutes ?? sessionIdleMinutesFrom(user.org_settings_json));
  const sessionId = await createSession(database, {
    userId: user.id,
    tokenHash: hashSecret(accessToken),
    channelId,
    now,
    expiresAt,
    ...meta,
  });
  if (channelId) await extendChannel(database, channelId, expiresAt);
  return {
    accessToken,
    userId: user.id,
    sessionId,
    mustChangePassword: user.must_change_password === 1,
    expiresAt: expiresAt.toISOString(),
  };
}

import { ErrorCode } from '@vela/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, failEnvelope } from '../../http/envelope.js';
import { profileSessionPolicy } from '../access/index.js';
import type { ModuleContext } from '../module.js';
import { findLiveApiKey, markApiKeyUsed } from './api-key-store.js';
import { cachedCaller } from './caller-cache.js';
import { addMinutes, sessionIdleMinutesFrom } from './organization-settings.js';
import { rememberChannelKey, sealingPurpose } from './sealed-body.js';
import { findSessionByTokenHash, touchSession } from './session-store.js';
import { hashSecret } from './tokens.js';
import { toCurrentUser } from './user-store.js';

/** Sliding expiry and last-use times are written at most this often, to spare writes. */
const TOUCH_INTERVAL_MS = 60_000;

/** What a user who must set a new password may still call. */
const ALLOWED_BEFORE_PASSWORD_CHANGE: ReadonlySet<string> = new Set([
  'user/modifyPassword',
  'sysconfig/auth/pc/1.0/post/logout',
  'sysconfig/auth/pc/1.0/post/getUserInfo',
  'user/getUserInfo',
]);

export interface ResolvedCaller {
  user: CurrentUser;
  mustChangePassword: boolean;
  /** The key of the session's secure channel, when one is bound. */
  channelKey: string | null;
}

function tokenExpired(message: string): AppError {
  return new AppError(ErrorCode.TOKEN_EXPIRED, message);
}

/** The signed-in caller an access token names; 10002 when it is unknown, expired or revoked. */
export function resolveAccessToken(
  database: DatabaseHandle,
  token: string,
  now: Date,
): Promise<ResolvedCaller> {
  const tokenHash = hashSecret(token);
  return cachedCaller(database, `session:${tokenHash}`, now, () =>
    lookUpAccessToken(database, tokenHash, now),
  );
}

async function lookUpAccessToken(
  database: DatabaseHandle,
  tokenHash: string,
  now: Date,
): Promise<{ value: ResolvedCaller; expiresAt: number }> {
  const row = await findSessionByTokenHash(database, tokenHash);
  const nowIso = now.toISOString();
  if (!row || row.revoked_at !== null || row.expires_at <= nowIso) {
    throw tokenExpired('Your session has expired or was signed out: sign in again.');
  }
  if (row.is_active !== 1) throw tokenExpired('This account is no longer active: sign in again.');
  let expiresAt = Date.parse(row.expires_at);
  if (now.getTime() - Date.parse(row.last_seen_at) >= TOUCH_INTERVAL_MS) {
    // The profile's idle timeout (access control) wins over the organisation's.
    const policy = await profileSessionPolicy(database, row.org_id, row.profile_id);
    const idleMinutes = policy.idleMinutes ?? sessionIdleMinutesFrom(row.org_settings_json);
    const slid = addMinutes(now, idleMinutes);
    await touchSession(database, row.session_id, now, slid);
    expiresAt = slid.getTime();
  }
  const value = {
    user: toCurrentUser(row, { sessionId: row.session_id, channelId: row.channel_id }),
    mustChangePassword: row.must_change_password === 1,
    channelKey: row.channel_key,
  };
  return { value, expiresAt };
}

/** The user a personal API key acts as; 10002 when the key is unknown or revoked. */
export function resolveApiKey(database: DatabaseHandle, key: string, now: Date): Promise<ResolvedCaller> {
  const keyHash = hashSecret(key);
  return cachedCaller(database, `key:${keyHash}`, now, () => lookUpApiKey(database, keyHash, now));
}

async function lookUpApiKey(
  database: DatabaseHandle,
  keyHash: string,
  now: Date,
): Promise<{ value: ResolvedCaller }> {
  const row = await findLiveApiKey(database, keyHash);
  if (!row) throw tokenExpired('This API key is not valid or was revoked.');
  if (row.is_active !== 1) throw tokenExpired('The user of this API key is no longer active.');
  if (!row.last_used_at || now.getTime() - Date.parse(row.last_used_at) >= TOUCH_INTERVAL_MS) {
    await markApiKeyUsed(database, row.key_id, now);
  }
  // Integrations are set up by people who already chose their password; a forced change is for sign-ins.
  const value = {
    user: toCurrentUser(row, { sessionId: null, channelId: null }),
    mustChangePassword: false,
    channelKey: null,
  };
  return { value };
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export function accessTokenHeader(request: FastifyRequest): string | undefined {
  return nonEmpty(request.headers.accesstoken);
}

function envelopeAccessToken(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('head' in body)) return undefined;
  const head: unknown = body.head;
  if (typeof head !== 'object' || head === null || !('accessToken' in head)) return undefined;
  return nonEmpty(head.accessToken);
}

function bearerKey(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

function needsUser(request: FastifyRequest): boolean {
  return !request.is404 && request.routeOptions.config?.auth !== 'public';
}

/**
 * Resolves request.currentUser for every /api route that is not public: the
 * `accessToken` header first (checked before the body is read), then the
 * envelope's head.accessToken, then `Authorization: Bearer <api key>`.
 */
export function installAuthentication(app: FastifyInstance, context: ModuleContext): void {
  const admit = (request: FastifyRequest, caller: ResolvedCaller) => {
    if (caller.mustChangePassword && !ALLOWED_BEFORE_PASSWORD_CHANGE.has(sealingPurpose(request))) {
      throw new AppError(
        ErrorCode.PASSWORD_CHANGE_REQUIRED,
        'Set a new password before going on (Profile settings → Change password).',
      );
    }
    request.currentUser = caller.user;
    rememberChannelKey(request, caller.channelKey);
  };

  /**
   * A refusal is sent from the hook itself, serialised as plain JSON: thrown,
   * it would reach the route's response schema (a 10013 is HTTP 200) and fail it.
   */
  const refuse = (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
    if (!(error instanceof AppError)) throw error;
    return reply
      .code(error.httpStatus)
      .serializer((payload: unknown) => JSON.stringify(payload))
      .send(failEnvelope(error.code, error.message, request.id));
  };

  app.addHook('onRequest', async (request, reply) => {
    if (!needsUser(request)) return;
    const token = accessTokenHeader(request);
    if (!token) return;
    try {
      admit(request, await resolveAccessToken(context.database, token, context.now()));
    } catch (error) {
      return refuse(request, reply, error);
    }
  });

  app.addHook('preValidation', async (request, reply) => {
    if (!needsUser(request) || request.currentUser) return;
    try {
      const token = envelopeAccessToken(request.body);
      if (token) return admit(request, await resolveAccessToken(context.database, token, context.now()));
      const key = bearerKey(request);
      if (key) return admit(request, await resolveApiKey(context.database, key, context.now()));
      throw new AppError(
        ErrorCode.NOT_SIGNED_IN,
        'Sign in first: send the accessToken header, or Authorization: Bearer <API key>.',
      );
    } catch (error) {
      return refuse(request, reply, error);
    }
  });
}

import {
  bytesToBase64Url,
  deriveChannelKeyBytes,
  ErrorCode,
  exportChannelPublicKey,
  generateChannelKeyPair,
  handshakeContract,
  logoutContract,
  newRecordId,
  SecureChannelError,
  SystemPrefix,
  secureUserInfoContract,
  unifiedLoginContract,
} from '@vela/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contractSchema } from '../../http/contract-route.js';
import { requireUser } from '../../http/current-user.js';
import {
  AppError,
  badRequest,
  envelopeSchema,
  notFound,
  okEnvelope,
  responseSchema,
} from '../../http/envelope.js';
import type { ModuleContext } from '../module.js';
import { accessTokenHeader, resolveAccessToken } from './authenticate.js';
import {
  deleteChannel,
  findLiveChannelKey,
  purgeExpiredChannels,
  storeChannel,
  UNBOUND_CHANNEL_MINUTES,
} from './channel-store.js';
import { recordSignInAttempt } from './login-history-store.js';
import { addMinutes } from './organization-settings.js';
import {
  contractAnswer,
  openSealedRequestBody,
  openWithKey,
  parsePlaintext,
  sealedBodySchema,
  sealedPayloadSchema,
  sealingPurpose,
  sealResponseData,
  sealWithKey,
} from './sealed-body.js';
import { bindChannelToSession, revokeSession } from './session-store.js';
import { type ClientMeta, checkCredentials, startSession } from './sign-in-service.js';
import { loadUserInfo } from './user-info.js';

export const AUTH_BASE = '/sysconfig/auth/pc/1.0/post';
/** Sign-in attempts per address per minute, on top of the per-account lockout. */
/** The default; VELA_LOGIN_RATE_LIMIT changes it (config.loginRateLimitPerMinute). */
export { DEFAULT_LOGIN_RATE_LIMIT_PER_MINUTE as SIGN_IN_RATE_LIMIT } from '../../config.js';

export function clientMeta(request: FastifyRequest): ClientMeta {
  return { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') };
}

const unknownChannel = () =>
  new AppError(
    ErrorCode.DECRYPT_FAILED,
    'Unknown or expired secure channel: make a new handshake and try again.',
  );

/** Handshakes allowed per minute and address, per sign-in attempt allowed (60 at the default of 10). */
const HANDSHAKES_PER_SIGN_IN = 6;

export function registerSignInRoutes(app: FastifyInstance, context: ModuleContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { database } = context;

  api.post(
    handshakeContract.path,
    {
      // Every page load of a signed-in tab makes a handshake too, so it allows six per sign-in attempt.
      config: {
        auth: 'public',
        rateLimit: {
          max: HANDSHAKES_PER_SIGN_IN * context.config.loginRateLimitPerMinute,
          timeWindow: 60_000,
        },
      },
      schema: {
        ...contractSchema(handshakeContract),
        description:
          'Public. With a valid accessToken header the new channel replaces the session’s channel (after a page reload).',
      },
    },
    async (request) => {
      const now = context.now();
      const serverKeys = await generateChannelKeyPair();
      const channelId = newRecordId(SystemPrefix.channel, now.getTime());
      let keyBytes: Uint8Array;
      try {
        keyBytes = await deriveChannelKeyBytes(
          serverKeys.privateKey,
          request.body.body.clientPublicKey,
          channelId,
        );
      } catch (error) {
        if (error instanceof SecureChannelError) {
          throw badRequest('body.clientPublicKey: is not a P-256 public key (raw point, base64url)');
        }
        throw error;
      }
      await purgeExpiredChannels(database, now);
      await storeChannel(database, {
        id: channelId,
        key: bytesToBase64Url(keyBytes),
        now,
        expiresAt: addMinutes(now, UNBOUND_CHANNEL_MINUTES),
      });
      const token = accessTokenHeader(request) ?? request.body.head.accessToken;
      if (token) {
        // A stale token on the sign-in page is normal: the channel then simply stays unbound.
        const caller = await resolveAccessToken(database, token, now).catch(() => undefined);
        if (caller?.user.sessionId) await bindChannelToSession(database, caller.user.sessionId, channelId);
      }
      const serverPublicKey = await exportChannelPublicKey(serverKeys.publicKey);
      return okEnvelope({ channelId, serverPublicKey }, request.id);
    },
  );

  api.post(
    unifiedLoginContract.path,
    {
      config: {
        auth: 'public',
        rateLimit: { max: context.config.loginRateLimitPerMinute, timeWindow: 60_000 },
      },
      // Sealed both ways: the wire carries the sealed payload; the contract is what it opens into.
      schema: {
        summary: unifiedLoginContract.summary,
        body: envelopeSchema(sealedPayloadSchema),
        response: { 200: responseSchema(sealedPayloadSchema.nullable()) },
      },
    },
    async (request) => {
      const now = context.now();
      const meta = clientMeta(request);
      const payload = request.body.body;
      const purpose = sealingPurpose(request);
      const key = await findLiveChannelKey(database, payload.channelId, now);
      const recordUnopened = () =>
        recordSignInAttempt(database, {
          userId: null,
          email: '',
          at: now,
          ...meta,
          result: 'failure',
          reason: 'decrypt-failed',
        });
      if (!key) {
        await recordUnopened();
        throw unknownChannel();
      }
      let plaintext: unknown;
      try {
        plaintext = await openWithKey(key, purpose, payload);
      } catch (error) {
        await recordUnopened();
        throw error;
      }
      const credentials = parsePlaintext(unifiedLoginContract.request, plaintext);
      const user = await checkCredentials(database, credentials, meta, now);
      const signedIn = await startSession(database, user, payload.channelId, meta, now);
      // The wire schema sees only ciphertext: the opened answer is checked against its contract here.
      const answer = contractAnswer(unifiedLoginContract.response, signedIn, request);
      return okEnvelope(await sealWithKey(key, payload.channelId, purpose, answer), request.id);
    },
  );

  api.post(
    secureUserInfoContract.path,
    {
      // Sealed both ways for a session: the answer is the sealed payload or, for an API key, the contract's.
      schema: {
        summary: secureUserInfoContract.summary,
        body: envelopeSchema(sealedBodySchema),
        response: {
          200: responseSchema(z.union([sealedPayloadSchema, secureUserInfoContract.response]).nullable()),
        },
      },
    },
    async (request) => {
      const user = requireUser(request.currentUser);
      await openSealedRequestBody(request, secureUserInfoContract.request);
      const info = await loadUserInfo(database, user.userId);
      if (!info) throw notFound('The user');
      return okEnvelope(await sealResponseData(request, secureUserInfoContract.response, info), request.id);
    },
  );

  api.post(
    logoutContract.path,
    {
      schema: contractSchema(logoutContract),
    },
    async (request) => {
      const user = requireUser(request.currentUser);
      if (user.sessionId) {
        const { channelId } = await revokeSession(database, user.userId, user.sessionId, context.now());
        // The channel's key has no use once its session has ended.
        if (channelId) await deleteChannel(database, channelId);
      }
      return okEnvelope(null, request.id);
    },
  );
}

import {
  type CallContract,
  completeThirdPartySignInContract,
  ErrorCode,
  mayAdministerAccess,
  signInProvidersContract,
  singleLogoutContract,
  startThirdPartySignInContract,
} from '@vela/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { contractSchema } from '../../../http/contract-route.js';
import { requireUser } from '../../../http/current-user.js';
import { AppError, envelopeSchema, okEnvelope, responseSchema } from '../../../http/envelope.js';
import type { ModuleContext } from '../../module.js';
import { deleteChannel, findLiveChannelKey } from '../channel-store.js';
import { recordSignInAttempt } from '../login-history-store.js';
import {
  contractAnswer,
  openWithKey,
  parsePlaintext,
  sealedPayloadSchema,
  sealingPurpose,
  sealWithKey,
} from '../sealed-body.js';
import { revokeSession } from '../session-store.js';
import { type ClientMeta, recordSignInSuccess, startSession } from '../sign-in-service.js';
import { applyGroupMappings, findLinkedUser } from './linked-user.js';
import { completeSignIn, endSessionUrl, startSignIn } from './oidc-flow.js';
import { registerProviderSetupRoutes } from './provider-setup-routes.js';
import { callbackAddresses, enabledProviders, findProvider } from './provider-store.js';

/**
 * The address the browser reached Vela at: the provider sends it back there. Normalised as URLs
 * normalise it (no default port), so the redirect URI sent, registered and exchanged is one string.
 */
export function requestOrigin(request: FastifyRequest): string {
  return new URL(`${request.protocol}://${request.host}`).origin;
}

function clientMeta(request: FastifyRequest): ClientMeta {
  return { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') };
}

function publicRoute<Request extends z.ZodType, Response extends z.ZodType>(
  app: FastifyInstance,
  contract: CallContract<`/${string}`, Request, Response>,
  perMinute: number,
  answer: (request: FastifyRequest, body: z.output<Request>) => Promise<z.input<Response>>,
): void {
  app.post(
    contract.path,
    {
      config: { auth: 'public', rateLimit: { max: perMinute, timeWindow: 60_000 } },
      schema: contractSchema(contract),
    },
    async (request) => {
      const { body } = request.body as { body: z.output<Request> };
      return okEnvelope(await answer(request, body), request.id);
    },
  );
}

/** Third-party sign-in over OpenID Connect and single sign-out (issue 18, spec 1 §2.6). */
export function registerOidcRoutes(app: FastifyInstance, context: ModuleContext): void {
  const { database, config } = context;
  const perMinute = config.loginRateLimitPerMinute;

  // The login page asks on every load, so it allows as many as handshakes.
  publicRoute(app, signInProvidersContract, perMinute * 6, () => enabledProviders(database));

  publicRoute(app, startThirdPartySignInContract, perMinute, async (request, body) => {
    const provider = await findProvider(database, body.providerId);
    if (provider?.enabled !== 1)
      throw new AppError(ErrorCode.NOT_FOUND, `body.providerId: no sign-in provider "${body.providerId}"`);
    const { redirectUri } = callbackAddresses(requestOrigin(request));
    const authorizationUrl = await startSignIn(
      database,
      provider,
      redirectUri,
      config.dataDir,
      context.now(),
    );
    return { authorizationUrl };
  });

  // Sealed both ways like unifiedLogin: the access token never crosses the wire readable.
  app.post(
    completeThirdPartySignInContract.path,
    {
      config: { auth: 'public', rateLimit: { max: perMinute, timeWindow: 60_000 } },
      schema: {
        summary: completeThirdPartySignInContract.summary,
        body: envelopeSchema(sealedPayloadSchema),
        response: { 200: responseSchema(sealedPayloadSchema.nullable()) },
      },
    },
    async (request) => {
      const now = context.now();
      const meta = clientMeta(request);
      const payload = (request.body as { body: z.infer<typeof sealedPayloadSchema> }).body;
      const purpose = sealingPurpose(request);
      const key = await findLiveChannelKey(database, payload.channelId, now);
      if (!key)
        throw new AppError(
          ErrorCode.DECRYPT_FAILED,
          'Unknown or expired secure channel: make a new handshake and try again.',
        );
      const input = parsePlaintext(
        completeThirdPartySignInContract.request,
        await openWithKey(key, purpose, payload),
      );
      const identity = await completeSignIn(database, input.callbackQuery, config.dataDir, now);
      const { user: linked, email } = await findLinkedUser(database, identity, now);
      if (linked?.is_active !== 1) {
        await recordSignInAttempt(database, {
          userId: linked?.id ?? null,
          email,
          at: now,
          ...meta,
          result: 'failure',
          reason: linked ? 'inactive' : 'no-linked-user',
        });
        throw new AppError(
          ErrorCode.LOGIN_FAILED,
          linked
            ? 'This account is not active: ask your administrator.'
            : `${identity.provider.name} signed you in${email ? ` as ${email}` : ''}, but no active Vela user matches: ask your administrator.`,
        );
      }
      const user = await applyGroupMappings(database, linked, identity);
      await recordSignInSuccess(database, user, meta, now, identity.provider.name);
      const signedIn = await startSession(database, user, payload.channelId, meta, now);
      await database.db
        .insertInto('identity_session')
        .values({
          session_id: signedIn.sessionId,
          provider_id: identity.provider.id,
          id_token: identity.idToken,
          created_at: now.toISOString(),
        })
        .execute();
      const answer = contractAnswer(
        completeThirdPartySignInContract.response,
        { ...signedIn, providerName: identity.provider.name },
        request,
      );
      return okEnvelope(await sealWithKey(key, payload.channelId, purpose, answer), request.id);
    },
  );

  app.post(singleLogoutContract.path, { schema: contractSchema(singleLogoutContract) }, async (request) => {
    const user = requireUser(request.currentUser);
    let answer: z.input<typeof singleLogoutContract.response> = { endSessionUrl: null, providerName: null };
    if (user.sessionId) {
      const began = await database.db
        .selectFrom('identity_session')
        .selectAll()
        .where('session_id', '=', user.sessionId)
        .executeTakeFirst();
      const provider = began ? await findProvider(database, began.provider_id) : undefined;
      if (began && provider) {
        const { postLogoutRedirectUri } = callbackAddresses(requestOrigin(request));
        answer = {
          endSessionUrl: await endSessionUrl(provider, began.id_token, postLogoutRedirectUri, config.dataDir),
          providerName: provider.name,
        };
      }
      await database.db.deleteFrom('identity_session').where('session_id', '=', user.sessionId).execute();
      const { channelId } = await revokeSession(database, user.userId, user.sessionId, context.now());
      if (channelId) await deleteChannel(database, channelId);
    }
    return okEnvelope(answer, request.id);
  });

  registerProviderSetupRoutes(app, context, requestOrigin, (user) => {
    if (!mayAdministerAccess(user.profileId))
      throw new AppError(ErrorCode.FORBIDDEN, 'Only a system administrator may configure sign-in providers');
  });
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/current-user.js';
import { envelopeSchema, okEnvelope, responseSchema } from '../../http/envelope.js';
import { forgetCachedCallers, resolveAccessToken } from '../auth/index.js';
import type { ModuleContext } from '../module.js';
import { recordClientError, recordPageEvent, recordUsageEvents } from './client-log.js';
import {
  clientErrorBodySchema,
  developerPermissionSchema,
  pageLifecycleBodySchema,
  saveLanguageBodySchema,
  saveUserSetupBodySchema,
  usageEventsBodySchema,
  userInfoSchema,
  userSetupSchema,
} from './schemas.js';
import { developerPermissionFor, loadUserInfo } from './user-info.js';
import { loadUserSetup, saveUserLanguage, saveUserSetup } from './user-setup.js';

const emptyBody = envelopeSchema(z.strictObject({}));

/** Who sent an error report, when their token is still good; a report is kept either way. */
async function reporterOf(context: ModuleContext, token: string): Promise<string | null> {
  if (!token) return null;
  try {
    return (await resolveAccessToken(context.database, token, context.now())).user.userId;
  } catch {
    return null;
  }
}

/** Who the user is and how their shell looks: user info, setup, developer permissions, client logs. */
export function registerUserRoutes(app: FastifyInstance, context: ModuleContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;

  api.get(
    '/user/getUserInfo',
    {
      schema: {
        summary: 'The signed-in user, with organisation defaults filled in (spec 1 §3 User info)',
        response: { 200: responseSchema(userInfoSchema) },
      },
    },
    async (request) => okEnvelope(await loadUserInfo(db, requireUser(request.currentUser)), request.id),
  );

  api.get(
    '/user/getUserSetup',
    {
      schema: {
        summary: "The user's shell setup; tabStyle is never '1' for a partner user",
        response: { 200: responseSchema(userSetupSchema) },
      },
    },
    async (request) => okEnvelope(await loadUserSetup(db, requireUser(request.currentUser)), request.id),
  );

  api.post(
    '/user/saveUserSetup',
    {
      schema: {
        summary:
          "Changes the given fields of the user's own setup; answers the setup as the user now sees it",
        body: envelopeSchema(saveUserSetupBodySchema),
        response: { 200: responseSchema(userSetupSchema) },
      },
    },
    async (request) =>
      okEnvelope(await saveUserSetup(db, requireUser(request.currentUser), request.body.body), request.id),
  );

  api.post(
    '/user/saveLanguage',
    {
      schema: {
        summary: "Changes the user's own language (one of the 16 of spec 1 §9); later startups use it",
        body: envelopeSchema(saveLanguageBodySchema),
        response: { 200: responseSchema(saveLanguageBodySchema) },
      },
    },
    async (request) => {
      const saved = await saveUserLanguage(db, requireUser(request.currentUser), request.body.body.language);
      // The next call is answered in the new language (metadata labels follow the caller's language).
      forgetCachedCallers(context.database);
      return okEnvelope(saved, request.id);
    },
  );

  api.post(
    '/user/getDeveloperSpacePermissions',
    {
      schema: {
        summary: "What the user may do in the developer space, from the user's profile",
        body: emptyBody,
        response: { 200: responseSchema(developerPermissionSchema) },
      },
    },
    async (request) =>
      okEnvelope(await developerPermissionFor(db, requireUser(request.currentUser)), request.id),
  );

  api.post(
    '/user/pageLifecycleEvent',
    {
      schema: {
        summary: 'Records a page lifecycle event (created, load, destroy) of the signed-in user',
        body: envelopeSchema(pageLifecycleBodySchema),
        response: { 200: responseSchema(z.null()) },
      },
    },
    async (request) => {
      const user = requireUser(request.currentUser);
      await recordPageEvent(db, user.userId, request.body.body, context.now());
      return okEnvelope(null, request.id);
    },
  );

  api.post(
    '/user/trackUsage',
    {
      schema: {
        summary:
          'Uploads a batch of user-tracking events (record created or edited), sent every 5 s by the client',
        body: envelopeSchema(usageEventsBodySchema),
        response: { 200: responseSchema(z.null()) },
      },
    },
    async (request) => {
      const user = requireUser(request.currentUser);
      await recordUsageEvents(db, user.userId, request.body.body.events);
      return okEnvelope(null, request.id);
    },
  );

  api.post(
    '/user/reportClientError',
    {
      // Public: the client reports a 10002 (expired token) too, when no valid token is left to send.
      config: { auth: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        summary: "The client's error log (DECISIONS 22): a failed call with its request id",
        body: envelopeSchema(clientErrorBodySchema),
        response: { 200: responseSchema(z.null()) },
      },
    },
    async (request) => {
      const headerToken = request.headers.accesstoken;
      const token = request.body.head.accessToken || (typeof headerToken === 'string' ? headerToken : '');
      await recordClientError(
        db,
        await reporterOf(context, token),
        request.body.body,
        request.headers['user-agent'] ?? '',
        context.now(),
      );
      return okEnvelope(null, request.id);
    },
  );
}

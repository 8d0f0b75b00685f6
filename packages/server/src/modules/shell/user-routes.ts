import {
  getDeveloperSpacePermissionsContract,
  getUserInfoContract,
  getUserSetupContract,
  pageLifecycleEventContract,
  reportClientErrorContract,
  saveLanguageContract,
  saveUserSetupContract,
  trackUsageContract,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractGetSchema, contractSchema } from '../../http/contract-route.js';
import { requireUser } from '../../http/current-user.js';
import { okEnvelope } from '../../http/envelope.js';
import { forgetCachedCallers, resolveAccessToken } from '../auth/index.js';
import type { ModuleContext } from '../module.js';
import { recordClientError, recordPageEvent, recordUsageEvents } from './client-log.js';
import { developerPermissionFor, loadUserInfo } from './user-info.js';
import { loadUserSetup, saveUserLanguage, saveUserSetup } from './user-setup.js';

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

  api.get(getUserInfoContract.path, { schema: contractGetSchema(getUserInfoContract) }, async (request) =>
    okEnvelope(await loadUserInfo(db, requireUser(request.currentUser)), request.id),
  );

  api.get(getUserSetupContract.path, { schema: contractGetSchema(getUserSetupContract) }, async (request) =>
    okEnvelope(await loadUserSetup(db, requireUser(request.currentUser)), request.id),
  );

  api.post(saveUserSetupContract.path, { schema: contractSchema(saveUserSetupContract) }, async (request) =>
    okEnvelope(await saveUserSetup(db, requireUser(request.currentUser), request.body.body), request.id),
  );

  api.post(saveLanguageContract.path, { schema: contractSchema(saveLanguageContract) }, async (request) => {
    const saved = await saveUserLanguage(db, requireUser(request.currentUser), request.body.body.language);
    // The next call is answered in the new language (metadata labels follow the caller's language).
    forgetCachedCallers(context.database);
    return okEnvelope(saved, request.id);
  });

  api.post(
    getDeveloperSpacePermissionsContract.path,
    { schema: contractSchema(getDeveloperSpacePermissionsContract) },
    async (request) =>
      okEnvelope(await developerPermissionFor(db, requireUser(request.currentUser)), request.id),
  );

  api.post(
    pageLifecycleEventContract.path,
    { schema: contractSchema(pageLifecycleEventContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      await recordPageEvent(db, user.userId, request.body.body, context.now());
      return okEnvelope(null, request.id);
    },
  );

  api.post(trackUsageContract.path, { schema: contractSchema(trackUsageContract) }, async (request) => {
    const user = requireUser(request.currentUser);
    await recordUsageEvents(db, user.userId, request.body.body.events);
    return okEnvelope(null, request.id);
  });

  api.post(
    reportClientErrorContract.path,
    {
      // Public: the client reports a 10002 (expired token) too, when no valid token is left to send.
      config: { auth: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: contractSchema(reportClientErrorContract),
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

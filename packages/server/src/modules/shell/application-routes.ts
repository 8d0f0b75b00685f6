import {
  consoleGetTabContract,
  consoleSaveTabContract,
  getApplicationListContract,
  getLogoidContract,
  showAllTabsContract,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractSchema } from '../../http/contract-route.js';
import { requireUser } from '../../http/current-user.js';
import { AppError, ErrorCode, okEnvelope } from '../../http/envelope.js';
import { resolveAccessToken } from '../auth/index.js';
import type { ModuleContext } from '../module.js';
import {
  findVisibleApplication,
  listApplications,
  rememberCurrentApplication,
  resolveCurrentApplication,
} from './applications.js';
import { loadConsoleTabs, saveConsoleTabs } from './console-tabs.js';
import { monogramSvg } from './logo-svg.js';
import { loadMenuItems } from './menu-items.js';
import { logoForUser } from './partner-logo.js';
import { appLogoQuerySchema } from './schemas.js';

/** A served SVG may hold markup; this keeps it inert if someone opens its address directly. */
const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

/** The launcher, the menus, the app and partner logos, and the console's saved tabs. */
export function registerApplicationRoutes(app: FastifyInstance, context: ModuleContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;

  api.post(
    getApplicationListContract.path,
    { schema: contractSchema(getApplicationListContract) },
    async (request) =>
      okEnvelope(await listApplications(db, requireUser(request.currentUser), request.body.body), request.id),
  );

  api.post(showAllTabsContract.path, { schema: contractSchema(showAllTabsContract) }, async (request) => {
    const user = requireUser(request.currentUser);
    const { appId } = request.body.body;
    if (appId === undefined) {
      const current = await resolveCurrentApplication(db, user);
      return okEnvelope(current ? await loadMenuItems(db, current.id) : [], request.id);
    }
    const chosen = await findVisibleApplication(db, user, appId);
    if (chosen.app_state === 1) await rememberCurrentApplication(db, user, chosen.id, context.now());
    return okEnvelope(await loadMenuItems(db, chosen.id), request.id);
  });

  api.get(
    '/application/getAppLogo',
    {
      // The spec's <img> sends the token in the query (Vela's web sends the header); checked here either way.
      config: { auth: 'public' },
      schema: {
        summary:
          "An app's logo as SVG: its stored logo, else a monogram on bgcolor. Token in the accessToken header (or, per the spec, ?accessToken=)",
        querystring: appLogoQuerySchema,
      },
    },
    async (request, reply) => {
      const { id, bgcolor, accessToken } = request.query;
      const headerToken = request.headers.accesstoken;
      const token = accessToken ?? (typeof headerToken === 'string' ? headerToken : undefined);
      if (!token) throw new AppError(ErrorCode.NOT_SIGNED_IN, 'Sign in first: accessToken is missing.');
      // The auth module's own check: 10002 for an unknown, expired or revoked token.
      const viewer = (await resolveAccessToken(context.database, token, context.now())).user;
      const found = await findVisibleApplication(db, viewer, id);
      const svg = found.logo_svg || monogramSvg(found.name, bgcolor ?? found.bgcolor);
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('content-security-policy', SVG_CONTENT_SECURITY_POLICY)
        .header('cache-control', 'private, max-age=300')
        .send(svg);
    },
  );

  api.post(getLogoidContract.path, { schema: contractSchema(getLogoidContract) }, async (request) =>
    okEnvelope(await logoForUser(db, requireUser(request.currentUser)), request.id),
  );

  api.post(
    consoleSaveTabContract.path,
    { schema: contractSchema(consoleSaveTabContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      const { appid, opentab } = request.body.body;
      await findVisibleApplication(db, user, appid);
      const now = context.now();
      await saveConsoleTabs(db, user, appid, opentab, now);
      return okEnvelope({ appid, updatedAt: now.toISOString() }, request.id);
    },
  );

  api.post(consoleGetTabContract.path, { schema: contractSchema(consoleGetTabContract) }, async (request) => {
    const user = requireUser(request.currentUser);
    const { appid } = request.body.body;
    await findVisibleApplication(db, user, appid);
    return okEnvelope(await loadConsoleTabs(db, user, appid), request.id);
  });
}

import { getCustomPageContract } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractSchema } from '../../http/contract-route.js';
import { requireUser } from '../../http/current-user.js';
import { okEnvelope } from '../../http/envelope.js';
import type { ModuleContext } from '../module.js';
import { loadCustomPage } from './custom-pages.js';

/** Custom lightning pages (spec 1 §2.7): what a custom page menu item opens. */
export function registerCustomPageRoutes(app: FastifyInstance, context: ModuleContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;

  api.post(getCustomPageContract.path, { schema: contractSchema(getCustomPageContract) }, async (request) => {
    const user = requireUser(request.currentUser);
    return okEnvelope(await loadCustomPage(db, user.orgId, request.body.body.page), request.id);
  });
}

import {
  getHomePageContract,
  getRolePagesContract,
  savePersonalPageContract,
  saveRolePageContract,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractSchema } from '../../http/contract-route.js';
import { requireUser } from '../../http/current-user.js';
import { okEnvelope } from '../../http/envelope.js';
import type { ModuleContext } from '../module.js';
import { homePageOf, rolePages, savePersonalPage, saveRolePage } from './home-pages.js';

/** Home pages (issue 19): assigned per role by an administrator, personalised by each user. */
export function homePageRoutes(app: FastifyInstance, context: ModuleContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { database } = context;

  api.post(getHomePageContract.path, { schema: contractSchema(getHomePageContract) }, async (request) =>
    okEnvelope(await homePageOf(database, requireUser(request.currentUser)), request.id),
  );

  api.post(getRolePagesContract.path, { schema: contractSchema(getRolePagesContract) }, async (request) =>
    okEnvelope({ pages: await rolePages(database, requireUser(request.currentUser)) }, request.id),
  );

  api.post(saveRolePageContract.path, { schema: contractSchema(saveRolePageContract) }, async (request) => {
    const user = requireUser(request.currentUser);
    await saveRolePage(database, user, request.body.body, context.now());
    return okEnvelope({ pages: await rolePages(database, user) }, request.id);
  });

  api.post(
    savePersonalPageContract.path,
    { schema: contractSchema(savePersonalPageContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      await savePersonalPage(database, user, request.body.body.components, context.now());
      return okEnvelope(await homePageOf(database, user), request.id);
    },
  );
}

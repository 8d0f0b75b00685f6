import {
  deleteCustomPageContract,
  getCustomPageContract,
  getDefaultCustomPageContract,
  listCustomPagesContract,
  saveCustomPageContract,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changeRoute } from '../../http/change-route.js';
import { contractSchema } from '../../http/contract-route.js';
import { requireUser } from '../../http/current-user.js';
import { okEnvelope } from '../../http/envelope.js';
import type { ModuleContext } from '../module.js';
import { auditedChangeRoute } from '../setup-audit/index.js';
import {
  deleteCustomPage,
  listCustomPages,
  loadCustomPage,
  loadDefaultCustomPage,
  parseStoredComponents,
  saveCustomPage,
} from './custom-pages.js';

/**
 * Custom lightning pages (spec 1 §2.7): what a custom page menu item opens, the organisation's default
 * page, and setup's page manager (issue 18; system administrators, every change in the audit trail).
 */
export function registerCustomPageRoutes(app: FastifyInstance, context: ModuleContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;

  api.post(getCustomPageContract.path, { schema: contractSchema(getCustomPageContract) }, async (request) => {
    const user = requireUser(request.currentUser);
    return okEnvelope(await loadCustomPage(db, user.orgId, request.body.body.page), request.id);
  });
  changeRoute(app, getDefaultCustomPageContract, async (user) => ({
    page: await loadDefaultCustomPage(db, user.orgId),
  }));
  changeRoute(app, listCustomPagesContract, (user) => listCustomPages(context, user));

  const storedPage = async (orgId: string, id: string | undefined) => {
    if (!id) return null;
    const stored = await db
      .selectFrom('custom_page')
      .select(['name', 'components_json', 'is_default'])
      .where('id', '=', id)
      .where('org_id', '=', orgId)
      .executeTakeFirst();
    return stored
      ? {
          name: stored.name,
          components: parseStoredComponents(stored.components_json),
          isDefault: stored.is_default === 1,
        }
      : null;
  };
  auditedChangeRoute(
    app,
    context,
    'apps',
    saveCustomPageContract,
    (user, input) => saveCustomPage(context, user, input),
    async (input, result, user) => ({
      target: `Custom page › ${input.name}`,
      state: await storedPage(user.orgId, input.id ?? result?.id),
    }),
  );
  auditedChangeRoute(
    app,
    context,
    'apps',
    deleteCustomPageContract,
    (user, input) => deleteCustomPage(context, user, input.id),
    async (input, _result, user) => {
      const state = await storedPage(user.orgId, input.id);
      return { target: `Custom page › ${state?.name ?? input.id}`, state };
    },
  );
}

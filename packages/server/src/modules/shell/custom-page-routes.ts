import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/current-user.js';
import { envelopeSchema, okEnvelope, responseSchema } from '../../http/envelope.js';
import type { ModuleContext } from '../module.js';
import { customPageSchema, getCustomPageBodySchema, loadCustomPage } from './custom-pages.js';

/** Custom lightning pages (spec 1 §2.7): what a custom page menu item opens. */
export function registerCustomPageRoutes(app: FastifyInstance, context: ModuleContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;

  api.post(
    '/customPage/getCustomPage',
    {
      schema: {
        summary:
          "A custom page of the user's organisation and its components (rich text, list views, record details)",
        body: envelopeSchema(getCustomPageBodySchema),
        response: { 200: responseSchema(customPageSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request.currentUser);
      return okEnvelope(await loadCustomPage(db, user.orgId, request.body.body.page), request.id);
    },
  );
}

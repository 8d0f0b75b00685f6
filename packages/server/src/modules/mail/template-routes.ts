import {
  deleteTemplateContract,
  getTemplateContract,
  listTemplatesContract,
  mergeFieldsContract,
  renderTemplateContract,
  saveTemplateContract,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractSchema } from '../../http/contract-route.js';
import { requireUser } from '../../http/current-user.js';
import { okEnvelope } from '../../http/envelope.js';
import type { ModuleContext } from '../module.js';
import {
  deleteTemplate,
  getTemplate,
  listTemplates,
  mergeFieldChoices,
  renderTemplate,
  saveTemplate,
} from './templates.js';

/** The template calls (issue 23): every signed-in user writes their own; public ones are shared. */
export function templateRoutes(app: FastifyInstance, context: ModuleContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const userOf = (request: { currentUser: Parameters<typeof requireUser>[0] }) =>
    requireUser(request.currentUser);

  api.post(listTemplatesContract.path, { schema: contractSchema(listTemplatesContract) }, async (request) =>
    okEnvelope(await listTemplates(context, userOf(request), request.body.body), request.id),
  );
  api.post(getTemplateContract.path, { schema: contractSchema(getTemplateContract) }, async (request) =>
    okEnvelope(await getTemplate(context, userOf(request), request.body.body.id), request.id),
  );
  api.post(
    saveTemplateContract.path,
    // Versions in up to 16 languages of rich text each.
    { schema: contractSchema(saveTemplateContract), bodyLimit: 4 * 1024 * 1024 },
    async (request) =>
      okEnvelope(await saveTemplate(context, userOf(request), request.body.body), request.id),
  );
  api.post(deleteTemplateContract.path, { schema: contractSchema(deleteTemplateContract) }, async (request) =>
    okEnvelope(await deleteTemplate(context, userOf(request), request.body.body.id), request.id),
  );
  api.post(renderTemplateContract.path, { schema: contractSchema(renderTemplateContract) }, async (request) =>
    okEnvelope(await renderTemplate(context, userOf(request), request.body.body), request.id),
  );
  api.post(mergeFieldsContract.path, { schema: contractSchema(mergeFieldsContract) }, async (request) =>
    okEnvelope(await mergeFieldChoices(context, userOf(request), request.body.body.objectApi), request.id),
  );
}

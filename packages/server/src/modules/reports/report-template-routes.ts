import {
  deleteReportTemplateContract,
  getReportTemplateContract,
  getReportTemplatesContract,
  saveReportTemplateContract,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractSchema } from '../../http/contract-route.js';
import { requireUser } from '../../http/current-user.js';
import { okEnvelope } from '../../http/envelope.js';
import { onObjectDeleting } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import {
  deleteReportTemplate,
  listReportTemplates,
  readReportTemplate,
  saveReportTemplate,
  templatesOnObject,
} from './report-templates.js';

/** Report templates (issue 19): kept by administrators, used by everyone who may create reports. */
export function registerReportTemplateRoutes(app: FastifyInstance, context: ModuleContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const userOf = (request: { currentUser: Parameters<typeof requireUser>[0] }) =>
    requireUser(request.currentUser);
  onObjectDeleting(templatesOnObject);

  api.post(
    getReportTemplatesContract.path,
    { schema: contractSchema(getReportTemplatesContract) },
    async (request) => okEnvelope(await listReportTemplates(context, userOf(request)), request.id),
  );

  api.post(
    getReportTemplateContract.path,
    { schema: contractSchema(getReportTemplateContract) },
    async (request) =>
      okEnvelope(await readReportTemplate(context, userOf(request), request.body.body.id), request.id),
  );

  api.post(
    saveReportTemplateContract.path,
    { schema: contractSchema(saveReportTemplateContract) },
    async (request) =>
      okEnvelope(await saveReportTemplate(context, userOf(request), request.body.body), request.id),
  );

  api.post(
    deleteReportTemplateContract.path,
    { schema: contractSchema(deleteReportTemplateContract) },
    async (request) => {
      const { id } = request.body.body;
      await deleteReportTemplate(context.database, userOf(request), id);
      return okEnvelope({ id }, request.id);
    },
  );
}

import {
  deleteReportTypeDefinitionContract,
  getReportTypeDefinitionsContract,
  getReportTypeLinksContract,
  saveReportTypeDefinitionContract,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractSchema } from '../../http/contract-route.js';
import { requireUser } from '../../http/current-user.js';
import { okEnvelope } from '../../http/envelope.js';
import type { ModuleContext } from '../module.js';
import {
  deleteReportTypeDefinition,
  listReportTypeDefinitions,
  reportTypeLinks,
  saveReportTypeDefinition,
} from './report-types.js';

/** Report types (issue 19, route dataSource): listed for everyone who may read their objects, defined by administrators. */
export function registerReportTypeRoutes(app: FastifyInstance, context: ModuleContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { database } = context;
  const userOf = (request: { currentUser: Parameters<typeof requireUser>[0] }) =>
    requireUser(request.currentUser);

  api.post(
    getReportTypeDefinitionsContract.path,
    { schema: contractSchema(getReportTypeDefinitionsContract) },
    async (request) => okEnvelope(await listReportTypeDefinitions(database, userOf(request)), request.id),
  );

  api.post(
    getReportTypeLinksContract.path,
    { schema: contractSchema(getReportTypeLinksContract) },
    async (request) =>
      okEnvelope(await reportTypeLinks(database, userOf(request), request.body.body.objectApi), request.id),
  );

  api.post(
    saveReportTypeDefinitionContract.path,
    { schema: contractSchema(saveReportTypeDefinitionContract) },
    async (request) =>
      okEnvelope(
        await saveReportTypeDefinition(database, userOf(request), request.body.body, context.now()),
        request.id,
      ),
  );

  api.post(
    deleteReportTypeDefinitionContract.path,
    { schema: contractSchema(deleteReportTypeDefinitionContract) },
    async (request) => {
      const { id } = request.body.body;
      await deleteReportTypeDefinition(database, userOf(request), id);
      return okEnvelope({ id }, request.id);
    },
  );
}

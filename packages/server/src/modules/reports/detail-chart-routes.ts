import {
  deleteDetailChartContract,
  getDetailChartsContract,
  runDetailChartContract,
  saveDetailChartContract,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractSchema } from '../../http/contract-route.js';
import { requireUser } from '../../http/current-user.js';
import { okEnvelope } from '../../http/envelope.js';
import type { ModuleContext } from '../module.js';
import { deleteDetailChart, listDetailCharts, runDetailChart, saveDetailChart } from './detail-charts.js';

/** Charts on record detail pages (issue 19): set by administrators, run by each viewer as themselves. */
export function registerDetailChartRoutes(app: FastifyInstance, context: ModuleContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { database } = context;
  const userOf = (request: { currentUser: Parameters<typeof requireUser>[0] }) =>
    requireUser(request.currentUser);

  api.post(
    getDetailChartsContract.path,
    { schema: contractSchema(getDetailChartsContract) },
    async (request) =>
      okEnvelope(await listDetailCharts(database, userOf(request), request.body.body.objectApi), request.id),
  );

  api.post(
    saveDetailChartContract.path,
    { schema: contractSchema(saveDetailChartContract) },
    async (request) =>
      okEnvelope(
        await saveDetailChart(database, userOf(request), request.body.body, context.now()),
        request.id,
      ),
  );

  api.post(
    deleteDetailChartContract.path,
    { schema: contractSchema(deleteDetailChartContract) },
    async (request) => {
      const { id } = request.body.body;
      await deleteDetailChart(database, userOf(request), id);
      return okEnvelope({ id }, request.id);
    },
  );

  api.post(
    runDetailChartContract.path,
    { schema: contractSchema(runDetailChartContract) },
    async (request) => {
      const { id, recordId } = request.body.body;
      return okEnvelope(await runDetailChart(context, userOf(request), id, recordId), request.id);
    },
  );
}

import {
  deleteReportContract,
  getReportContract,
  getReportFieldsContract,
  getReportListContract,
  getReportTypesContract,
  runReportContract,
  saveReportContract,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractSchema } from '../../http/contract-route.js';
import { requireUser } from '../../http/current-user.js';
import { badRequest, okEnvelope } from '../../http/envelope.js';
import { onObjectDeleting } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { reportPermitsOf } from '../shell/index.js';
import { registerCustomSqlRoutes } from './custom-sql-routes.js';
import { registerDetailChartRoutes } from './detail-chart-routes.js';
import { registerFolderRoutes } from './folder-routes.js';
import { reportFields, reportTypes } from './report-catalogue.js';
import { registerReportPermissionRoutes } from './report-permission-routes.js';
import { planReport } from './report-plan.js';
import { runReportDefinition, runSavedReport } from './report-runner.js';
import {
  listReports,
  readReport,
  readReportFor,
  removeReport,
  reportsOnObject,
  writeReport,
} from './report-store.js';
import { registerReportTemplateRoutes } from './report-template-routes.js';
import { registerReportTypeRoutes } from './report-type-routes.js';
import { registerSubscriptionRoutes } from './subscription-routes.js';

/** Reports (issue 19): every call runs as the caller, through the record engine's access filter. */
export async function reportsModule(app: FastifyInstance, context: ModuleContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { database } = context;
  registerFolderRoutes(app, context);
  registerSubscriptionRoutes(app, context);
  registerReportPermissionRoutes(app, context);
  registerCustomSqlRoutes(app, context);
  registerReportTypeRoutes(app, context);
  registerDetailChartRoutes(app, context);
  registerReportTemplateRoutes(app, context);
  onObjectDeleting(reportsOnObject);

  api.post(getReportTypesContract.path, { schema: contractSchema(getReportTypesContract) }, async (request) =>
    okEnvelope(await reportTypes(context, requireUser(request.currentUser)), request.id),
  );

  api.post(
    getReportFieldsContract.path,
    { schema: contractSchema(getReportFieldsContract) },
    async (request) =>
      okEnvelope(
        await reportFields(
          context,
          requireUser(request.currentUser),
          request.body.body.objectApi,
          request.body.body.reportTypeId,
        ),
        request.id,
      ),
  );

  api.post(getReportListContract.path, { schema: contractSchema(getReportListContract) }, async (request) =>
    okEnvelope(await listReports(database, requireUser(request.currentUser), request.body.body), request.id),
  );

  api.post(getReportContract.path, { schema: contractSchema(getReportContract) }, async (request) =>
    okEnvelope(
      await readReport(database, requireUser(request.currentUser), request.body.body.id),
      request.id,
    ),
  );

  api.post(saveReportContract.path, { schema: contractSchema(saveReportContract) }, async (request) => {
    const user = requireUser(request.currentUser);
    const draft = request.body.body;
    if (!draft.id) (await reportPermitsOf(database.db, user, [])).require('new', undefined);
    // A report that could not run is not saved: the same checks as a run, as this user.
    await planReport(context, user, draft.definition);
    const id = await writeReport(database, user, draft, context.now());
    return okEnvelope(await readReport(database, user, id), request.id);
  });

  api.post(deleteReportContract.path, { schema: contractSchema(deleteReportContract) }, async (request) => {
    const { id } = request.body.body;
    await removeReport(database, requireUser(request.currentUser), id);
    return okEnvelope({ id }, request.id);
  });

  api.post(runReportContract.path, { schema: contractSchema(runReportContract) }, async (request) => {
    const user = requireUser(request.currentUser);
    const { id, definition, pageIndex, rowsOnly } = request.body.body;
    if (!definition && !id) throw badRequest('Run a saved report (id) or a definition');
    // The builder runs its definition and names the saved report it came from, whose flags then apply;
    // runSavedReport checks them itself. A draft never saved needs the profile's permission alone.
    if (definition && id) await readReportFor(database, user, id, 'run');
    else if (definition) (await reportPermitsOf(database.db, user, [])).require('run', undefined);
    const result = definition
      ? await runReportDefinition(context, user, definition, pageIndex, rowsOnly)
      : await runSavedReport(context, user, id as string, { pageIndex, rowsOnly });
    return okEnvelope(result, request.id);
  });
}

import {
  deleteDashboardContract,
  drillDashboardContract,
  getDashboardContract,
  getDashboardListContract,
  getDashboardSharesContract,
  runDashboardContract,
  saveDashboardContract,
  saveDashboardLayoutContract,
  saveDashboardSharesContract,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractSchema } from '../../http/contract-route.js';
import { requireUser } from '../../http/current-user.js';
import { okEnvelope } from '../../http/envelope.js';
import type { ModuleContext } from '../module.js';
import { drillDown, runDashboard } from './dashboard-run.js';
import { dashboardShares, loadDashboardViewer, replaceDashboardShares } from './dashboard-sharing.js';
import {
  findDashboardFor,
  listDashboards,
  readDashboard,
  removeDashboard,
  writeDashboard,
  writeLayout,
} from './dashboard-store.js';
import { registerDashboardSubscriptions } from './dashboard-subscriptions.js';
import { homePageRoutes } from './home-routes.js';

/**
 * Dashboards (issue 19): every call as the caller, who reaches a dashboard as its owner, an administrator,
 * through the organisation-wide flag or a share; components run as the dashboard's running user.
 */
export async function dashboardsModule(app: FastifyInstance, context: ModuleContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { database } = context;
  registerDashboardSubscriptions(app, context);

  api.post(
    getDashboardListContract.path,
    { schema: contractSchema(getDashboardListContract) },
    async (request) =>
      okEnvelope(
        {
          dashboards: await listDashboards(
            database,
            requireUser(request.currentUser),
            request.body.body.keyword,
          ),
        },
        request.id,
      ),
  );

  api.post(getDashboardContract.path, { schema: contractSchema(getDashboardContract) }, async (request) =>
    okEnvelope(
      await readDashboard(database, requireUser(request.currentUser), request.body.body.id),
      request.id,
    ),
  );

  api.post(saveDashboardContract.path, { schema: contractSchema(saveDashboardContract) }, async (request) => {
    const user = requireUser(request.currentUser);
    const id = await writeDashboard(database, user, request.body.body, context.now());
    return okEnvelope(await readDashboard(database, user, id), request.id);
  });

  api.post(
    saveDashboardLayoutContract.path,
    { schema: contractSchema(saveDashboardLayoutContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      const { id, layout } = request.body.body;
      await writeLayout(database, user, id, layout, context.now());
      return okEnvelope(await readDashboard(database, user, id), request.id);
    },
  );

  api.post(
    deleteDashboardContract.path,
    { schema: contractSchema(deleteDashboardContract) },
    async (request) => {
      const { id } = request.body.body;
      await removeDashboard(database, requireUser(request.currentUser), id);
      return okEnvelope({ id }, request.id);
    },
  );

  api.post(runDashboardContract.path, { schema: contractSchema(runDashboardContract) }, async (request) => {
    const { id, filters } = request.body.body;
    return okEnvelope(await runDashboard(context, requireUser(request.currentUser), id, filters), request.id);
  });

  api.post(
    getDashboardSharesContract.path,
    { schema: contractSchema(getDashboardSharesContract) },
    async (request) => {
      const viewer = await loadDashboardViewer(database, requireUser(request.currentUser));
      const row = await findDashboardFor(database, viewer, request.body.body.id);
      return okEnvelope(await dashboardShares(database, viewer, row), request.id);
    },
  );

  api.post(
    saveDashboardSharesContract.path,
    { schema: contractSchema(saveDashboardSharesContract) },
    async (request) => {
      const viewer = await loadDashboardViewer(database, requireUser(request.currentUser));
      const { id, shares } = request.body.body;
      const row = await findDashboardFor(database, viewer, id);
      const shareCount = await replaceDashboardShares(database, viewer, row, shares);
      return okEnvelope({ id: row.id, shareCount }, request.id);
    },
  );

  homePageRoutes(app, context);

  api.post(drillDashboardContract.path, { schema: contractSchema(drillDashboardContract) }, async (request) =>
    okEnvelope(await drillDown(context, requireUser(request.currentUser), request.body.body), request.id),
  );
}

import {
  getExportReportUrlContract,
  getReportEnableListContract,
  listClientScriptContract,
  listCustomCompAddrContract,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractSchema } from '../../http/contract-route.js';
import { requireUser } from '../../http/current-user.js';
import { okEnvelope } from '../../http/envelope.js';
import type { ModuleContext } from '../module.js';
import { listClientScripts, listCustomComponentAddresses } from './client-scripts.js';
import { listReportEnableFlags } from './report-permissions.js';

/** Where report exports are served; the client stores it as the report "domain name" (spec 1 §7). */
export const EXPORT_REPORT_BASE_PATH = '/api/report/export';
/** Spec 1 §7: the client loads listCustomCompAddr's scripts only when returnCode is '200', not '1'. */
export const CUSTOM_COMPONENT_SUCCESS_CODE = '200';

/** The calls of startup step 6 (spec 1 §4): scripts and report settings (the chat module answers chat setup). */
export function registerStartupRoutes(app: FastifyInstance, context: ModuleContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;

  api.post(
    getReportEnableListContract.path,
    { schema: contractSchema(getReportEnableListContract) },
    async (request) =>
      okEnvelope(await listReportEnableFlags(db, requireUser(request.currentUser)), request.id),
  );

  api.post(
    getExportReportUrlContract.path,
    { schema: contractSchema(getExportReportUrlContract) },
    async (request) => {
      requireUser(request.currentUser);
      return okEnvelope(EXPORT_REPORT_BASE_PATH, request.id);
    },
  );

  api.post(
    listCustomCompAddrContract.path,
    { schema: contractSchema(listCustomCompAddrContract) },
    async (request) => {
      const addresses = await listCustomComponentAddresses(db, requireUser(request.currentUser));
      return { ...okEnvelope(addresses, request.id), returnCode: CUSTOM_COMPONENT_SUCCESS_CODE };
    },
  );

  api.post(
    listClientScriptContract.path,
    { schema: contractSchema(listClientScriptContract) },
    async (request) =>
      okEnvelope(
        await listClientScripts(db, requireUser(request.currentUser), request.body.body.usageScenario),
        request.id,
      ),
  );
}

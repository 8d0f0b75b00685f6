import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/current-user.js';
import { envelopeSchema, okEnvelope, responseSchema } from '../../http/envelope.js';
import type { ModuleContext } from '../module.js';
import { listClientScripts, listCustomComponentAddresses } from './client-scripts.js';
import { listReportEnableFlags } from './report-permissions.js';
import {
  chatSetupSchema,
  clientScriptSchema,
  customCompAddrBodySchema,
  customCompAddrSchema,
  listClientScriptBodySchema,
  reportEnableSchema,
} from './schemas.js';

/** Where report exports are served; the client stores it as the report "domain name" (spec 1 §7). */
export const EXPORT_REPORT_BASE_PATH = '/api/report/export';
/** Our realtime endpoint: chat runs on the server's own WebSocket, not on an external IM service. */
export const CHAT_SERVICE_PATH = '/ws';
/** Spec 1 §7: the client loads listCustomCompAddr's scripts only when returnCode is '200', not '1'. */
export const CUSTOM_COMPONENT_SUCCESS_CODE = '200';

const emptyBody = envelopeSchema(z.strictObject({}));

/** The calls of startup step 6 (spec 1 §4): scripts, report settings and chat. */
export function registerStartupRoutes(app: FastifyInstance, context: ModuleContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;

  api.post(
    '/ccchat/person/getSetupInfo',
    {
      schema: {
        summary: "Chat setup: the user's chat identity and the WebSocket address chat runs on",
        body: emptyBody,
        response: { 200: responseSchema(chatSetupSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request.currentUser);
      return okEnvelope(
        {
          enabled: true,
          imUserId: user.userId,
          imUserName: user.name,
          serviceUrl: CHAT_SERVICE_PATH,
          fileUploadUrl: '/api/file/upload',
        },
        request.id,
      );
    },
  );

  api.post(
    '/report/getReportEnableList',
    {
      schema: {
        summary: 'Report permission flags per report relateId (DECISIONS 15)',
        body: emptyBody,
        response: { 200: responseSchema(z.array(reportEnableSchema)) },
      },
    },
    async (request) =>
      okEnvelope(await listReportEnableFlags(db, requireUser(request.currentUser)), request.id),
  );

  api.post(
    '/report/getExportReportURL',
    {
      schema: {
        summary: 'The base address of the report export service (our own origin)',
        body: emptyBody,
        response: { 200: responseSchema(z.string()) },
      },
    },
    async (request) => {
      requireUser(request.currentUser);
      return okEnvelope(EXPORT_REPORT_BASE_PATH, request.id);
    },
  );

  api.post(
    '/custom/pc/1.0/post/listCustomCompAddr',
    {
      schema: {
        summary: "Addresses of custom component scripts to load at startup; success is returnCode '200'",
        body: envelopeSchema(customCompAddrBodySchema),
        response: { 200: responseSchema(customCompAddrSchema) },
      },
    },
    async (request) => {
      const addresses = await listCustomComponentAddresses(db, requireUser(request.currentUser));
      return { ...okEnvelope(addresses, request.id), returnCode: CUSTOM_COMPONENT_SUCCESS_CODE };
    },
  );

  api.post(
    '/script/listClientScript',
    {
      schema: {
        summary: "The organisation's active client scripts for the scenario, in the order they run",
        body: envelopeSchema(listClientScriptBodySchema),
        response: { 200: responseSchema(z.array(clientScriptSchema)) },
      },
    },
    async (request) =>
      okEnvelope(
        await listClientScripts(db, requireUser(request.currentUser), request.body.body.usageScenario),
        request.id,
      ),
  );
}

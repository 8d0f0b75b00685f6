import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import {
  getExportContract,
  getExportObjectsContract,
  listExportsContract,
  startExportContract,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contractSchema } from '../../http/contract-route.js';
import { requireUser } from '../../http/current-user.js';
import { AppError, badRequest, ErrorCode, envelopeSchema, okEnvelope } from '../../http/envelope.js';
import type { ModuleContext } from '../module.js';
import { exportOf, listExportObjects, listExports, ownExport, startExport } from './export-service.js';
import {
  exportFilePath,
  OBJECT_EXPORT_JOB,
  type ObjectExportPayload,
  runObjectExport,
} from './object-export.js';
import { TABLE_CONTENT_TYPES } from './table-writer.js';

/** Exports of whole objects (issue 21): start one, follow its job, download the file it wrote. */
export function exportsModule(app: FastifyInstance, context: ModuleContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const userOf = (request: { currentUser: Parameters<typeof requireUser>[0] }) =>
    requireUser(request.currentUser);

  context.jobs.registerJobHandler<ObjectExportPayload>(
    OBJECT_EXPORT_JOB,
    (job) => runObjectExport(context, job),
    {
      maxAttempts: 3,
    },
  );

  api.post(
    getExportObjectsContract.path,
    { schema: contractSchema(getExportObjectsContract) },
    async (request) => okEnvelope(await listExportObjects(context, userOf(request)), request.id),
  );
  api.post(startExportContract.path, { schema: contractSchema(startExportContract) }, async (request) =>
    okEnvelope(await startExport(context, userOf(request), request.body.body), request.id),
  );
  api.post(getExportContract.path, { schema: contractSchema(getExportContract) }, async (request) =>
    okEnvelope(await exportOf(context, userOf(request), request.body.body.exportId), request.id),
  );
  api.post(listExportsContract.path, { schema: contractSchema(listExportsContract) }, async (request) =>
    okEnvelope(await listExports(context, userOf(request)), request.id),
  );

  api.post(
    '/exportFile/download',
    {
      schema: {
        summary: "A finished export's file (raw, streamed): CSV or XLSX, for the person who asked for it",
        body: envelopeSchema(
          z.strictObject({ exportId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
        ),
      },
    },
    async (request, reply) => {
      const { payload, view } = await ownExport(context, userOf(request), request.body.body.exportId);
      if (view.status !== 'done')
        throw badRequest(`body.exportId: the export is ${view.status}, its file is not ready yet`);
      const file = exportFilePath(context.config.dataDir, view.id, payload.format);
      await access(file).catch(() => {
        throw new AppError(ErrorCode.NOT_FOUND, 'The export file is no longer kept; export again');
      });
      const name = payload.fileName;
      return reply
        .header('content-type', TABLE_CONTENT_TYPES[payload.format])
        .header(
          'content-disposition',
          `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .header('cache-control', 'no-store')
        .send(createReadStream(file));
    },
  );
}

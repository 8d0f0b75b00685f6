import {
  cancelImportContract,
  dryRunImportContract,
  getImportContract,
  getImportMappingContract,
  getImportObjectsContract,
  listImportsContract,
  runImportContract,
  uploadImportFileContract,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contractSchema } from '../../http/contract-route.js';
import { requireUser } from '../../http/current-user.js';
import { envelopeSchema, okEnvelope } from '../../http/envelope.js';
import type { ModuleContext } from '../module.js';
import { failureFile } from './failure-file.js';
import { IMPORT_JOB_TYPE, type ImportJobPayload, runImportPhase } from './import-job.js';
import { readImportRun } from './import-store.js';
import {
  cancelImport,
  importMapping,
  importOf,
  listImportObjects,
  listImports,
  startDryRun,
  startRun,
  uploadImport,
} from './imports.js';

/** The import wizard (issue 21): S1-R-124…127's calls and the failure file (spec 1 §7, a raw download). */
export function importsModule(app: FastifyInstance, context: ModuleContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const userOf = (request: { currentUser: Parameters<typeof requireUser>[0] }) =>
    requireUser(request.currentUser);

  context.jobs.registerJobHandler<ImportJobPayload>(
    IMPORT_JOB_TYPE,
    (job) =>
      runImportPhase(
        context,
        job.payload,
        job.signal,
        (done, total) => job.progress({ done, total, checkpoint: String(done) }),
        job.id,
      ),
    { maxAttempts: 3 },
  );

  api.post(
    getImportObjectsContract.path,
    { schema: contractSchema(getImportObjectsContract) },
    async (request) => okEnvelope(await listImportObjects(context, userOf(request)), request.id),
  );
  api.post(
    uploadImportFileContract.path,
    { schema: contractSchema(uploadImportFileContract) },
    async (request) =>
      okEnvelope(await uploadImport(context, userOf(request), request.body.body), request.id),
  );
  api.post(getImportContract.path, { schema: contractSchema(getImportContract) }, async (request) =>
    okEnvelope(await importOf(context, userOf(request), request.body.body.importId), request.id),
  );
  api.post(
    getImportMappingContract.path,
    { schema: contractSchema(getImportMappingContract) },
    async (request) =>
      okEnvelope(await importMapping(context, userOf(request), request.body.body.importId), request.id),
  );
  api.post(dryRunImportContract.path, { schema: contractSchema(dryRunImportContract) }, async (request) =>
    okEnvelope(await startDryRun(context, userOf(request), request.body.body), request.id),
  );
  api.post(runImportContract.path, { schema: contractSchema(runImportContract) }, async (request) =>
    okEnvelope(await startRun(context, userOf(request), request.body.body.importId), request.id),
  );

  api.post(listImportsContract.path, { schema: contractSchema(listImportsContract) }, async (request) =>
    okEnvelope(await listImports(context, userOf(request)), request.id),
  );
  api.post(cancelImportContract.path, { schema: contractSchema(cancelImportContract) }, async (request) =>
    okEnvelope(await cancelImport(context, userOf(request), request.body.body.importId), request.id),
  );

  api.post(
    '/importFile/downloadFailFile',
    {
      schema: {
        summary:
          "An import's failed rows as CSV (raw), each with a last column saying why; the dry run's until the import ran",
        body: envelopeSchema(z.strictObject({ importId: z.string().min(4).max(64) })),
      },
    },
    async (request, reply) => {
      const run = await readImportRun(context.database, userOf(request), request.body.body.importId);
      const phase = ['running', 'done', 'failed', 'cancelled'].includes(run.status) ? 'run' : 'dryRun';
      const name = `${run.file_name.replace(/\.[^.]+$/, '')}-failed.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .header('cache-control', 'no-store')
        .send(await failureFile(context.database, run, phase));
    },
  );
}

import {
  cancelImportContract,
  dryRunImportContract,
  getImportContract,
  getImportMappingContract,
  getImportObjectsContract,
  IMPORT_FAILURE_FORMATS,
  type ImportStatus,
  listImportsContract,
  rollbackImportContract,
  runImportContract,
  uploadImportFileContract,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contractSchema } from '../../http/contract-route.js';
import { requireUser } from '../../http/current-user.js';
import { envelopeSchema, okEnvelope } from '../../http/envelope.js';
import { TABLE_CONTENT_TYPES } from '../exports/index.js';
import type { ModuleContext } from '../module.js';
import { failureFile, failureWorkbook } from './failure-file.js';
import { registerFileCleanup } from './file-cleanup.js';
import { IMPORT_JOB_TYPE, type ImportJobPayload, runImportPhase } from './import-job.js';
import { readImportRun, shownPhase } from './import-store.js';
import {
  cancelImport,
  importMapping,
  importOf,
  importSummary,
  listImportObjects,
  listImports,
  startDryRun,
  startRun,
  uploadImport,
} from './imports.js';
import { registerRawUpload } from './raw-upload.js';
import { runRollback, startRollback } from './rollback.js';

/** The import wizard (issue 21): S1-R-124…127's calls and the failure file (spec 1 §7, a raw download). */
export async function importsModule(app: FastifyInstance, context: ModuleContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const userOf = (request: { currentUser: Parameters<typeof requireUser>[0] }) =>
    requireUser(request.currentUser);

  context.jobs.registerJobHandler<ImportJobPayload>(
    IMPORT_JOB_TYPE,
    (job) => {
      const progress = (done: number, total: number) =>
        job.progress({ done, total, checkpoint: String(done) });
      return job.payload.phase === 'rollback'
        ? runRollback(context, job.payload.importId, job.signal, progress, {
            id: job.id,
            lastAttempt: job.attempt >= job.maxAttempts,
          })
        : runImportPhase(context, job.payload, job.signal, progress, job.id);
    },
    { maxAttempts: 3 },
  );
  registerFileCleanup(context);
  await registerRawUpload(app, context);

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
    rollbackImportContract.path,
    { schema: contractSchema(rollbackImportContract) },
    async (request) => {
      const user = userOf(request);
      const summary = await startRollback(context, user, request.body.body.importId, (run) =>
        importSummary(context, user, run.id),
      );
      return okEnvelope(summary, request.id);
    },
  );

  api.post(
    '/importFile/downloadFailFile',
    {
      schema: {
        summary:
          "An import's failed rows as CSV or XLSX (raw), each with a last column saying why; the dry run's until the import ran",
        body: envelopeSchema(
          z.strictObject({
            importId: z.string().min(4).max(64),
            format: z.enum(IMPORT_FAILURE_FORMATS).default('csv'),
          }),
        ),
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const run = await readImportRun(context.database, user, request.body.body.importId);
      const language = user.language ?? 'en';
      const phase = shownPhase(run.status as ImportStatus);
      const format = request.body.body.format;
      const source = { database: context.database, dataDir: context.config.dataDir };
      const name = `${run.file_name.replace(/\.[^.]+$/, '')}-failed.${format}`;
      const file =
        format === 'xlsx'
          ? await failureWorkbook(source, run, phase, language)
          : await failureFile(source, run, phase, language);
      return reply
        .header('content-type', TABLE_CONTENT_TYPES[format])
        .header(
          'content-disposition',
          `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .header('cache-control', 'no-store')
        .send(file);
    },
  );
}

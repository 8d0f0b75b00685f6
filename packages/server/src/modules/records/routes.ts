import {
  deleteRecordContract,
  getDetailContract,
  getPermissionByIdContract,
  restoreRecordContract,
  saveRecordsContract,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contractSchema } from '../../http/contract-route.js';
import { requireUser } from '../../http/current-user.js';
import { AppError, ErrorCode, okEnvelope } from '../../http/envelope.js';
import { REQUEST_ID_HEADER } from '../../http/request-id.js';
import { currentMetadata, resolveObject } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { deleteRecord, restoreRecord } from './delete-record.js';
import { readRecordDetail } from './read-record.js';
import { recordPermissions } from './record-access.js';
import { findRow } from './record-store.js';
import { registerRollupComputation } from './rollup-job.js';
import { registerConversionRoutes } from './routes-conversion.js';
import { registerRecordFormRoutes } from './routes-form.js';
import { registerMasterRoutes } from './routes-master.js';
import { registerRelatedRoutes } from './routes-related.js';
import { registerRelatedListRoutes } from './routes-related-lists.js';
import { registerSpecialObjectRoutes } from './routes-special-objects.js';
import { saveOnce } from './save/save-idempotency.js';
import { announceSaved } from './save/save-listeners.js';
import { saveRecordsPayload } from './save/save-payload.js';

const _recordId = z.string().min(1).max(64);

/** Record calls: save, read, delete, restore, permissions; the form and related-list calls register beside. */
export async function recordsModule(app: FastifyInstance, context: ModuleContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  registerRollupComputation(context);

  api.post(saveRecordsContract.path, { schema: contractSchema(saveRecordsContract) }, async (request) => {
    const user = requireUser(request.currentUser);
    // Read once: the save and its listeners (chat's card, the calendar's reminders) share it.
    const snapshot = await currentMetadata(context.database);
    const save = () => saveRecordsPayload(context, user, request.body.body, snapshot);
    // Only a request id the client chose is a key: one the server made up is new every time anyway.
    const key = request.headers[REQUEST_ID_HEADER] === request.id ? request.id : null;
    const results = key
      ? await saveOnce(
          {
            database: context.database,
            userId: user.userId,
            key,
            body: request.body.body,
            now: context.now(),
          },
          save,
        )
      : await save();
    await announceSaved(context, { user, results, snapshot });
    return okEnvelope(results, request.id);
  });

  api.post(getDetailContract.path, { schema: contractSchema(getDetailContract) }, async (request) => {
    const user = requireUser(request.currentUser);
    return okEnvelope(await readRecordDetail(context, user, request.body.body.id), request.id);
  });

  api.post(deleteRecordContract.path, { schema: contractSchema(deleteRecordContract) }, async (request) => {
    const user = requireUser(request.currentUser);
    return okEnvelope(await deleteRecord(context, user, request.body.body.id), request.id);
  });

  api.post(restoreRecordContract.path, { schema: contractSchema(restoreRecordContract) }, async (request) => {
    const user = requireUser(request.currentUser);
    return okEnvelope(await restoreRecord(context, user, request.body.body.id), request.id);
  });

  api.post(
    getPermissionByIdContract.path,
    { schema: contractSchema(getPermissionByIdContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      const snapshot = await currentMetadata(context.database);
      const object = resolveObject(snapshot, { recordId: request.body.body.id });
      const row = await findRow(context.database, object, request.body.body.id);
      const rights = row ? await recordPermissions(context.database, user, object, row) : null;
      // A record the caller may not read answers as a missing one: its existence is no one else's business.
      if (!rights?.isQuery)
        throw new AppError(ErrorCode.NOT_FOUND, `${object.label} ${request.body.body.id} was not found`);
      return okEnvelope(rights, request.id);
    },
  );

  registerRecordFormRoutes(api, context);
  registerRelatedRoutes(api, context);
  registerRelatedListRoutes(api, context);
  registerSpecialObjectRoutes(api, context);
  registerConversionRoutes(api, context);
  registerMasterRoutes(api, context);
}

import {
  batchDeleteContract,
  batchTransferOwnerContract,
  batchUpdateFieldContract,
  deleteViewContract,
  getFilterValueNamesContract,
  getKanbanDataContract,
  getViewCountContract,
  getViewListContract,
  getViewListDataContract,
  KEYWORD_BOUND_HEADER,
  renameViewContract,
  resettingViewFieldMemoryContract,
  saveViewContract,
  shareViewContract,
  updateViewFieldMemoryContract,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractSchema } from '../../http/contract-route.js';
import { requireUser } from '../../http/current-user.js';
import { envelopeSchema, okEnvelope } from '../../http/envelope.js';
import { type ObjectCreated, onObjectCreated, onObjectDeleted } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { updateFieldOfRecords } from './field-update.js';
import { filterValueNames } from './filter-value-names.js';
import { queueKeywordIndex, queueKeywordIndexCheck, registerKeywordIndexJobs } from './keyword-index-jobs.js';
import {
  objectOf,
  saveView,
  viewCatalogue,
  viewCount,
  viewExport,
  viewKanban,
  viewPage,
} from './list-view-service.js';
import { massDelete, massTransferOwner } from './mass-actions.js';
import { dropViewsOfObject } from './object-deleted.js';
import { exportSchema } from './view-schemas.js';
import {
  clearFieldMemory,
  findEditableView,
  findView,
  removeView,
  updateView,
  writeFieldMemory,
} from './view-store.js';

/**
 * List views (issue 7). Paths sit under /view/, beside the spec's
 * /view/getSelectValue, and keep the spec's names where it gives them
 * (deleteView, updateViewFieldMemory, resettingViewFieldMemory).
 */
/** A new object's (empty) table gets its keyword index at once, before its first records arrive. */
function buildIndexOfNewObject(created: ObjectCreated): Promise<void> {
  return queueKeywordIndex(created.database, created.tableName, created.now);
}

export async function listViewsModule(app: FastifyInstance, context: ModuleContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const now = () => context.now().toISOString();
  registerKeywordIndexJobs(context.jobs, context.database, context.now);
  onObjectCreated(buildIndexOfNewObject);
  onObjectDeleted(dropViewsOfObject);
  // One check per start across every server process (a unique key): it queues the missing indexes.
  app.addHook('onReady', async () => queueKeywordIndexCheck(context.database, context.now()));

  api.post(getViewListContract.path, { schema: contractSchema(getViewListContract) }, async (request) =>
    okEnvelope(await viewCatalogue(context, requireUser(request.currentUser), request.body.body), request.id),
  );

  api.post(
    getViewListDataContract.path,
    { schema: contractSchema(getViewListDataContract) },
    async (request) =>
      okEnvelope(await viewPage(context, requireUser(request.currentUser), request.body.body), request.id),
  );

  api.post(
    getFilterValueNamesContract.path,
    { schema: contractSchema(getFilterValueNamesContract) },
    async (request) =>
      okEnvelope(
        await filterValueNames(context, requireUser(request.currentUser), request.body.body),
        request.id,
      ),
  );

  api.post(getViewCountContract.path, { schema: contractSchema(getViewCountContract) }, async (request) =>
    okEnvelope(await viewCount(context, requireUser(request.currentUser), request.body.body), request.id),
  );

  api.post(saveViewContract.path, { schema: contractSchema(saveViewContract) }, async (request) =>
    okEnvelope(await saveView(context, requireUser(request.currentUser), request.body.body), request.id),
  );

  api.post(renameViewContract.path, { schema: contractSchema(renameViewContract) }, async (request) => {
    const user = requireUser(request.currentUser);
    const row = await findEditableView(context.database, user, request.body.body.id);
    await updateView(context.database, row.id, { name: request.body.body.name }, now());
    return okEnvelope({ id: row.id, name: request.body.body.name }, request.id);
  });

  api.post(shareViewContract.path, { schema: contractSchema(shareViewContract) }, async (request) => {
    const user = requireUser(request.currentUser);
    const row = await findEditableView(context.database, user, request.body.body.id);
    await updateView(context.database, row.id, { shared: request.body.body.shared }, now());
    return okEnvelope({ id: row.id, shared: request.body.body.shared }, request.id);
  });

  api.post(deleteViewContract.path, { schema: contractSchema(deleteViewContract) }, async (request) => {
    const user = requireUser(request.currentUser);
    const row = await findEditableView(context.database, user, request.body.body.id);
    await removeView(context.database, row);
    return okEnvelope({ id: row.id, deleted: true }, request.id);
  });

  api.post(
    updateViewFieldMemoryContract.path,
    { schema: contractSchema(updateViewFieldMemoryContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      const { viewId, columns } = request.body.body;
      await findView(context.database, user, viewId);
      const cleaned = columns.map((column) => ({ field: column.field, width: column.width ?? null }));
      await writeFieldMemory(context.database, user.userId, viewId, cleaned, now());
      return okEnvelope({ viewId, columns: cleaned }, request.id);
    },
  );

  api.post(
    resettingViewFieldMemoryContract.path,
    { schema: contractSchema(resettingViewFieldMemoryContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      await findView(context.database, user, request.body.body.viewId);
      await clearFieldMemory(context.database, user.userId, request.body.body.viewId);
      return okEnvelope({ viewId: request.body.body.viewId }, request.id);
    },
  );

  api.post(batchDeleteContract.path, { schema: contractSchema(batchDeleteContract) }, async (request) => {
    const user = requireUser(request.currentUser);
    const object = await objectOf(context, request.body.body);
    return okEnvelope(await massDelete(context, user, object, request.body.body.ids), request.id);
  });

  api.post(
    batchTransferOwnerContract.path,
    { schema: contractSchema(batchTransferOwnerContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      const body = request.body.body;
      const object = await objectOf(context, body);
      return okEnvelope(await massTransferOwner(context, user, object, body.ids, body.ownerId), request.id);
    },
  );

  api.post(
    batchUpdateFieldContract.path,
    { schema: contractSchema(batchUpdateFieldContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      const body = request.body.body;
      const object = await objectOf(context, body);
      return okEnvelope(
        await updateFieldOfRecords(context, user, object, body.ids, body.field, body.value, body.versions),
        request.id,
      );
    },
  );

  api.post(getKanbanDataContract.path, { schema: contractSchema(getKanbanDataContract) }, async (request) =>
    okEnvelope(await viewKanban(context, requireUser(request.currentUser), request.body.body), request.id),
  );

  api.post(
    '/view/exportList',
    {
      schema: {
        summary:
          'A list view as a CSV or XLSX file (raw, streamed): its filters, sort and visible columns, audited as a data export',
        body: envelopeSchema(exportSchema),
      },
    },
    async (request, reply) => {
      const file = await viewExport(context, requireUser(request.currentUser), request.body.body);
      // A keyword search's file holds only the matches the list sorts among: the web's toast says so.
      if (file.keywordBound !== null) reply.header(KEYWORD_BOUND_HEADER, String(file.keywordBound));
      return reply
        .header('content-type', file.contentType)
        .header(
          'content-disposition',
          `attachment; filename="${asciiName(file.fileName)}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  );
}

/** The file name for clients that do not read filename*: non-ASCII letters become underscores. */
function asciiName(name: string): string {
  return name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
}

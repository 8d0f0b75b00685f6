import {
  deleteReportFolderContract,
  getReportFolderSharesContract,
  getReportFoldersContract,
  saveReportFolderContract,
  saveReportFolderSharesContract,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractSchema } from '../../http/contract-route.js';
import { requireUser } from '../../http/current-user.js';
import { notFound, okEnvelope } from '../../http/envelope.js';
import type { ModuleContext } from '../module.js';
import {
  describeFolders,
  folderShares,
  loadViewer,
  removeFolder,
  replaceFolderShares,
  writeFolder,
} from './report-folders.js';

/** Report folders: created by anyone internal, renamed by editors, shared and deleted by their manager. */
export function registerFolderRoutes(app: FastifyInstance, context: ModuleContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { database } = context;

  api.post(
    getReportFoldersContract.path,
    { schema: contractSchema(getReportFoldersContract) },
    async (request) =>
      okEnvelope(
        await describeFolders(database, await loadViewer(database, requireUser(request.currentUser))),
        request.id,
      ),
  );

  api.post(
    saveReportFolderContract.path,
    { schema: contractSchema(saveReportFolderContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      const id = await writeFolder(
        database,
        await loadViewer(database, user),
        request.body.body,
        context.now(),
      );
      const [folder] = await describeFolders(database, await loadViewer(database, user), [id]);
      if (!folder) throw notFound(`Report folder "${id}"`);
      return okEnvelope(folder, request.id);
    },
  );

  api.post(
    deleteReportFolderContract.path,
    { schema: contractSchema(deleteReportFolderContract) },
    async (request) => {
      const { id } = request.body.body;
      await removeFolder(database, await loadViewer(database, requireUser(request.currentUser)), id);
      return okEnvelope({ id }, request.id);
    },
  );

  api.post(
    getReportFolderSharesContract.path,
    { schema: contractSchema(getReportFolderSharesContract) },
    async (request) => {
      const viewer = await loadViewer(database, requireUser(request.currentUser));
      return okEnvelope(await folderShares(database, viewer, request.body.body.id), request.id);
    },
  );

  api.post(
    saveReportFolderSharesContract.path,
    { schema: contractSchema(saveReportFolderSharesContract) },
    async (request) => {
      const viewer = await loadViewer(database, requireUser(request.currentUser));
      const { id, shares } = request.body.body;
      const shareCount = await replaceFolderShares(database, viewer, id, shares);
      return okEnvelope({ id, shareCount }, request.id);
    },
  );
}

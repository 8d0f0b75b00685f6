import {
  bindFileContract,
  deleteFileContract,
  getFileDetailContract,
  getFileInfoContract,
  listFilesContract,
  listSharePrincipalsContract,
  mayAdministerAccess,
  restoreFileVersionContract,
  shareFileContract,
  unbindFileContract,
  unshareFileContract,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractSchema } from '../../http/contract-route.js';
import { type CurrentUser, requireUser } from '../../http/current-user.js';
import { AppError, ErrorCode, okEnvelope } from '../../http/envelope.js';
import { publicGroupsOfOrg, recordAuditEvent } from '../access/index.js';
import { currentMetadata, findObject } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { canAccessRecord, findRow } from '../records/index.js';
import { orgUserNames } from '../shell/index.js';
import { contentStoreFor } from './content-stores.js';
import { registerDownloadRoutes } from './download-routes.js';
import {
  addVersion,
  candidateIds,
  deleteFileRows,
  dropShare,
  fileAccessOf,
  noteOpened,
  putShare,
  versionsOf,
} from './file-centre-store.js';
import { linkFilesToRecord, unlinkAttachedFile } from './file-links.js';
import { badRequest, fileViews, missing } from './file-views.js';
import { registerUploadRoute } from './upload-route.js';

/**
 * The files module (spec 2 §5, §9; issue 24): uploads for file and image
 * fields and the file centre. Contents are kept once per organisation by
 * their SHA-256 in a content store; file_item, file_version, file_share and
 * file_recent say what they are and who may see them.
 */
export async function filesModule(app: FastifyInstance, context: ModuleContext): Promise<void> {
  const store = await contentStoreFor(context.config);
  const views = fileViews(context.database, context.config.dataDir, store);
  const { limitsOf, openable, summaries, detail } = views;
  await registerUploadRoute(app, context, store, views);
  registerDownloadRoutes(app, context, store, views);

  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(getFileInfoContract.path, { schema: contractSchema(getFileInfoContract) }, async (request) => {
    const user = requireUser(request.currentUser);
    const raw = request.body.body.ids;
    const ids = (Array.isArray(raw) ? raw : raw.split(';')).map((id) => id.trim()).filter(Boolean);
    // A file the caller may not open is left out, as a missing one is.
    const found = await summaries(user, [...new Set(ids)]);
    return okEnvelope(
      found.map((file) => ({
        id: file.id,
        name: file.name,
        type: file.type,
        size: file.size,
        uploadedAt: file.updatedAt,
      })),
      request.id,
    );
  });

  api.post(listFilesContract.path, { schema: contractSchema(listFilesContract) }, async (request) => {
    const user = requireUser(request.currentUser);
    const { scope, recordId, search } = request.body.body;
    let ids: string[];
    if (scope === 'record' && recordId) {
      const snapshot = await currentMetadata(context.database);
      const object = findObject(snapshot, { recordId });
      if (!object || !(await canAccessRecord(context.database, user, object, { id: recordId })))
        throw new AppError(ErrorCode.NOT_FOUND, `Record ${recordId} was not found`);
      const links = await context.database.db
        .selectFrom('record_file')
        .select('file_id')
        .where('org_id', '=', user.orgId)
        .where('record_id', '=', recordId)
        .orderBy('added_at', 'desc')
        .execute();
      ids = links.map((link) => link.file_id);
    } else {
      ids = await candidateIds(context.database, user, scope);
    }
    let files = await summaries(user, ids);
    if (scope === 'record' && !recordId) files = files.filter((file) => file.records.length > 0);
    const needle = search?.trim().toLowerCase();
    if (needle) files = files.filter((file) => file.name.toLowerCase().includes(needle));
    return okEnvelope({ files, limits: await limitsOf(user.orgId) }, request.id);
  });

  api.post(getFileDetailContract.path, { schema: contractSchema(getFileDetailContract) }, async (request) => {
    const user = requireUser(request.currentUser);
    const { id } = request.body.body;
    await openable(user, id);
    await noteOpened(context.database, user, id, context.now());
    return okEnvelope(await detail(user, id), request.id);
  });

  api.post(
    restoreFileVersionContract.path,
    { schema: contractSchema(restoreFileVersionContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      const { id, version } = request.body.body;
      const { item } = await openable(user, id, 'edit');
      const old = (await versionsOf(context.database, id)).find((entry) => entry.version === version);
      if (!item || !old) throw badRequest(`version: file ${id} has no version ${version}`);
      if (version === item.version) throw badRequest(`version: ${version} is the current version already`);
      await addVersion(
        context.database,
        {
          id,
          orgId: user.orgId,
          userId: user.userId,
          name: old.name,
          type: old.type,
          size: old.size,
          hash: old.hash,
          now: context.now(),
          restoredFrom: version,
        },
        item,
      );
      return okEnvelope(await detail(user, id), request.id);
    },
  );

  api.post(shareFileContract.path, { schema: contractSchema(shareFileContract) }, async (request) => {
    const user = requireUser(request.currentUser);
    const { id, principalKind, principalId, level } = request.body.body;
    const { item } = await openable(user, id, 'edit');
    if (user.isPartner) throw new AppError(ErrorCode.FORBIDDEN, 'Partner users cannot share files');
    if (!item) throw badRequest('a file stored before sharing existed follows its records only');
    if (principalKind === 'user') {
      const people = await orgUserNames(context.database, user.orgId, { activeOnly: true });
      if (!people.has(principalId)) throw badRequest(`principalId: no active user ${principalId}`);
      if (principalId === item.ownerId) throw badRequest('principalId: the owner has the file already');
    } else {
      const groups = await publicGroupsOfOrg(context.database, user.orgId);
      if (!groups.some((group) => group.id === principalId))
        throw badRequest(`principalId: no public group ${principalId}`);
    }
    await putShare(context.database, {
      fileId: id,
      orgId: user.orgId,
      kind: principalKind,
      principalId,
      level,
      by: user.userId,
      now: context.now(),
    });
    return okEnvelope(await detail(user, id), request.id);
  });

  api.post(unshareFileContract.path, { schema: contractSchema(unshareFileContract) }, async (request) => {
    const user = requireUser(request.currentUser);
    const { id, principalKind, principalId } = request.body.body;
    await openable(user, id, 'edit');
    await dropShare(context.database, id, principalKind, principalId);
    return okEnvelope(await detail(user, id), request.id);
  });

  /**
   * Deletes a file: its owner, or an administrator (who need not be able to open it). Its versions, shares
   * and record bindings go with it (the records' Files lists no longer show it); each content is dropped
   * from the store only when no other file or version of the organisation has the same bytes. Audited.
   */
  api.post(deleteFileContract.path, { schema: contractSchema(deleteFileContract) }, async (request) => {
    const user = requireUser(request.currentUser);
    const { id } = request.body.body;
    const admin = mayAdministerAccess(user.profileId) && !user.isPartner;
    const { access, item } = await fileAccessOf(context.database, context.config.dataDir, user, id);
    if (!access && !(admin && item)) throw missing(id);
    if (!item)
      throw badRequest(`file ${id} was stored before the file centre: remove it from its records instead`);
    if (access !== 'owner' && !admin)
      throw new AppError(
        ErrorCode.FORBIDDEN,
        `Only the owner of file ${id} or an administrator may delete it`,
      );
    const outcome = await deleteFileRows(context.database, user.orgId, id);
    if ('heldByField' in outcome)
      throw badRequest(
        `a field of record ${outcome.heldByField} holds file ${id}: remove it from the field before deleting the file`,
      );
    // The rows are gone: a content the store fails to drop is only bytes nothing refers to, not a failed delete.
    for (const hash of outcome.unreferenced)
      await store
        .remove(user.orgId, hash)
        .catch((error: unknown) => request.log.warn({ error, hash }, 'file content left'));
    await recordAuditEvent(context.database, {
      orgId: user.orgId,
      at: context.now(),
      actorId: user.userId,
      kind: 'file-delete',
      target: item.name,
      detail: {
        fileId: id,
        ownerId: item.ownerId,
        versions: item.version,
        contentsDropped: outcome.unreferenced.length,
      },
    });
    return okEnvelope({ deleted: true as const }, request.id);
  });

  async function editableRecord(user: CurrentUser, recordId: string) {
    const snapshot = await currentMetadata(context.database);
    const object = findObject(snapshot, { recordId });
    const row = object ? await findRow(context.database, object, recordId) : undefined;
    if (!object || !row || !(await canAccessRecord(context.database, user, object, { id: recordId }, 'edit')))
      throw new AppError(ErrorCode.NOT_FOUND, `Record ${recordId} was not found or you may not edit it`);
    return object;
  }

  api.post(bindFileContract.path, { schema: contractSchema(bindFileContract) }, async (request) => {
    const user = requireUser(request.currentUser);
    const { id, recordId } = request.body.body;
    await openable(user, id);
    const object = await editableRecord(user, recordId);
    await linkFilesToRecord(
      context.database,
      {
        orgId: user.orgId,
        objectId: object.id,
        recordId,
        source: 'attached',
        userId: user.userId,
        now: context.now(),
      },
      [id],
    );
    return okEnvelope(await detail(user, id), request.id);
  });

  api.post(unbindFileContract.path, { schema: contractSchema(unbindFileContract) }, async (request) => {
    const user = requireUser(request.currentUser);
    const { id, recordId } = request.body.body;
    await openable(user, id);
    await editableRecord(user, recordId);
    const outcome = await unlinkAttachedFile(context.database, user.orgId, recordId, id);
    if (outcome === 'field')
      throw badRequest(`a field of record ${recordId} holds this file: remove it from the field instead`);
    if (outcome === 'none') throw badRequest(`file ${id} is not bound to record ${recordId}`);
    return okEnvelope(await detail(user, id), request.id);
  });

  api.post(
    listSharePrincipalsContract.path,
    { schema: contractSchema(listSharePrincipalsContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      // Partner users do not see the organisation's people; they share through the records they reach.
      if (user.isPartner)
        throw new AppError(ErrorCode.FORBIDDEN, 'Partner users cannot list who files may be shared with');
      const people = await orgUserNames(context.database, user.orgId, { activeOnly: true });
      const groups = await publicGroupsOfOrg(context.database, user.orgId);
      return okEnvelope(
        [
          ...[...people]
            .filter(([userId]) => userId !== user.userId)
            .map(([userId, name]) => ({ kind: 'user' as const, id: userId, name })),
          ...groups.map((group) => ({ kind: 'group' as const, id: group.id, name: group.name })),
        ],
        request.id,
      );
    },
  );
}

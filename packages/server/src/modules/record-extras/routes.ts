import {
  attachFilesContract,
  followRecordContract,
  getFollowedListContract,
  getFollowStatusContract,
  getHierarchyContract,
  getRecordFilesContract,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contractSchema } from '../../http/contract-route.js';
import { requireUser } from '../../http/current-user.js';
import { okEnvelope } from '../../http/envelope.js';
import type { ModuleContext } from '../module.js';
import { customerHierarchy } from './customer-hierarchy.js';
import { followedRecords, isFollowing, setFollowing } from './follows.js';
import { attachFiles, recordFiles } from './record-files.js';
import { reachableRecord } from './record-lookup.js';

const _id = z.string().min(1).max(64);

/**
 * The record page's extras (issue 7): follow and the followed list, the
 * customer hierarchy (`commonObjects/customer`), and the Files tab. Envelope
 * calls; our paths. Every call answers a record the caller may not read as missing.
 */
export async function recordExtrasModule(app: FastifyInstance, context: ModuleContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(followRecordContract.path, { schema: contractSchema(followRecordContract) }, async (request) => {
    const user = requireUser(request.currentUser);
    const { id: recordId, follow } = request.body.body;
    const { object } = await reachableRecord(context, user, recordId);
    await setFollowing(context.database, user, { objectId: object.id, id: recordId }, follow, context.now());
    return okEnvelope({ id: recordId, following: follow }, request.id);
  });

  api.post(
    getFollowStatusContract.path,
    { schema: contractSchema(getFollowStatusContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      const recordId = request.body.body.id;
      await reachableRecord(context, user, recordId);
      return okEnvelope(
        { id: recordId, following: await isFollowing(context.database, user, recordId) },
        request.id,
      );
    },
  );

  api.post(
    getFollowedListContract.path,
    { schema: contractSchema(getFollowedListContract) },
    async (request) =>
      okEnvelope(await followedRecords(context.database, requireUser(request.currentUser)), request.id),
  );

  api.post(getHierarchyContract.path, { schema: contractSchema(getHierarchyContract) }, async (request) => {
    const user = requireUser(request.currentUser);
    const { object } = await reachableRecord(context, user, request.body.body.id);
    const tree = await customerHierarchy(context.database, user, object, request.body.body.id);
    return okEnvelope({ objectApi: object.apiName, objectLabel: object.label, ...tree }, request.id);
  });

  api.post(
    getRecordFilesContract.path,
    { schema: contractSchema(getRecordFilesContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      await reachableRecord(context, user, request.body.body.id);
      return okEnvelope(
        await recordFiles(context.database, context.config.dataDir, user, request.body.body.id),
        request.id,
      );
    },
  );

  api.post(attachFilesContract.path, { schema: contractSchema(attachFilesContract) }, async (request) => {
    const user = requireUser(request.currentUser);
    const { id: recordId, fileIds } = request.body.body;
    const { object } = await reachableRecord(context, user, recordId, 'edit');
    await attachFiles(
      context.database,
      context.config.dataDir,
      user,
      object,
      recordId,
      fileIds,
      context.now(),
    );
    return okEnvelope(
      await recordFiles(context.database, context.config.dataDir, user, recordId),
      request.id,
    );
  });
}

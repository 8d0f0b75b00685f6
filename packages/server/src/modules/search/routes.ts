import {
  addRecordTagContract,
  deleteTagContract,
  getRecordTagsContract,
  getTaggedRecordsContract,
  getTagListContract,
  globalSearchContract,
  globalSearchQuestionSchema,
  removeRecordTagContract,
  renameTagContract,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractGetSchema, contractSchema } from '../../http/contract-route.js';
import { requireUser } from '../../http/current-user.js';
import { envelopeSchema, okEnvelope } from '../../http/envelope.js';
import { openSealedRequestBody, sealedBodySchema } from '../auth/index.js';
import { onObjectDeleted } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { globalSearch } from './global-search.js';
import { dropTagsOfObject } from './object-deleted.js';
import {
  addRecordTag,
  deleteTag,
  listTags,
  recordTags,
  removeRecordTag,
  renameTag,
  taggedRecords,
} from './tags.js';

/** What businessEnquiry/searchList asks, once its sealed body is opened. */

/** Global search (spec 1 §7: its body travels sealed) and tags (issue 7). */
export async function searchModule(app: FastifyInstance, context: ModuleContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  onObjectDeleted(dropTagsOfObject);

  api.post(
    globalSearchContract.path,
    // The body is the sealed envelope; the contract's request is what it opens into.
    { schema: { ...contractGetSchema(globalSearchContract), body: envelopeSchema(sealedBodySchema) } },
    async (request) => {
      const question = await openSealedRequestBody(request, globalSearchQuestionSchema);
      return okEnvelope(await globalSearch(context, requireUser(request.currentUser), question), request.id);
    },
  );

  api.post(getTagListContract.path, { schema: contractSchema(getTagListContract) }, async (request) =>
    okEnvelope(await listTags(context, requireUser(request.currentUser)), request.id),
  );

  api.post(getRecordTagsContract.path, { schema: contractSchema(getRecordTagsContract) }, async (request) =>
    okEnvelope(
      await recordTags(context, requireUser(request.currentUser), request.body.body.recordId),
      request.id,
    ),
  );

  api.post(addRecordTagContract.path, { schema: contractSchema(addRecordTagContract) }, async (request) => {
    const { recordId, name } = request.body.body;
    return okEnvelope(
      await addRecordTag(context, requireUser(request.currentUser), recordId, name),
      request.id,
    );
  });

  api.post(
    removeRecordTagContract.path,
    { schema: contractSchema(removeRecordTagContract) },
    async (request) => {
      const { recordId, tagId } = request.body.body;
      return okEnvelope(
        await removeRecordTag(context, requireUser(request.currentUser), recordId, tagId),
        request.id,
      );
    },
  );

  api.post(
    getTaggedRecordsContract.path,
    { schema: contractSchema(getTaggedRecordsContract) },
    async (request) =>
      okEnvelope(
        await taggedRecords(context, requireUser(request.currentUser), request.body.body.tagId),
        request.id,
      ),
  );

  api.post(renameTagContract.path, { schema: contractSchema(renameTagContract) }, async (request) => {
    const { tagId, name } = request.body.body;
    return okEnvelope(await renameTag(context, requireUser(request.currentUser), tagId, name), request.id);
  });

  api.post(deleteTagContract.path, { schema: contractSchema(deleteTagContract) }, async (request) =>
    okEnvelope(
      await deleteTag(context, requireUser(request.currentUser), request.body.body.tagId),
      request.id,
    ),
  );
}

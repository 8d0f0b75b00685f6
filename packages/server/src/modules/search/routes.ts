import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/current-user.js';
import { envelopeSchema, okEnvelope } from '../../http/envelope.js';
import { openSealedRequestBody, sealedBodySchema } from '../auth/index.js';
import type { ModuleContext } from '../module.js';
import { globalSearch } from './global-search.js';
import {
  addRecordTag,
  deleteTag,
  listTags,
  recordTags,
  removeRecordTag,
  renameTag,
  TAG_NAME_MAX,
  taggedRecords,
} from './tags.js';

/** What businessEnquiry/searchList asks, once its sealed body is opened. */
export const searchListSchema = z.strictObject({
  keyword: z.string().trim().min(1, 'type at least one letter or digit').max(200),
  searchObjId: z.string().min(1).max(64).default('all'),
});

const recordIdSchema = z.string().min(4).max(64);
const recordRefSchema = z.strictObject({ recordId: recordIdSchema });
const addTagSchema = z.strictObject({ recordId: recordIdSchema, name: z.string().max(TAG_NAME_MAX * 4) });
const removeTagSchema = z.strictObject({ recordId: recordIdSchema, tagId: z.string().min(1).max(64) });
const tagRefSchema = z.strictObject({ tagId: z.string().min(1).max(64) });
const renameTagSchema = z.strictObject({
  tagId: z.string().min(1).max(64),
  name: z.string().max(TAG_NAME_MAX * 4),
});

/** Global search (spec 1 §7: its body travels sealed) and tags (issue 7). */
export async function searchModule(app: FastifyInstance, context: ModuleContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/businessEnquiry/searchList',
    {
      schema: {
        summary:
          'Global search: names, e-mails and phones of every object the caller may read, typo-tolerant, grouped by object (body sealed with the session channel)',
        body: envelopeSchema(sealedBodySchema),
      },
    },
    async (request) => {
      const question = await openSealedRequestBody(request, searchListSchema);
      return okEnvelope(await globalSearch(context, requireUser(request.currentUser), question), request.id);
    },
  );

  api.post(
    '/tag/getTagList',
    { schema: { summary: "The organisation's tags, by name", body: envelopeSchema(z.strictObject({})) } },
    async (request) => okEnvelope(await listTags(context, requireUser(request.currentUser)), request.id),
  );

  api.post(
    '/tag/getRecordTags',
    { schema: { summary: "A record's tags", body: envelopeSchema(recordRefSchema) } },
    async (request) =>
      okEnvelope(
        await recordTags(context, requireUser(request.currentUser), request.body.body.recordId),
        request.id,
      ),
  );

  api.post(
    '/tag/addRecordTag',
    {
      schema: {
        summary:
          "Puts a tag on a record (made when the organisation has none of that name); answers the record's tags",
        body: envelopeSchema(addTagSchema),
      },
    },
    async (request) => {
      const { recordId, name } = request.body.body;
      return okEnvelope(
        await addRecordTag(context, requireUser(request.currentUser), recordId, name),
        request.id,
      );
    },
  );

  api.post(
    '/tag/removeRecordTag',
    {
      schema: {
        summary: "Takes a tag off a record; answers the record's tags",
        body: envelopeSchema(removeTagSchema),
      },
    },
    async (request) => {
      const { recordId, tagId } = request.body.body;
      return okEnvelope(
        await removeRecordTag(context, requireUser(request.currentUser), recordId, tagId),
        request.id,
      );
    },
  );

  api.post(
    '/tag/getTaggedRecords',
    {
      schema: {
        summary: 'The records carrying a tag that the caller may read, grouped by object',
        body: envelopeSchema(tagRefSchema),
      },
    },
    async (request) =>
      okEnvelope(
        await taggedRecords(context, requireUser(request.currentUser), request.body.body.tagId),
        request.id,
      ),
  );

  api.post(
    '/tag/renameTag',
    {
      schema: {
        summary:
          'Renames a tag on every record (its maker or an administrator); 1–40 characters, not a name in use',
        body: envelopeSchema(renameTagSchema),
      },
    },
    async (request) => {
      const { tagId, name } = request.body.body;
      return okEnvelope(await renameTag(context, requireUser(request.currentUser), tagId, name), request.id);
    },
  );

  api.post(
    '/tag/deleteTag',
    {
      schema: {
        summary: 'Deletes a tag and takes it off every record (its maker or an administrator)',
        body: envelopeSchema(tagRefSchema),
      },
    },
    async (request) =>
      okEnvelope(
        await deleteTag(context, requireUser(request.currentUser), request.body.body.tagId),
        request.id,
      ),
  );
}

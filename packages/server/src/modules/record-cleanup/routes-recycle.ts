import { MERGE_MAX_RECORDS } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/current-user.js';
import { envelopeSchema, okEnvelope } from '../../http/envelope.js';
import type { ModuleContext } from '../module.js';
import {
  compareForMerge,
  duplicateCheckOffered,
  duplicateGroups,
  findDuplicates,
  mergeRecords,
  objectsWithDuplicateRules,
} from './merge-records.js';
import { deleteRecordsForGood, listRecycleBin, restoreRecords } from './recycle-bin.js';

type Api = ReturnType<FastifyInstance['withTypeProvider']> & FastifyInstance;
const recordId = z.string().min(1).max(64);
const recordIds = z.array(recordId).min(1).max(200);

/** The recycle bin (S1-R-128) and duplicate check and merge (S1-R-009…013). */
export function registerRecycleRoutes(api: Api, context: ModuleContext): void {
  const typed = api.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/recycle/list',
    {
      schema: {
        summary:
          'Deleted records the caller may read, newest deletion first, with the days left before the purge',
        body: envelopeSchema(
          z.strictObject({
            objectApi: z.string().min(1).max(100).optional(),
            keyword: z.string().max(200).optional(),
            page: z.number().int().min(1).max(1000).default(1),
            pageSize: z.number().int().min(1).max(200).default(25),
          }),
        ),
      },
    },
    async (request) =>
      okEnvelope(
        await listRecycleBin(context, requireUser(request.currentUser), request.body.body),
        request.id,
      ),
  );

  typed.post(
    '/recycle/restore',
    {
      schema: {
        summary:
          'Bring records back from the recycle bin; answers the ids done and the ones that failed, with why',
        body: envelopeSchema(z.strictObject({ ids: recordIds })),
      },
    },
    async (request) =>
      okEnvelope(
        await restoreRecords(context, requireUser(request.currentUser), request.body.body.ids),
        request.id,
      ),
  );

  typed.post(
    '/recycle/deleteForGood',
    {
      schema: {
        summary: 'Delete records in the recycle bin for good (no way back)',
        body: envelopeSchema(z.strictObject({ ids: recordIds })),
      },
    },
    async (request) =>
      okEnvelope(
        await deleteRecordsForGood(context, requireUser(request.currentUser), request.body.body.ids),
        request.id,
      ),
  );

  typed.post(
    '/duplicates/find',
    {
      schema: {
        summary: "A record's duplicates by its object's duplicate rules (cnki)",
        body: envelopeSchema(z.strictObject({ id: recordId })),
      },
    },
    async (request) =>
      okEnvelope(
        await findDuplicates(context, requireUser(request.currentUser), request.body.body.id),
        request.id,
      ),
  );

  typed.post(
    '/duplicates/offered',
    {
      schema: {
        summary:
          "Whether a record page offers Find duplicates: the object's basis (its duplicate rules, its name, or none) and whether the caller may edit the record",
        body: envelopeSchema(z.strictObject({ id: recordId })),
      },
    },
    async (request) =>
      okEnvelope(
        await duplicateCheckOffered(context, requireUser(request.currentUser), request.body.body.id),
        request.id,
      ),
  );

  typed.post(
    '/duplicates/objects',
    {
      schema: {
        summary: 'The objects with duplicate rules the caller may read (the duplicate check picker)',
        body: envelopeSchema(z.strictObject({})),
      },
    },
    async (request) =>
      okEnvelope(await objectsWithDuplicateRules(context, requireUser(request.currentUser)), request.id),
  );

  typed.post(
    '/duplicates/groups',
    {
      schema: {
        summary: "Groups of an object's records that its duplicate rules match with each other (cnkiResult)",
        body: envelopeSchema(z.strictObject({ objectApi: z.string().min(1).max(100) })),
      },
    },
    async (request) =>
      okEnvelope(
        await duplicateGroups(context, requireUser(request.currentUser), request.body.body.objectApi),
        request.id,
      ),
  );

  typed.post(
    '/duplicates/compare',
    {
      schema: {
        summary: 'Records to merge side by side, the fields the caller may merge, and the default choices',
        body: envelopeSchema(
          z.strictObject({
            ids: z
              .array(recordId)
              .min(1)
              .max(MERGE_MAX_RECORDS + 1),
          }),
        ),
      },
    },
    async (request) =>
      okEnvelope(
        await compareForMerge(context, requireUser(request.currentUser), request.body.body.ids),
        request.id,
      ),
  );

  typed.post(
    '/duplicates/merge',
    {
      schema: {
        summary:
          'Merge 2-3 records into one: chosen values kept, related records moved, the others to the recycle bin (combination)',
        body: envelopeSchema(
          z.strictObject({
            masterId: recordId,
            ids: z
              .array(recordId)
              .min(1)
              .max(MERGE_MAX_RECORDS + 1),
            choices: z.record(z.string().min(1).max(100), recordId).default({}),
          }),
        ),
      },
    },
    async (request) => {
      const { masterId, ids, choices } = request.body.body;
      return okEnvelope(
        await mergeRecords(context, requireUser(request.currentUser), { masterId, recordIds: ids, choices }),
        request.id,
      );
    },
  );
}

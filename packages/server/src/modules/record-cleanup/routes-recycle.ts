import {
  compareForMergeContract,
  deleteForGoodContract,
  duplicateGroupsContract,
  duplicateObjectsContract,
  duplicateOfferContract,
  findDuplicatesContract,
  listRecycleBinContract,
  mergeRecordsContract,
  restoreFromBinContract,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractSchema } from '../../http/contract-route.js';
import { requireUser } from '../../http/current-user.js';
import { okEnvelope } from '../../http/envelope.js';
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

/** The recycle bin (S1-R-128) and duplicate check and merge (S1-R-009…013). */
export function registerRecycleRoutes(api: Api, context: ModuleContext): void {
  const typed = api.withTypeProvider<ZodTypeProvider>();

  typed.post(
    listRecycleBinContract.path,
    { schema: contractSchema(listRecycleBinContract) },
    async (request) =>
      okEnvelope(
        await listRecycleBin(context, requireUser(request.currentUser), request.body.body),
        request.id,
      ),
  );

  typed.post(
    restoreFromBinContract.path,
    { schema: contractSchema(restoreFromBinContract) },
    async (request) =>
      okEnvelope(
        await restoreRecords(context, requireUser(request.currentUser), request.body.body.ids),
        request.id,
      ),
  );

  typed.post(deleteForGoodContract.path, { schema: contractSchema(deleteForGoodContract) }, async (request) =>
    okEnvelope(
      await deleteRecordsForGood(context, requireUser(request.currentUser), request.body.body.ids),
      request.id,
    ),
  );

  typed.post(
    findDuplicatesContract.path,
    { schema: contractSchema(findDuplicatesContract) },
    async (request) =>
      okEnvelope(
        await findDuplicates(context, requireUser(request.currentUser), request.body.body.id),
        request.id,
      ),
  );

  typed.post(
    duplicateOfferContract.path,
    { schema: contractSchema(duplicateOfferContract) },
    async (request) =>
      okEnvelope(
        await duplicateCheckOffered(context, requireUser(request.currentUser), request.body.body.id),
        request.id,
      ),
  );

  typed.post(
    duplicateObjectsContract.path,
    { schema: contractSchema(duplicateObjectsContract) },
    async (request) =>
      okEnvelope(await objectsWithDuplicateRules(context, requireUser(request.currentUser)), request.id),
  );

  typed.post(
    duplicateGroupsContract.path,
    { schema: contractSchema(duplicateGroupsContract) },
    async (request) =>
      okEnvelope(
        await duplicateGroups(context, requireUser(request.currentUser), request.body.body.objectApi),
        request.id,
      ),
  );

  typed.post(
    compareForMergeContract.path,
    { schema: contractSchema(compareForMergeContract) },
    async (request) =>
      okEnvelope(
        await compareForMerge(context, requireUser(request.currentUser), request.body.body.ids),
        request.id,
      ),
  );

  typed.post(mergeRecordsContract.path, { schema: contractSchema(mergeRecordsContract) }, async (request) => {
    const { masterId, ids, choices } = request.body.body;
    return okEnvelope(
      await mergeRecords(context, requireUser(request.currentUser), { masterId, recordIds: ids, choices }),
      request.id,
    );
  });
}

import {
  deleteRelatedProductInfoContract,
  lineObjectOf,
  recordIdPrefix,
  saveMasterContract,
  savePaymentDetailsContract,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractSchema } from '../../http/contract-route.js';
import type { CurrentUser } from '../../http/current-user.js';
import { requireUser } from '../../http/current-user.js';
import { AppError, ErrorCode, okEnvelope } from '../../http/envelope.js';
import { currentMetadata, findObject, resolveObject } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { deleteRecord } from './delete-record.js';
import { canAccessRecord } from './record-access.js';
import { findRow, recordsDb } from './record-store.js';
import { announceSaved } from './save/save-listeners.js';
import { saveRecordsPayload } from './save/save-payload.js';

type Api = ReturnType<FastifyInstance['withTypeProvider']> & FastifyInstance;

/** The receivable and its payment rows (spec 2 §3 "Related payment rows"). */
const RECEIVABLE_API = 'velaproceed';
const PAYMENT_DETAIL_API = 'velaproceeddetail';
const PAYMENT_RECEIVABLE_FIELD = 'proceedid';

/**
 * The record's lines alone: the save of `/objectInfo/save` with the record itself unchanged (only its id),
 * so every check of a save — the right to edit the record, the lines' ownership and rules — applies.
 */
async function saveLinesOf(
  context: ModuleContext,
  user: CurrentUser,
  body: {
    objectApi: string;
    recordId: string;
    masterdata?: string | undefined;
    masterdeletedata?: string | undefined;
  },
) {
  const snapshot = await currentMetadata(context.database);
  const object = resolveObject(snapshot, { objectApi: body.objectApi });
  if (recordIdPrefix(body.recordId) !== object.prefix)
    throw new AppError(
      ErrorCode.BAD_REQUEST,
      `body.recordId: "${body.recordId}" is not a record of ${object.label}`,
    );
  if (!body.masterdata && !body.masterdeletedata)
    throw new AppError(
      ErrorCode.BAD_REQUEST,
      'body.masterdata: give the lines to save or masterdeletedata to drop',
    );
  const results = await saveRecordsPayload(
    context,
    user,
    {
      objectApi: object.apiName,
      data: JSON.stringify([{ id: body.recordId }]),
      masterdata: body.masterdata ?? '[]',
      ...(body.masterdeletedata ? { masterdeletedata: body.masterdeletedata } : {}),
    },
    snapshot,
  );
  await announceSaved(context, { user, results, snapshot });
  const [result] = results;
  if (!result) throw new AppError(ErrorCode.API_SERVICE, 'the save answered nothing');
  return result;
}

/** Spec 2 §7: the form's calls for a record's lines and payments on their own (S2-C-014, S2-C-018, S2-C-020). */
export function registerMasterRoutes(api: Api, context: ModuleContext): void {
  const typed = api.withTypeProvider<ZodTypeProvider>();

  typed.post(saveMasterContract.path, { schema: contractSchema(saveMasterContract) }, async (request) => {
    const user = requireUser(request.currentUser);
    return okEnvelope(await saveLinesOf(context, user, request.body.body), request.id);
  });

  typed.post(
    savePaymentDetailsContract.path,
    { schema: contractSchema(savePaymentDetailsContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      const { recordId, data } = request.body.body;
      let rows: unknown;
      try {
        rows = JSON.parse(data);
      } catch {
        rows = undefined;
      }
      if (!Array.isArray(rows))
        throw new AppError(
          ErrorCode.BAD_REQUEST,
          'body.data: must be a JSON string of a list of payment rows',
        );
      const masterdata = JSON.stringify([
        { objectApi: PAYMENT_DETAIL_API, relatedField: PAYMENT_RECEIVABLE_FIELD, data: rows },
      ]);
      return okEnvelope(
        await saveLinesOf(context, user, { objectApi: RECEIVABLE_API, recordId, masterdata }),
        request.id,
      );
    },
  );

  typed.post(
    deleteRelatedProductInfoContract.path,
    { schema: contractSchema(deleteRelatedProductInfoContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      const { objId, recordId } = request.body.body;
      const snapshot = await currentMetadata(context.database);
      const object = resolveObject(snapshot, { objId });
      const entry = lineObjectOf(object.apiName);
      const lineObject = entry ? findObject(snapshot, { objectApi: entry.lineApi }) : undefined;
      const relatedColumn =
        entry && lineObject?.fieldsByApi.get(entry.relatedField.toLowerCase())?.columnName;
      if (!lineObject || !relatedColumn)
        throw new AppError(ErrorCode.BAD_REQUEST, `body.objId: ${object.label} has no product lines`);
      // The record may already be in the recycle bin (its deletion is what calls this): it must be one the
      // caller could delete; anyone else learns nothing of it.
      const record = await findRow(context.database, object, recordId, { includeDeleted: true });
      if (!record || !(await canAccessRecord(context.database, user, object, record, 'full')))
        throw new AppError(ErrorCode.NOT_FOUND, `${object.label} ${recordId} was not found`);
      const lines = await recordsDb(context.database)
        .selectFrom(lineObject.tableName)
        .select('id')
        .where(relatedColumn, '=', recordId)
        .where('is_deleted', '=', 0)
        .execute();
      const deleted: string[] = [];
      for (const line of lines) {
        const id = String(line.id);
        await deleteRecord(context, user, id);
        deleted.push(id);
      }
      return okEnvelope({ deleted }, request.id);
    },
  );
}

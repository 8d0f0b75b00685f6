import { requiredRelatedListsOf } from '@vela/core';
import type { CurrentUser } from '../../../http/current-user.js';
import { AppError, ErrorCode } from '../../../http/envelope.js';
import {
  currentMetadata,
  type MetadataSnapshot,
  type ObjectModel,
  resolveObject,
} from '../../metadata/index.js';
import type { ModuleContext } from '../../module.js';
import { assignByRules } from '../assignment-rules.js';
import { parseRecordList } from './parse-payload.js';
import { isProductLineObject } from './price-lines.js';
import { withConflictDetails } from './save-conflict.js';
import { type MasterDataGroup, parseDeleteIds, parseMasterData, saveWithLines } from './save-lines.js';
import { saveProductLine } from './save-product-line.js';
import { saveRecord } from './save-records.js';
import type { SaveContext, SaveResult } from './save-types.js';

export interface SavePayload {
  objectApi: string;
  data: string;
  marketsea?: string | boolean | undefined;
  masterdata?: string | undefined;
  masterdeletedata?: string | undefined;
  skipDuplicateWarning?: boolean | undefined;
  useAssignmentRule?: boolean | undefined;
}

/**
 * /objectInfo/save: each record of `data` goes through the pipeline on its
 * own (a multi-record save is per record: one refused record does not undo
 * the others, and each has its own result). A record saved with lines
 * (`masterdata`, `masterdeletedata`) is one transaction with them: a refused
 * line saves nothing, the parent included. A record that names its
 * `lastmodifydate` is refused if it changed since; one without it is saved
 * over whatever is there (last writer wins, DESIGN-CHOICES "Concurrent edits").
 */
export async function saveRecordsPayload(
  context: ModuleContext,
  user: CurrentUser,
  payload: SavePayload,
  /** The metadata the caller read for this save (its listeners get the same); read here when not given. */
  metadata?: MetadataSnapshot,
): Promise<SaveResult[]> {
  const snapshot = metadata ?? (await currentMetadata(context.database));
  const object = resolveObject(snapshot, { objectApi: payload.objectApi });
  const records = parseRecordList(payload.data);
  const groups: MasterDataGroup[] = payload.masterdata
    ? parseMasterData(payload.masterdata, snapshot, object)
    : [];
  const deleteIds = payload.masterdeletedata ? parseDeleteIds(payload.masterdeletedata) : [];
  const now = context.now();
  const prepared = records.map((submitted) => prepareSubmitted(payload, object, submitted));
  const byRule = payload.useAssignmentRule
    ? await assignByRules(
        context.database,
        user,
        object,
        prepared.map(({ values }) => values),
      )
    : prepared.map(() => false);
  if (groups.length > 0 || deleteIds.length > 0) {
    const [only] = prepared;
    if (!only || prepared.length !== 1) {
      throw new AppError(
        ErrorCode.BAD_REQUEST,
        'body.data: a save with masterdata or masterdeletedata holds exactly one record, the lines’ parent',
      );
    }
    const saved = [
      await saveWithLines(
        {
          database: context.database,
          snapshot,
          object,
          user,
          now,
          skipDuplicateWarning: only.skip,
          ownerByAssignmentRule: byRule[0] === true,
        },
        only.values,
        groups,
        deleteIds,
      ),
    ];
    return withConflictDetails(context, user, snapshot, object, saved, records);
  }
  const results: SaveResult[] = [];
  // A record that must have rows in a related list (c3670) is checked like one saved with lines.
  const save = isProductLineObject(object)
    ? saveProductLine
    : requiredRelatedListsOf(object.apiName).length > 0
      ? (context: SaveContext, values: Record<string, unknown>) => saveWithLines(context, values, [], [])
      : saveRecord;
  for (const [index, { values, skip }] of prepared.entries()) {
    results.push(
      await save(
        {
          database: context.database,
          snapshot,
          object,
          user,
          now,
          skipDuplicateWarning: skip,
          ownerByAssignmentRule: byRule[index] === true,
        },
        values,
      ),
    );
  }
  return withConflictDetails(context, user, snapshot, object, results, records);
}

function prepareSubmitted(payload: SavePayload, object: ObjectModel, submitted: Record<string, unknown>) {
  const values = { ...submitted };
  const onPoolPage = payload.marketsea === true || payload.marketsea === 'true';
  if (onPoolPage && object.fieldsByApi.has('marketsea') && values.id === undefined) values.marketsea = true;
  const skip = payload.skipDuplicateWarning === true || submitted.skipDuplicateWarning === true;
  return { values, skip };
}

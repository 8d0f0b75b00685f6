import type { RecordValues } from '@vela/core';
import type { CurrentUser } from '../../../http/current-user.js';
import type { MetadataSnapshot, ObjectModel } from '../../metadata/index.js';
import type { ModuleContext } from '../../module.js';
import { readRecordValues } from '../read-record.js';
import { isEchoKey } from './parse-payload.js';
import type { SaveConflict, SaveResult } from './save-types.js';

/** The refusal of a save made against an older version (prepare-draft and write-record both give it). */
export const STALE_FIELD = 'lastmodifydate';

/**
 * A stale save's answer carries what a conflict dialog needs (issue 16 item 3):
 * who changed the record and when, and the record's current values of the
 * fields this save tried to change, read as the caller may read them (a field
 * hidden from the caller is left out, as on every read). The dialog compares
 * them with what the caller loaded and what it sent.
 */
export async function withConflictDetails(
  context: ModuleContext,
  user: CurrentUser,
  snapshot: MetadataSnapshot,
  object: ObjectModel,
  results: SaveResult[],
  submitted: ReadonlyArray<Record<string, unknown>>,
): Promise<SaveResult[]> {
  return Promise.all(
    results.map(async (result, index) => {
      if (result.isSaveSuccess || result.errorField !== STALE_FIELD || !result.id) return result;
      const conflict = await conflictOf(context, user, snapshot, object, result.id, submitted[index] ?? {});
      return conflict
        ? {
            ...result,
            conflict,
            messageKey: 'recordForm.conflict.refused',
            messageParams: { name: conflict.lastModifiedByName },
          }
        : result;
    }),
  );
}

async function conflictOf(
  context: ModuleContext,
  user: CurrentUser,
  snapshot: MetadataSnapshot,
  object: ObjectModel,
  id: string,
  submitted: Record<string, unknown>,
): Promise<SaveConflict | null> {
  let current: RecordValues;
  try {
    current = await readRecordValues(context, user, snapshot, object, id);
  } catch {
    // Deleted or no longer shared with the caller since: the plain refusal says enough.
    return null;
  }
  const values: RecordValues = {};
  for (const key of Object.keys(submitted)) {
    const field = object.fieldsByApi.get(key.toLowerCase());
    if (!field || isEchoKey(key) || key === 'id' || key === STALE_FIELD) continue;
    if (!(field.apiName in current)) continue;
    values[field.apiName] = current[field.apiName] ?? null;
    const name = current[`${field.apiName}ccname`];
    if (name !== undefined) values[`${field.apiName}ccname`] = name;
  }
  return {
    lastModifiedDate: String(current.lastmodifydate ?? ''),
    lastModifiedById: String(current.lastmodifybyid ?? ''),
    lastModifiedByName: String(current.lastmodifybyidccname ?? ''),
    values,
  };
}

import type { CurrentUser } from '../../http/current-user.js';
import { badRequest } from '../../http/envelope.js';
import type { FieldModel, ObjectModel } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { fieldAccess, saveRecordsPayload } from '../records/index.js';

/** Saves go to the record pipeline in slices of this many (its own limit is 200 a call). */
const SAVE_SLICE = 100;

export interface FieldUpdateFailure {
  id: string;
  name: string;
  /** The save pipeline's reason, as the form would show it. */
  message: string;
  /** The field the reason belongs to ('' when it is the record's; 'lastmodifydate' when it changed since). */
  errorField: string;
  /** A record refused as changed since the caller saw it: who changed it (issue 16 item 3). */
  changedBy?: string;
}

export interface FieldUpdateResult {
  done: Array<{ id: string; name: string }>;
  failed: FieldUpdateFailure[];
}

/**
 * The fields a list may set on many records at once (mass edit) or by
 * moving a kanban card: stored, editable, not the platform's own, and
 * neither hidden from nor read-only to the caller.
 */
export async function settableFields(
  context: ModuleContext,
  user: CurrentUser,
  object: ObjectModel,
): Promise<Map<string, FieldModel>> {
  const { hidden, readOnly } = await fieldAccess(context.database, user, object);
  const blocked = new Set([...hidden, ...readOnly].map((api) => api.toLowerCase()));
  const settable = new Map<string, FieldModel>();
  for (const field of object.fields) {
    if (!field.columnName || field.system || !field.editable || field.hidden) continue;
    if (blocked.has(field.apiName.toLowerCase())) continue;
    settable.set(field.apiName.toLowerCase(), field);
  }
  return settable;
}

/**
 * Sets one field to one value on each record, each saved on its own through
 * /objectInfo/save's pipeline (access, required, validation rules, lookups,
 * unique, duplicates…): a refused record is listed with its reason and the
 * rest are saved. Only the one field is written; a record given a version in
 * `versions` is refused if it changed since (DESIGN-CHOICES "Concurrent edits").
 */
export async function updateFieldOfRecords(
  context: ModuleContext,
  user: CurrentUser,
  object: ObjectModel,
  ids: readonly string[],
  fieldApi: string,
  value: string | number | boolean | null,
  versions: Readonly<Record<string, string>> = {},
): Promise<FieldUpdateResult> {
  const field = (await settableFields(context, user, object)).get(fieldApi.toLowerCase());
  if (!field) {
    throw badRequest(`field: ${object.label} has no field "${fieldApi}" you may change in bulk`);
  }
  const unique = [...new Set(ids)];
  const result: FieldUpdateResult = { done: [], failed: [] };
  for (let start = 0; start < unique.length; start += SAVE_SLICE) {
    const slice = unique.slice(start, start + SAVE_SLICE);
    const records = slice.map((id) => ({
      id,
      [field.apiName]: value,
      ...(versions[id] ? { lastmodifydate: versions[id] } : {}),
    }));
    // A duplicate-rule warning is for a person typing a new record; changing one field of
    // existing records in bulk goes on past it (a blocking rule still refuses).
    const saved = await saveRecordsPayload(context, user, {
      objectApi: object.apiName,
      data: JSON.stringify(records),
      skipDuplicateWarning: true,
    });
    saved.forEach((answer, index) => {
      const id = slice[index] ?? answer.id;
      if (answer.isSaveSuccess) result.done.push({ id, name: answer.name });
      else
        result.failed.push({
          id,
          name: answer.name,
          message: answer.errormessage,
          errorField: answer.errorField,
          ...(answer.conflict ? { changedBy: answer.conflict.lastModifiedByName } : {}),
        });
    });
  }
  return result;
}

import type { FieldModel, ObjectModel } from '../../metadata/index.js';
import { recordsDb } from '../record-store.js';
import { type SaveContext, type SaveDraft, SaveRefusal } from './save-types.js';

/**
 * Step 7: a unique field's new value must not be another live record's
 * (spec 2 §8 duplicate-field dialog: the answer names that record and field).
 * The partial unique index behind it catches a race between two saves.
 */
export async function checkUnique(context: SaveContext, draft: SaveDraft): Promise<void> {
  const { object } = context;
  for (const { field, value } of uniqueValuesOf(object, draft)) {
    if (!field.columnName) continue;
    const other = await recordsDb(context.database)
      .selectFrom(object.tableName)
      .select(['id', 'name'])
      .where(field.columnName, '=', typeof value === 'boolean' ? Number(value) : (value as string | number))
      .where('is_deleted', '=', 0)
      .where('id', '!=', draft.id)
      .executeTakeFirst();
    if (other) throw uniqueRefusal(object, field, { id: String(other.id), name: String(other.name ?? '') });
  }
}

/** Per object model: its unique stored fields (most objects have none or one, of many fields). */
const uniqueFields = new WeakMap<ObjectModel, FieldModel[]>();

/** The fields whose unique value a save sets: what another record may not hold (the batch save claims them too). */
export function uniqueValuesOf(
  object: ObjectModel,
  draft: SaveDraft,
): Array<{ field: FieldModel; value: unknown }> {
  let unique = uniqueFields.get(object);
  if (!unique) {
    unique = object.fields.filter((field) => field.unique && field.columnName);
    uniqueFields.set(object, unique);
  }
  return unique.flatMap((field) => {
    if (!(field.apiName in draft.changes)) return [];
    const value = draft.changes[field.apiName];
    return value === null || value === undefined || value === '' ? [] : [{ field, value }];
  });
}

export function uniqueRefusal(
  object: ObjectModel,
  field: FieldModel,
  other: { id: string; name: string },
): SaveRefusal {
  return new SaveRefusal(`The value of ${field.label} repeats in the ${object.label} "${other.name}"`, {
    errorField: field.apiName,
    duplicatemap: [{ duplicate_id: other.id, duplicate_name: other.name, duplicate_labelname: field.label }],
  });
}

import { recordsDb } from '../record-store.js';
import { type SaveContext, type SaveDraft, SaveRefusal } from './save-types.js';

/**
 * Step 7: a unique field's new value must not be another live record's
 * (spec 2 §8 duplicate-field dialog: the answer names that record and field).
 * The partial unique index behind it catches a race between two saves.
 */
export async function checkUnique(context: SaveContext, draft: SaveDraft): Promise<void> {
  const { object } = context;
  for (const field of object.fields) {
    if (!field.unique || !field.columnName || !(field.apiName in draft.changes)) continue;
    const value = draft.changes[field.apiName];
    if (value === null || value === undefined || value === '') continue;
    const other = await recordsDb(context.database)
      .selectFrom(object.tableName)
      .select(['id', 'name'])
      .where(field.columnName, '=', typeof value === 'boolean' ? Number(value) : value)
      .where('is_deleted', '=', 0)
      .where('id', '!=', draft.id)
      .executeTakeFirst();
    if (other) {
      const name = String(other.name ?? '');
      throw new SaveRefusal(`The value of ${field.label} repeats in the ${object.label} "${name}"`, {
        errorField: field.apiName,
        duplicatemap: [
          { duplicate_id: String(other.id), duplicate_name: name, duplicate_labelname: field.label },
        ],
      });
    }
  }
}

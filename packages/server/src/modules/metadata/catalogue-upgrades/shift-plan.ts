import type { Kysely } from 'kysely';
import type { DialectName } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import { expandFields, stableId } from '../catalogue/expand-fields.js';
import { STANDARD_OBJECTS } from '../catalogue/index.js';
import { fieldIdFor, insertField, objectIdFor } from '../install-object.js';
import { tableNameFor } from '../object-table-ddl.js';

/** Fields the shift plan added to the Shift object; the first marks the upgrade as done. */
const NEW_FIELDS = ['shifttype', 'description'];
const WIDE_TYPES = new Set(['X', 'A', 'AD']);

/**
 * The shift plan (issue 7, once migration 0060): the Shift object gains its
 * shift type, its notes and the 'Published' status, keeps the history of its
 * status, and its layout shows the new fields. A Shift installed from the
 * catalogue since has all of it. The shift type's field marks the upgrade as
 * done: without it, an administrator's later choices (history off, a status
 * removed) would be undone at every start.
 */
export async function upgradeShiftPlan(
  typed: Kysely<Database>,
  dialect: DialectName,
  now: string,
): Promise<boolean> {
  const shift = STANDARD_OBJECTS.find((object) => object.api === 'Shift');
  if (!shift) throw new Error('the catalogue has no Shift');
  const objectId = objectIdFor(shift.api);
  const installed = await typed
    .selectFrom('meta_object')
    .select('id')
    .where('id', '=', objectId)
    .executeTakeFirst();
  const marked = await typed
    .selectFrom('meta_field')
    .select('id')
    .where('id', '=', fieldIdFor(objectId, NEW_FIELDS[0]!))
    .executeTakeFirst();
  if (!installed || marked) return false;
  const fields = expandFields(shift);

  for (const api of NEW_FIELDS) {
    const field = fields.find((candidate) => candidate.api === api);
    const present = await typed
      .selectFrom('meta_field')
      .select('id')
      .where('id', '=', fieldIdFor(objectId, api))
      .executeTakeFirst();
    if (!field || present) continue;
    await insertField(typed, dialect, {
      objectId,
      table: tableNameFor(shift.api),
      field,
      sortOrder: fields.indexOf(field),
      now,
    });
    await addToLayouts(typed, objectId, field.api, field.label, WIDE_TYPES.has(field.type));
  }

  const statusId = fieldIdFor(objectId, 'status');
  const statuses = fields.find((field) => field.api === 'status')?.options ?? [];
  const stored = await typed
    .selectFrom('meta_picklist_value')
    .select('code_key')
    .where('field_id', '=', statusId)
    .execute();
  const known = new Set(stored.map((row) => row.code_key));
  for (const [index, option] of statuses.entries()) {
    if (known.has(option[0])) continue;
    await typed
      .insertInto('meta_picklist_value')
      .values({
        field_id: statusId,
        code_key: option[0],
        code_value: option[1],
        labels_json: '{}',
        is_default: 0,
        sort_order: index,
        is_active: 1,
      })
      .execute();
  }
  await typed.updateTable('meta_object').set({ enable_history: 1 }).where('id', '=', objectId).execute();
  await typed.updateTable('meta_field').set({ track_history: 1 }).where('id', '=', statusId).execute();
  return true;
}

/**
 * A new field joins every layout of the object: a short one at the end of
 * the first section, a long text in a one-column section of its own below,
 * the way the default layout places them.
 */
async function addToLayouts(
  db: Kysely<Database>,
  objectId: string,
  fieldApi: string,
  label: string,
  wide: boolean,
): Promise<void> {
  const fieldId = fieldIdFor(objectId, fieldApi);
  const layouts = await db.selectFrom('meta_layout').select('id').where('object_id', '=', objectId).execute();
  for (const layout of layouts) {
    const sections = await db
      .selectFrom('meta_layout_section')
      .select(['id', 'sort_order'])
      .where('layout_id', '=', layout.id)
      .orderBy('sort_order')
      .execute();
    if (wide) {
      const sectionId = stableId('sec', layout.id, String(sections.length), label);
      await db
        .insertInto('meta_layout_section')
        .values({
          id: sectionId,
          layout_id: layout.id,
          title: label,
          labels_json: '{}',
          col_num: 1,
          show_when_edit: 1,
          sort_order: (sections.at(-1)?.sort_order ?? -1) + 1,
        })
        .execute();
      await db
        .insertInto('meta_layout_item')
        .values({
          section_id: sectionId,
          field_id: fieldId,
          side: 'left',
          sort_order: 0,
          required: 0,
          readonly: 0,
        })
        .execute();
      continue;
    }
    const first = sections[0];
    if (!first) continue;
    const items = await db
      .selectFrom('meta_layout_item')
      .select(['sort_order'])
      .where('section_id', '=', first.id)
      .execute();
    const next = Math.max(-1, ...items.map((item) => item.sort_order)) + 1;
    await db
      .insertInto('meta_layout_item')
      .values({
        section_id: first.id,
        field_id: fieldId,
        side: next % 2 === 0 ? 'left' : 'right',
        sort_order: next,
        required: 0,
        readonly: 0,
      })
      .execute();
  }
}

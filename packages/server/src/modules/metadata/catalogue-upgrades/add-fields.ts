import type { Kysely } from 'kysely';
import type { DialectName } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import { expandFields } from '../catalogue/expand-fields.js';
import { STANDARD_OBJECTS } from '../catalogue/index.js';
import { fieldIdFor, insertField, objectIdFor } from '../install-object.js';
import { tableNameFor } from '../object-table-ddl.js';

/**
 * Catalogue fields an older database lacks, added to their installed objects
 * ([object api, field api] pairs): each field its column and metadata as the
 * catalogue says, at the end of the first section of the object's layouts so
 * the record page shows it. A field already there, or an object not installed,
 * is left alone. Returns whether it added any.
 */
export async function addCatalogueFields(
  typed: Kysely<Database>,
  dialect: DialectName,
  now: string,
  wanted: ReadonlyArray<readonly [string, string]>,
): Promise<boolean> {
  let changed = false;
  for (const [objectApi, fieldApi] of wanted) {
    const catalogue = STANDARD_OBJECTS.find((object) => object.api === objectApi);
    if (!catalogue) continue;
    const objectId = objectIdFor(objectApi);
    const installed = await typed
      .selectFrom('meta_object')
      .select('id')
      .where('id', '=', objectId)
      .executeTakeFirst();
    const present = await typed
      .selectFrom('meta_field')
      .select('id')
      .where('id', '=', fieldIdFor(objectId, fieldApi))
      .executeTakeFirst();
    const fields = expandFields(catalogue);
    const field = fields.find((candidate) => candidate.api === fieldApi);
    if (!installed || present || !field) continue;
    const fieldId = await insertField(typed, dialect, {
      objectId,
      table: tableNameFor(objectApi),
      field,
      sortOrder: fields.indexOf(field),
      now,
    });
    await appendToLayouts(typed, objectId, fieldId);
    changed = true;
  }
  return changed;
}

/** The field at the end of the first section of each of the object's layouts, so the record page shows it. */
async function appendToLayouts(typed: Kysely<Database>, objectId: string, fieldId: string): Promise<void> {
  const layouts = await typed
    .selectFrom('meta_layout')
    .select('id')
    .where('object_id', '=', objectId)
    .execute();
  for (const layout of layouts) {
    const section = await typed
      .selectFrom('meta_layout_section')
      .select('id')
      .where('layout_id', '=', layout.id)
      .orderBy('sort_order')
      .executeTakeFirst();
    if (!section) continue;
    const last = await typed
      .selectFrom('meta_layout_item')
      .select((eb) => eb.fn.max('sort_order').as('last'))
      .where('section_id', '=', section.id)
      .executeTakeFirst();
    const next = Number(last?.last ?? -1) + 1;
    await typed
      .insertInto('meta_layout_item')
      .values({
        section_id: section.id,
        field_id: fieldId,
        side: next % 2 === 0 ? 'left' : 'right',
        sort_order: next,
        required: 0,
        readonly: 0,
      })
      .execute();
  }
}

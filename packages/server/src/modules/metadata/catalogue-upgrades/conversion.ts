import type { Kysely } from 'kysely';
import type { DialectName } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import { expandFields } from '../catalogue/expand-fields.js';
import { STANDARD_OBJECTS } from '../catalogue/index.js';
import { fieldIdFor, insertField, insertPicklistValues, objectIdFor } from '../install-object.js';
import { tableNameFor } from '../object-table-ddl.js';

/** Fields added to objects installed before lead conversion and quote sync (issue 26): [object api, field api]. */
export const CONVERSION_FIELDS: ReadonlyArray<readonly [string, string]> = [
  ['Lead', 'convertedaccountid'],
  ['Lead', 'convertedcontactid'],
  ['Lead', 'convertedopportunityid'],
  ['Lead', 'converteddate'],
  ['Opportunity', 'syncedquoteid'],
  ['quote', 'quotenumber'],
  ['quote', 'issyncing'],
  ['velaorder', 'ordernumber'],
  ['velaorder', 'quoteid'],
];

/**
 * Lead conversion and quote to order (issue 26): the lead's Converted status
 * and links to what it became, the opportunity's synced quote, and the quote
 * and order numbers (auto-number). An older database gets each field that it
 * lacks, at the end of its object's layouts' first section, and the order's
 * name field its new label (the number is a field of its own now).
 */
export async function upgradeConversion(
  typed: Kysely<Database>,
  dialect: DialectName,
  now: string,
): Promise<boolean> {
  let changed = false;
  for (const [objectApi, fieldApi] of CONVERSION_FIELDS) {
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
  const statusId = fieldIdFor(objectIdFor('Lead'), 'status');
  const converted = await typed
    .selectFrom('meta_picklist_value')
    .select('code_key')
    .where('field_id', '=', statusId)
    .where('code_key', '=', 'Converted')
    .executeTakeFirst();
  const statusField = await typed
    .selectFrom('meta_field')
    .select('id')
    .where('id', '=', statusId)
    .executeTakeFirst();
  if (statusField && !converted) {
    const count = await typed
      .selectFrom('meta_picklist_value')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('field_id', '=', statusId)
      .executeTakeFirst();
    // insertPicklistValues numbers from 0: the new value goes after the existing ones.
    await insertPicklistValues(typed, statusId, [['Converted', 'Converted']]);
    await typed
      .updateTable('meta_picklist_value')
      .set({ sort_order: Number(count?.n ?? 0) })
      .where('field_id', '=', statusId)
      .where('code_key', '=', 'Converted')
      .execute();
    changed = true;
  }
  const orderName = await typed
    .updateTable('meta_field')
    .set({ label: 'Order name' })
    .where('id', '=', fieldIdFor(objectIdFor('velaorder'), 'name'))
    .where('label', '=', 'Order number')
    .executeTakeFirst();
  if (Number(orderName.numUpdatedRows) > 0) changed = true;
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

import type { Kysely } from 'kysely';
import type { DialectName } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import { fieldIdFor, insertPicklistValues, objectIdFor } from '../install-object.js';
import { addCatalogueFields } from './add-fields.js';

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
  let changed = await addCatalogueFields(typed, dialect, now, CONVERSION_FIELDS);
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

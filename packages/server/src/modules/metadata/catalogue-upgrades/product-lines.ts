import type { Kysely } from 'kysely';
import type { DialectName } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import { expandFields } from '../catalogue/expand-fields.js';
import { STANDARD_OBJECTS } from '../catalogue/index.js';
import {
  fieldIdFor,
  insertField,
  insertPicklistValues,
  installObject,
  objectIdFor,
} from '../install-object.js';
import { tableNameFor } from '../object-table-ddl.js';

const NEW_OBJECTS = ['salesorderdetail', 'pricebookentry'];
const LINE_OBJECTS = [
  'quotedetail',
  'velaorderdetail',
  'invoicedetail',
  'purchaseorderdetail',
  'salesorderdetail',
];

/**
 * Product lines as the line editor computes them (once migration 0040): the
 * price-book entry object, lines for the 002 sales order, the customer
 * discount on every line, and the tax type as a picklist ('1' added, '2'
 * included). An object installed from the catalogue since has all of it, so
 * each step adds only what is missing.
 */
export async function upgradeProductLines(
  typed: Kysely<Database>,
  dialect: DialectName,
  now: string,
): Promise<boolean> {
  let changed = false;
  const catalogue = (api: string) => {
    const object = STANDARD_OBJECTS.find((candidate) => candidate.api === api);
    if (!object) throw new Error(`the catalogue has no ${api}`);
    return object;
  };
  for (const api of NEW_OBJECTS) {
    const installed = await typed
      .selectFrom('meta_object')
      .select('id')
      .where('id', '=', objectIdFor(api))
      .executeTakeFirst();
    if (!installed) {
      const object = catalogue(api);
      await installObject(typed, dialect, object, { now, sortOrder: STANDARD_OBJECTS.indexOf(object) });
      changed = true;
    }
  }
  for (const api of LINE_OBJECTS) {
    const object = catalogue(api);
    const objectId = objectIdFor(api);
    const fields = expandFields(object);
    const customerDiscount = fields.find((field) => field.api === 'customerdiscount');
    const hasCustomerDiscount = await typed
      .selectFrom('meta_field')
      .select('id')
      .where('id', '=', fieldIdFor(objectId, 'customerdiscount'))
      .executeTakeFirst();
    if (customerDiscount && !hasCustomerDiscount) {
      await insertField(typed, dialect, {
        objectId,
        table: tableNameFor(api),
        field: customerDiscount,
        sortOrder: fields.indexOf(customerDiscount),
        now,
      });
      changed = true;
    }
    const rateTypeId = fieldIdFor(objectId, 'ratetype');
    const rateType = await typed
      .selectFrom('meta_field')
      .select('type_code')
      .where('id', '=', rateTypeId)
      .executeTakeFirst();
    const options = fields.find((field) => field.api === 'ratetype')?.options ?? [];
    if (rateType?.type_code === 'S') {
      await typed
        .updateTable('meta_field')
        .set({ type_code: 'L', default_value: '1', length: 255 })
        .where('id', '=', rateTypeId)
        .execute();
      await insertPicklistValues(typed, rateTypeId, options);
      changed = true;
    }
  }
  return changed;
}

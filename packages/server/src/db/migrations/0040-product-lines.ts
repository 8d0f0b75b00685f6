import type { Kysely } from 'kysely';
import { expandFields } from '../../modules/metadata/catalogue/expand-fields.js';
import { STANDARD_OBJECTS } from '../../modules/metadata/catalogue/index.js';
import {
  fieldIdFor,
  insertField,
  insertPicklistValues,
  installObject,
  objectIdFor,
} from '../../modules/metadata/install-object.js';
import { tableNameFor } from '../../modules/metadata/object-table-ddl.js';
import type { DialectName } from '../database.js';
import type { Database } from '../schema.js';

const NEW_OBJECTS = ['salesorderdetail', 'pricebookentry'];
const LINE_OBJECTS = [
  'quotedetail',
  'velaorderdetail',
  'invoicedetail',
  'purchaseorderdetail',
  'salesorderdetail',
];

/**
 * Product lines as the line editor computes them: the price-book entry
 * object, lines for the 002 sales order, the customer discount on every
 * line, and the tax type as a picklist ('1' added, '2' included). A
 * database made after this catalogue change already has all of it from
 * 0013, so each step adds only what is missing.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const typed = db as Kysely<Database>;
  const now = new Date().toISOString();
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
    }
  }
}

import type { Kysely } from 'kysely';
import type { DialectName } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import { expandFields } from '../catalogue/expand-fields.js';
import { STANDARD_OBJECTS } from '../catalogue/index.js';
import { fieldIdFor, insertField, installObject, objectIdFor } from '../install-object.js';
import { tableNameFor } from '../object-table-ddl.js';

/** Fields added to objects installed before: [object api, field api]. */
const NEW_FIELDS: ReadonlyArray<readonly [string, string]> = [
  ['invoicedetail', 'orderdetailid'],
  ['velaproceeddetail', 'proceedid'],
];

/**
 * Order to invoice and receivables (once migration 0041): the receivable
 * object (`velaproceed`), the payment-detail row's lookup to it, and the
 * invoice line's lookup to the order line it invoices. An object installed
 * from the catalogue since has them, so each step adds only what is missing.
 */
export async function upgradeReceivables(
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
  const receivable = catalogue('velaproceed');
  const installed = await typed
    .selectFrom('meta_object')
    .select('id')
    .where('id', '=', objectIdFor(receivable.api))
    .executeTakeFirst();
  if (!installed) {
    await installObject(typed, dialect, receivable, { now, sortOrder: STANDARD_OBJECTS.indexOf(receivable) });
    changed = true;
  }
  for (const [objectApi, fieldApi] of NEW_FIELDS) {
    const objectId = objectIdFor(objectApi);
    const present = await typed
      .selectFrom('meta_field')
      .select('id')
      .where('id', '=', fieldIdFor(objectId, fieldApi))
      .executeTakeFirst();
    const fields = expandFields(catalogue(objectApi));
    const field = fields.find((candidate) => candidate.api === fieldApi);
    if (present || !field) continue;
    await insertField(typed, dialect, {
      objectId,
      table: tableNameFor(objectApi),
      field,
      sortOrder: fields.indexOf(field),
      now,
    });
    changed = true;
  }
  return changed;
}

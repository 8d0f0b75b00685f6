import type { Kysely } from 'kysely';
import { expandFields } from '../../modules/metadata/catalogue/expand-fields.js';
import { STANDARD_OBJECTS } from '../../modules/metadata/catalogue/index.js';
import {
  fieldIdFor,
  insertField,
  installObject,
  objectIdFor,
} from '../../modules/metadata/install-object.js';
import { tableNameFor } from '../../modules/metadata/object-table-ddl.js';
import type { DialectName } from '../database.js';
import type { Database } from '../schema.js';

/** Fields added to objects 0013 already installed: [object api, field api]. */
const NEW_FIELDS: ReadonlyArray<readonly [string, string]> = [
  ['invoicedetail', 'orderdetailid'],
  ['velaproceeddetail', 'proceedid'],
];

/**
 * Order to invoice and receivables: the receivable object (`velaproceed`),
 * the payment-detail row's lookup to it, and the invoice line's lookup to the
 * order line it invoices. A database made after this catalogue change has
 * them from 0013 already, so each step adds only what is missing.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const typed = db as Kysely<Database>;
  const now = new Date().toISOString();
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
  if (!installed)
    await installObject(typed, dialect, receivable, { now, sortOrder: STANDARD_OBJECTS.indexOf(receivable) });
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
  }
}

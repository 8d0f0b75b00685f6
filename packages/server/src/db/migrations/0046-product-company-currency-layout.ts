import type { Kysely } from 'kysely';
import { expandFields } from '../../modules/metadata/catalogue/expand-fields.js';
import { STANDARD_OBJECTS } from '../../modules/metadata/catalogue/index.js';
import {
  bumpMetadataRevision,
  defaultLayout,
  insertLayout,
  objectIdFor,
} from '../../modules/metadata/install-object.js';
import type { DialectName } from '../database.js';
import type { Database } from '../schema.js';

/**
 * The product's layout gets the spec's id `addlyccomponentpdt01` (spec 2 §4,
 * S2-B-084: on it the currency is the company currency). A database made
 * after this catalogue change has it from 0013; an older one gets the layout
 * and its record types point at it.
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  const typed = db as Kysely<Database>;
  const product = STANDARD_OBJECTS.find((object) => object.api === 'product');
  if (!product?.layoutId) return;
  const objectId = objectIdFor(product.api);
  const installed = await typed
    .selectFrom('meta_object')
    .select('id')
    .where('id', '=', objectId)
    .executeTakeFirst();
  const present = await typed
    .selectFrom('meta_layout')
    .select('id')
    .where('id', '=', product.layoutId)
    .executeTakeFirst();
  if (!installed || present) return;
  const layout = product.layouts?.[0] ?? defaultLayout(product, expandFields(product));
  await insertLayout(typed, objectId, layout, product.layoutId);
  await typed
    .updateTable('meta_record_type')
    .set({ layout_id: product.layoutId })
    .where('object_id', '=', objectId)
    .execute();
  await bumpMetadataRevision(typed);
}

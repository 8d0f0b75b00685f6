import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { expandFields } from '../catalogue/expand-fields.js';
import { STANDARD_OBJECTS } from '../catalogue/index.js';
import { defaultLayout, insertLayout, objectIdFor } from '../install-object.js';

/**
 * The product's layout gets the spec's id `addlyccomponentpdt01` (once
 * migration 0046; spec 2 §4, S2-B-084: on it the currency is the company
 * currency). A product installed from the catalogue since has it; an older
 * one gets the layout and its record types point at it.
 */
export async function upgradeProductLayoutId(typed: Kysely<Database>): Promise<boolean> {
  const product = STANDARD_OBJECTS.find((object) => object.api === 'product');
  if (!product?.layoutId) return false;
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
  if (!installed || present) return false;
  const layout = product.layouts?.[0] ?? defaultLayout(product, expandFields(product));
  await insertLayout(typed, objectId, layout, product.layoutId);
  await typed
    .updateTable('meta_record_type')
    .set({ layout_id: product.layoutId })
    .where('object_id', '=', objectId)
    .execute();
  return true;
}

import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test-support/test-database.js';
import { syncObjectCatalogue } from '../catalogue-sync.js';
import { fieldIdFor } from '../install-object.js';

/** A database made before the product-line fields gets them; one made after is left as it is. */
describeEachDatabase('catalogue upgrade (once migration 0040) product lines', (getDatabase) => {
  it('adds the customer discount and turns the tax type into a picklist on an older database', async () => {
    const { db } = getDatabase().handle;
    const rateType = fieldIdFor('quotedetail', 'ratetype');
    const customerDiscount = fieldIdFor('quotedetail', 'customerdiscount');
    // The older shape: ratetype free text, no customerdiscount field or column.
    await db
      .updateTable('meta_field')
      .set({ type_code: 'S', default_value: '' })
      .where('id', '=', rateType)
      .execute();
    await db.deleteFrom('meta_picklist_value').where('field_id', '=', rateType).execute();
    await db.deleteFrom('meta_layout_item').where('field_id', '=', customerDiscount).execute();
    await db.deleteFrom('meta_field').where('id', '=', customerDiscount).execute();
    await sql`alter table obj_quotedetail drop column customerdiscount`.execute(db);

    expect(await syncObjectCatalogue(getDatabase().handle)).toBe(true);
    expect(await syncObjectCatalogue(getDatabase().handle)).toBe(false);

    const field = await db
      .selectFrom('meta_field')
      .selectAll()
      .where('id', '=', rateType)
      .executeTakeFirstOrThrow();
    expect([field.type_code, field.default_value]).toEqual(['L', '1']);
    const values = await db
      .selectFrom('meta_picklist_value')
      .select(['code_key', 'is_default'])
      .where('field_id', '=', rateType)
      .orderBy('sort_order')
      .execute();
    expect(values).toEqual([
      { code_key: '1', is_default: 1 },
      { code_key: '2', is_default: 0 },
    ]);
    expect(
      await db
        .selectFrom('meta_field')
        .select('type_code')
        .where('id', '=', customerDiscount)
        .executeTakeFirst(),
    ).toEqual({
      type_code: 'P',
    });
    await sql`select customerdiscount from obj_quotedetail`.execute(db);
    const entries = await db
      .selectFrom('meta_object')
      .select('prefix')
      .where('id', '=', 'pricebookentry')
      .execute();
    expect(entries).toEqual([{ prefix: '01u' }]);
  });
});

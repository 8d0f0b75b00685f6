import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test-support/test-database.js';
import { expandFields } from '../catalogue/expand-fields.js';
import { STANDARD_OBJECTS } from '../catalogue/index.js';
import { syncObjectCatalogue } from '../catalogue-sync.js';
import { defaultLayout, fieldIdFor, insertLayout } from '../install-object.js';

const LAYOUT = 'addlyccomponentpdt01';

/** A database made before the product layout had the spec's id gets it; a newer one keeps it. */
describeEachDatabase(
  'catalogue upgrade (once migration 0046) product company-currency layout',
  (getDatabase) => {
    it('gives an older database the addlyccomponentpdt01 layout and points the product at it', async () => {
      const { db } = getDatabase().handle;
      const product = STANDARD_OBJECTS.find((object) => object.api === 'product')!;
      // The older shape: the product's layout under an id made from its name.
      const older = await insertLayout(db, 'product', defaultLayout(product, expandFields(product)));
      await db
        .updateTable('meta_record_type')
        .set({ layout_id: older })
        .where('object_id', '=', 'product')
        .execute();
      const sections = db.selectFrom('meta_layout_section').select('id').where('layout_id', '=', LAYOUT);
      await db.deleteFrom('meta_layout_item').where('section_id', 'in', sections).execute();
      await db.deleteFrom('meta_layout_section').where('layout_id', '=', LAYOUT).execute();
      await db.deleteFrom('meta_layout').where('id', '=', LAYOUT).execute();

      expect(await syncObjectCatalogue(getDatabase().handle)).toBe(true);
      expect(await syncObjectCatalogue(getDatabase().handle)).toBe(false);

      const types = await db
        .selectFrom('meta_record_type')
        .select('layout_id')
        .where('object_id', '=', 'product')
        .execute();
      expect(types.length).toBeGreaterThan(0);
      expect(new Set(types.map((type) => type.layout_id))).toEqual(new Set([LAYOUT]));
      const items = await db
        .selectFrom('meta_layout_item')
        .innerJoin('meta_layout_section', 'meta_layout_section.id', 'meta_layout_item.section_id')
        .select('meta_layout_item.field_id')
        .where('meta_layout_section.layout_id', '=', LAYOUT)
        .execute();
      expect(items.map((item) => item.field_id)).toContain(fieldIdFor('product', 'currency'));
    });
  },
);

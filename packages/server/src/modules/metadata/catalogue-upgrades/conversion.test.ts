import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test-support/test-database.js';
import { syncObjectCatalogue } from '../catalogue-sync.js';
import { fieldIdFor } from '../install-object.js';
import { tableNameFor } from '../object-table-ddl.js';
import { CONVERSION_FIELDS } from './conversion.js';

/** A database made before lead conversion and quote sync gets their fields, the Converted status and the auto-numbers. */
describeEachDatabase('catalogue upgrade: lead conversion and quote to order', (getDatabase) => {
  it('adds the conversion fields, the Converted lead status and the order name label to an older database, once', async () => {
    const { db } = getDatabase().handle;
    // The older shape: none of the fields, their columns or indexes; no Converted status; the order's name its number.
    for (const [objectApi, fieldApi] of CONVERSION_FIELDS) {
      const id = fieldIdFor(objectApi.toLowerCase(), fieldApi);
      const table = tableNameFor(objectApi);
      await db.deleteFrom('meta_layout_item').where('field_id', '=', id).execute();
      await db.deleteFrom('meta_lookup_filter').where('field_id', '=', id).execute();
      await db.deleteFrom('meta_field').where('id', '=', id).execute();
      await sql`drop index if exists ${sql.id(`${table}_${fieldApi}_idx`)}`.execute(db);
      await sql`alter table ${sql.id(table)} drop column ${sql.id(fieldApi)}`.execute(db);
    }
    const status = fieldIdFor('lead', 'status');
    await db
      .deleteFrom('meta_picklist_value')
      .where('field_id', '=', status)
      .where('code_key', '=', 'Converted')
      .execute();
    await db
      .updateTable('meta_field')
      .set({ label: 'Order number' })
      .where('id', '=', fieldIdFor('velaorder', 'name'))
      .execute();

    expect(await syncObjectCatalogue(getDatabase().handle)).toBe(true);
    expect(await syncObjectCatalogue(getDatabase().handle)).toBe(false);

    const numbers = await db
      .selectFrom('meta_field')
      .select(['id', 'type_code', 'formula', 'editable'])
      .where('id', 'in', [fieldIdFor('quote', 'quotenumber'), fieldIdFor('velaorder', 'ordernumber')])
      .orderBy('formula')
      .execute();
    expect(numbers).toEqual([
      { id: fieldIdFor('velaorder', 'ordernumber'), type_code: 'V', formula: 'ORD-{000000}', editable: 0 },
      { id: fieldIdFor('quote', 'quotenumber'), type_code: 'V', formula: 'Q-{000000}', editable: 0 },
    ]);
    for (const [objectApi, fieldApi] of CONVERSION_FIELDS) {
      await sql`select ${sql.id(fieldApi)} from ${sql.id(tableNameFor(objectApi))}`.execute(db);
      const onLayout = await db
        .selectFrom('meta_layout_item')
        .select('field_id')
        .where('field_id', '=', fieldIdFor(objectApi.toLowerCase(), fieldApi))
        .execute();
      expect(onLayout.length, `${objectApi}.${fieldApi} on a layout`).toBeGreaterThan(0);
    }
    const values = await db
      .selectFrom('meta_picklist_value')
      .select('code_key')
      .where('field_id', '=', status)
      .orderBy('sort_order')
      .execute();
    expect(values.map((value) => value.code_key).at(-1)).toBe('Converted');
    const orderName = await db
      .selectFrom('meta_field')
      .select('label')
      .where('id', '=', fieldIdFor('velaorder', 'name'))
      .executeTakeFirstOrThrow();
    expect(orderName.label).toBe('Order name');
  });
});

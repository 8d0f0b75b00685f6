import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test-support/test-database.js';
import { syncObjectCatalogue } from '../catalogue-sync.js';
import { fieldIdFor } from '../install-object.js';
import { tableNameFor } from '../object-table-ddl.js';

const ADDED = [
  ['invoicedetail', 'orderdetailid', 'velaorderdetail'],
  ['velaproceeddetail', 'proceedid', 'velaproceed'],
] as const;

/** A database made before receivables gets the invoice line's order-line lookup and the payment row's receivable lookup. */
describeEachDatabase('catalogue upgrade (once migration 0041) receivables', (getDatabase) => {
  it('adds the order-line and receivable lookups to an older database, once', async () => {
    const { db } = getDatabase().handle;
    // The older shape: neither lookup field, its column or its index.
    for (const [objectApi, fieldApi] of ADDED) {
      const id = fieldIdFor(objectApi, fieldApi);
      const table = tableNameFor(objectApi);
      await db.deleteFrom('meta_layout_item').where('field_id', '=', id).execute();
      await db.deleteFrom('meta_lookup_filter').where('field_id', '=', id).execute();
      await db.deleteFrom('meta_field').where('id', '=', id).execute();
      await sql`drop index if exists ${sql.id(`${table}_${fieldApi}_idx`)}`.execute(db);
      await sql`alter table ${sql.id(table)} drop column ${sql.id(fieldApi)}`.execute(db);
    }
    const receivables = () =>
      db.selectFrom('meta_object').select(['id', 'prefix']).where('id', '=', 'velaproceed').execute();
    const before = await receivables();
    expect(before).toHaveLength(1);

    expect(await syncObjectCatalogue(getDatabase().handle)).toBe(true);
    expect(await syncObjectCatalogue(getDatabase().handle)).toBe(false);

    for (const [objectApi, fieldApi, lookup] of ADDED) {
      const field = await db
        .selectFrom('meta_field')
        .select(['type_code', 'lookup_object_id'])
        .where('id', '=', fieldIdFor(objectApi, fieldApi))
        .execute();
      expect(field, `${objectApi}.${fieldApi}`).toEqual([{ type_code: 'Y', lookup_object_id: lookup }]);
      const filters = await db
        .selectFrom('meta_lookup_filter')
        .select('field_id')
        .where('field_id', '=', fieldIdFor(objectApi, fieldApi))
        .execute();
      expect(filters).toHaveLength(1);
      await sql`select ${sql.id(fieldApi)} from ${sql.id(tableNameFor(objectApi))}`.execute(db);
    }
    // The receivable object was there already: not installed a second time.
    expect(await receivables()).toEqual(before);
  });
});

import { type Kysely, sql } from 'kysely';
import { expect, it } from 'vitest';
import { fieldIdFor } from '../../modules/metadata/install-object.js';
import { tableNameFor } from '../../modules/metadata/object-table-ddl.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { up } from './0041-receivables.js';

const ADDED = [
  ['invoicedetail', 'orderdetailid', 'velaorderdetail'],
  ['velaproceeddetail', 'proceedid', 'velaproceed'],
] as const;

/** A database made before receivables gets the invoice line's order-line lookup and the payment row's receivable lookup. */
describeEachDatabase('migration 0041 receivables', (getDatabase) => {
  it('[S2-D-041] [S2-V-014] adds the order-line and receivable lookups to an older database, once', async () => {
    const { db, dialect } = getDatabase().handle;
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

    const untyped = db as unknown as Kysely<unknown>;
    await up(untyped, dialect);
    await up(untyped, dialect);

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

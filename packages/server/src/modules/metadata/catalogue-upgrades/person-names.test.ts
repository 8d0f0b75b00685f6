import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test-support/test-database.js';
import { syncObjectCatalogue } from '../catalogue-sync.js';
import { fieldIdFor } from '../install-object.js';
import { tableNameFor } from '../object-table-ddl.js';
import { PERSON_NAME_FIELDS } from './person-names.js';

describeEachDatabase('catalogue upgrade: person names on contacts and leads', (getDatabase) => {
  it('adds salutation, first and last name to an older database’s contacts and leads, with their layouts, once (issue 26 item 15)', async () => {
    const { db } = getDatabase().handle;
    for (const [objectApi, fieldApi] of PERSON_NAME_FIELDS) {
      const id = fieldIdFor(objectApi.toLowerCase(), fieldApi);
      const table = tableNameFor(objectApi);
      await db.deleteFrom('meta_layout_item').where('field_id', '=', id).execute();
      await db.deleteFrom('meta_picklist_value').where('field_id', '=', id).execute();
      await db.deleteFrom('meta_field').where('id', '=', id).execute();
      await sql`drop index if exists ${sql.id(`${table}_${fieldApi}_idx`)}`.execute(db);
      await sql`alter table ${sql.id(table)} drop column ${sql.id(fieldApi)}`.execute(db);
    }
    expect(await syncObjectCatalogue(getDatabase().handle)).toBe(true);
    expect(await syncObjectCatalogue(getDatabase().handle)).toBe(false);
    for (const objectApi of ['contact', 'lead']) {
      const fields = await db
        .selectFrom('meta_field')
        .select('api_name')
        .where('object_id', '=', objectApi)
        .where('api_name', 'in', ['salutation', 'firstname', 'lastname'])
        .execute();
      expect(fields.map((field) => field.api_name).sort(), objectApi).toEqual([
        'firstname',
        'lastname',
        'salutation',
      ]);
      const salutations = await db
        .selectFrom('meta_picklist_value')
        .select('code_key')
        .where('field_id', '=', fieldIdFor(objectApi, 'salutation'))
        .execute();
      expect(salutations.map((value) => value.code_key)).toContain('Dr.');
      const onLayouts = await db
        .selectFrom('meta_layout_item')
        .select('field_id')
        .where('field_id', '=', fieldIdFor(objectApi, 'lastname'))
        .execute();
      expect(onLayouts.length, objectApi).toBeGreaterThan(0);
    }
  });
});

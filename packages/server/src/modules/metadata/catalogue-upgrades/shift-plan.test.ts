import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test-support/test-database.js';
import { syncObjectCatalogue } from '../catalogue-sync.js';
import { fieldIdFor } from '../install-object.js';

const NEW_FIELDS = ['shifttype', 'description'].map((api) => fieldIdFor('shift', api));

/** A database whose Shift object 0013 installed before the shift plan gains the plan's fields and status. */
describeEachDatabase('catalogue upgrade (once migration 0060) shift plan', (getDatabase) => {
  it('gives an older Shift object its type, notes and Published status, on its layout, once', async () => {
    const { db } = getDatabase().handle;
    // The older shape: no shift type, no notes, two statuses.
    await db.deleteFrom('meta_layout_item').where('field_id', 'in', NEW_FIELDS).execute();
    await db.deleteFrom('meta_layout_section').where('title', '=', 'Notes').execute();
    await db.deleteFrom('meta_picklist_value').where('field_id', 'in', NEW_FIELDS).execute();
    await db
      .deleteFrom('meta_picklist_value')
      .where('field_id', '=', fieldIdFor('shift', 'status'))
      .where('code_key', '=', 'Published')
      .execute();
    await db.deleteFrom('meta_field').where('id', 'in', NEW_FIELDS).execute();
    for (const column of ['shifttype', 'description'])
      await sql`alter table obj_shift drop column ${sql.id(column)}`.execute(db);

    expect(await syncObjectCatalogue(getDatabase().handle)).toBe(true);
    expect(await syncObjectCatalogue(getDatabase().handle)).toBe(false);

    const fields = await db
      .selectFrom('meta_field')
      .select(['api_name', 'type_code'])
      .where('id', 'in', NEW_FIELDS)
      .execute();
    expect(fields.map((field) => `${field.api_name}:${field.type_code}`).sort()).toEqual([
      'description:X',
      'shifttype:L',
    ]);
    const statuses = await db
      .selectFrom('meta_picklist_value')
      .select('code_key')
      .where('field_id', '=', fieldIdFor('shift', 'status'))
      .orderBy('sort_order')
      .execute();
    expect(statuses.map((row) => row.code_key)).toEqual(['Tentative', 'Confirmed', 'Published']);
    const items = await db
      .selectFrom('meta_layout_item')
      .select('field_id')
      .where('field_id', 'in', NEW_FIELDS)
      .execute();
    expect(items.map((item) => item.field_id).sort()).toEqual([...NEW_FIELDS].sort());
    // The columns are back: a shift with a type and notes can be written.
    await sql`update obj_shift set shifttype = 'Day', description = 'x' where 1 = 0`.execute(db);
    // Done once: an administrator turning the history off afterwards keeps it off across starts.
    await db.updateTable('meta_object').set({ enable_history: 0 }).where('id', '=', 'shift').execute();
    expect(await syncObjectCatalogue(getDatabase().handle)).toBe(false);
    const shift = await db
      .selectFrom('meta_object')
      .select('enable_history')
      .where('id', '=', 'shift')
      .execute();
    expect(shift).toEqual([{ enable_history: 0 }]);
  });
});

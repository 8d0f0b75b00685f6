import { type Kysely, sql } from 'kysely';
import { expect, it } from 'vitest';
import { fieldIdFor } from '../../modules/metadata/install-object.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { up } from './0060-shift-plan.js';

const NEW_FIELDS = ['shifttype', 'description'].map((api) => fieldIdFor('shift', api));

/** A database whose Shift object 0013 installed before the shift plan gains the plan's fields and status. */
describeEachDatabase('migration 0060 shift plan', (getDatabase) => {
  it('gives an older Shift object its type, notes and Published status, on its layout, once', async () => {
    const { db, dialect } = getDatabase().handle;
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

    const untyped = db as unknown as Kysely<unknown>;
    await up(untyped, dialect);
    await up(untyped, dialect);

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
  });
});

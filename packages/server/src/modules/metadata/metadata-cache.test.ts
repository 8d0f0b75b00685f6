import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import type { CurrentUser } from '../../http/current-user.js';
import { actingUser, changeContextOf } from '../../test-support/acting-user.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser } from '../../test-support/test-users.js';
import { addField } from './changes/add-field.js';
import { addValidationRule } from './changes/add-validation-rule.js';
import { createObject } from './changes/create-object.js';
import { deleteField } from './changes/delete-field.js';
import { savePicklistValues } from './changes/save-picklist-values.js';
import { updateField } from './changes/update-field.js';
import { CACHED_TABLE_NAMES, loadMetadata, readMetadataTables, storedMetadata } from './metadata-cache.js';

/**
 * The cache re-reads only the metadata rows that changed (migration 0166's change log): after every kind of
 * change the snapshot it builds must equal one built from a full read of every table.
 */
describeEachDatabase('metadata cache: re-reading only what changed', (getDatabase) => {
  let admin: CurrentUser;
  let objId = '';
  const context = () => changeContextOf(getDatabase().handle);

  /** The cached snapshot next to one read whole at the same revision. */
  async function expectSameAsFullRead(): Promise<void> {
    const cached = await storedMetadata(getDatabase().handle);
    const full = await loadMetadata(getDatabase().handle.db, cached.revision);
    expect(cached).toEqual(full);
  }

  beforeAll(async () => {
    admin = actingUser(await createTestUser(getDatabase().handle, { name: 'Cache Admin' }));
    await storedMetadata(getDatabase().handle);
    ({ objId } = await createObject(context(), admin, {
      api: 'gizmo',
      prefix: 'gz1',
      label: 'Gizmo',
      plural: 'Gizmos',
      fields: [
        {
          api: 'colour',
          type: 'L',
          label: 'Colour',
          options: [
            ['r', 'Red'],
            ['g', 'Green'],
          ],
        },
      ],
    }));
  });

  it('logs a change to every table the snapshot is built from, by a trigger of the database', async () => {
    const { handle } = getDatabase();
    const triggered =
      handle.dialect === 'postgres'
        ? await sql<{
            table: string;
          }>`select distinct event_object_table as "table" from information_schema.triggers
            where trigger_name like '%_changed'`.execute(handle.db)
        : await sql<{ table: string }>`select distinct tbl_name as "table" from sqlite_master
            where type = 'trigger' and name like '%_changed'`.execute(handle.db);
    const tables = triggered.rows.map((row) => row.table);
    for (const table of CACHED_TABLE_NAMES) expect(tables, table).toContain(table);
  });

  it('builds after a new object the same snapshot as a full read', async () => {
    await expectSameAsFullRead();
    expect((await storedMetadata(getDatabase().handle)).byId.get(objId)?.fieldsByApi.has('colour')).toBe(
      true,
    );
  });

  it('sees an added, a changed and a deleted field, each as a full read would', async () => {
    const { handle } = getDatabase();
    const { fieldId } = await addField(context(), admin, {
      objId,
      field: { api: 'size_note', type: 'S', label: 'Size note', length: 40 },
    });
    await expectSameAsFullRead();
    expect((await storedMetadata(handle)).fieldsById.get(fieldId)?.label).toBe('Size note');

    await updateField(context(), admin, { fieldId, label: 'Size remark', labels: { de: 'Größe' } });
    await expectSameAsFullRead();
    const changed = (await storedMetadata(handle)).fieldsById.get(fieldId);
    expect(changed?.label).toBe('Size remark');
    expect(changed?.labels).toMatchObject({ de: 'Größe' });

    await deleteField(context(), admin, { fieldId });
    await expectSameAsFullRead();
    expect((await storedMetadata(handle)).fieldsById.has(fieldId)).toBe(false);
  });

  it('sees changed picklist values and a new validation rule (tables re-read whole)', async () => {
    const { handle } = getDatabase();
    const colour = (await storedMetadata(handle)).byId.get(objId)?.fieldsByApi.get('colour');
    await savePicklistValues(context(), admin, {
      fieldId: colour?.id ?? '',
      values: [
        { codekey: 'b', codevalue: 'Blue', isdefaultvalue: true },
        { codekey: 'r', codevalue: 'Red' },
      ],
    });
    await addValidationRule(context(), admin, {
      objId,
      name: 'Colour set',
      formula: 'ISPICKVAL(colour, "b")',
      message: 'Blue is sold out',
    });
    await expectSameAsFullRead();
    const gizmo = (await storedMetadata(handle)).byId.get(objId);
    expect(gizmo?.fieldsByApi.get('colour')?.picklist.map((value) => value.codeValue)).toEqual([
      'Blue',
      'Red',
    ]);
    expect(gizmo?.validationRules.map((rule) => rule.name)).toEqual(['Colour set']);
  });

  it('reads only the changed rows when few changed, and every row when the log cannot say', async () => {
    const { handle } = getDatabase();
    const before = await readMetadataTables(handle.db);
    expect(await readMetadataTables(handle.db, before)).toBe(before);
    await addField(context(), admin, { objId, field: { api: 'weight', type: 'N', label: 'Weight' } });
    const after = await readMetadataTables(handle.db, before);
    expect(after.generation).toBeGreaterThan(before.generation);
    // Unchanged tables are the same arrays; the field table is the old rows plus the new one.
    expect(after.rows.meta_object).toBe(before.rows.meta_object);
    expect(after.rows.meta_picklist_value).toBe(before.rows.meta_picklist_value);
    expect(after.rows.meta_field.length).toBe(before.rows.meta_field.length + 1);
    expect(
      after.rows.meta_field.filter((row) => !before.rows.meta_field.includes(row)).map((r) => r.api_name),
    ).toEqual(['weight']);
    // A log pruned past what the caller holds (the count of changes does not match) means a full read.
    await addField(context(), admin, { objId, field: { api: 'height', type: 'N', label: 'Height' } });
    await handle.db.deleteFrom('meta_change').execute();
    const reread = await readMetadataTables(handle.db, after);
    expect(reread.rows.meta_object).not.toBe(after.rows.meta_object);
    expect(reread.rows.meta_field.some((row) => row.api_name === 'height')).toBe(true);
    await expectSameAsFullRead();
  });
});

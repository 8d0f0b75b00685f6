import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/migrate.js';
import type { Database } from '../../db/schema.js';
import {
  createTestDatabase,
  dialectsUnderTest,
  type TestDatabase,
} from '../../test-support/test-database.js';
import { REGIONS, STANDARD_OBJECTS } from './catalogue/index.js';
import { syncObjectCatalogue } from './catalogue-sync.js';

const META_TABLES = [
  'meta_object',
  'meta_field',
  'meta_record_type',
  'meta_layout',
  'meta_layout_section',
  'meta_layout_item',
  'meta_picklist_value',
  'meta_region',
  'meta_field_dependency',
  'meta_dynamic_rule',
  'meta_lookup_expression',
  'meta_validation_rule',
  'meta_duplicate_rule',
  'meta_lookup_filter',
  'meta_revision',
] as const satisfies ReadonlyArray<keyof Database>;

/** Every metadata row, in a fixed order: what a sync may change. */
async function metadataRows(database: TestDatabase): Promise<string[]> {
  const rows: string[] = [];
  for (const table of META_TABLES) {
    const all = await database.handle.db.selectFrom(table).selectAll().execute();
    rows.push(...all.map((row) => `${table} ${JSON.stringify(row)}`).sort());
  }
  return rows;
}

for (const dialect of await dialectsUnderTest()) {
  describe(`catalogue sync [${dialect}]`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase(dialect, { catalogue: false });
    });
    afterAll(async () => {
      await database?.dispose();
    });

    it('leaves the catalogue out of the migrations, installs it after them, and changes nothing the second time', async () => {
      const { db } = database.handle;
      const objects = () => db.selectFrom('meta_object').select('id').execute();
      expect(await objects()).toEqual([]);

      expect(await syncObjectCatalogue(database.handle)).toBe(true);
      expect(await objects()).toHaveLength(STANDARD_OBJECTS.length);
      expect((await db.selectFrom('meta_region').select('code').execute()).length).toBeGreaterThanOrEqual(
        REGIONS.length,
      );
      const installed = await metadataRows(database);

      // A second start: the migrations and the sync find everything in place.
      await migrateToLatest(database.handle);
      expect(await syncObjectCatalogue(database.handle)).toBe(false);
      expect(await metadataRows(database)).toEqual(installed);
    });

    it('[S1-R-074] gives the opportunity table the covering index of the grouped reports, once (issue 19)', async () => {
      const { db } = database.handle;
      const found = await (dialect === 'sqlite'
        ? sql<{
            name: string;
          }>`select name from sqlite_master where type = 'index' and name = 'obj_opportunity_report_idx'`
        : sql<{
            name: string;
          }>`select indexname as name from pg_indexes where indexname = 'obj_opportunity_report_idx'`
      ).execute(db);
      expect(found.rows).toHaveLength(1);
      // The next start finds it and changes nothing.
      expect(await syncObjectCatalogue(database.handle)).toBe(false);
    });

    it('installs a standard object the database lacks, and tells running servers to reload the metadata', async () => {
      const { db } = database.handle;
      const revision = () => db.selectFrom('meta_revision').select('revision').executeTakeFirstOrThrow();
      const before = await revision();
      // An object the catalogue gained after this database was made (its table gone with it).
      const tables = await db
        .selectFrom('meta_object')
        .select('table_name')
        .where('id', '=', 'pricebookentry')
        .execute();
      expect(tables).toHaveLength(1);
      await removeObject(database, 'pricebookentry', tables[0]!.table_name);

      expect(await syncObjectCatalogue(database.handle)).toBe(true);
      expect(
        await db.selectFrom('meta_object').select('prefix').where('id', '=', 'pricebookentry').execute(),
      ).toEqual([{ prefix: '01u' }]);
      expect((await revision()).revision).toBe(before.revision + 1);
      expect(await syncObjectCatalogue(database.handle)).toBe(false);
    });
  });
}

/** Takes an object's rows and table out, as if it had never been installed. */
async function removeObject(database: TestDatabase, objectId: string, table: string): Promise<void> {
  const { db } = database.handle;
  const fields = db.selectFrom('meta_field').select('id').where('object_id', '=', objectId);
  const layouts = db.selectFrom('meta_layout').select('id').where('object_id', '=', objectId);
  const sections = db.selectFrom('meta_layout_section').select('id').where('layout_id', 'in', layouts);
  await db.deleteFrom('meta_layout_item').where('section_id', 'in', sections).execute();
  await db.deleteFrom('meta_layout_item').where('field_id', 'in', fields).execute();
  await db.deleteFrom('meta_layout_section').where('layout_id', 'in', layouts).execute();
  await db.deleteFrom('meta_record_type').where('object_id', '=', objectId).execute();
  await db.deleteFrom('meta_layout').where('object_id', '=', objectId).execute();
  await db.deleteFrom('meta_picklist_value').where('field_id', 'in', fields).execute();
  await db.deleteFrom('meta_lookup_filter').where('field_id', 'in', fields).execute();
  for (const other of ['meta_field_dependency', 'meta_dynamic_rule', 'meta_lookup_expression'] as const)
    await db.deleteFrom(other).where('object_id', '=', objectId).execute();
  for (const other of ['meta_validation_rule', 'meta_duplicate_rule'] as const)
    await db.deleteFrom(other).where('object_id', '=', objectId).execute();
  await db.deleteFrom('meta_field').where('object_id', '=', objectId).execute();
  await db.deleteFrom('meta_object').where('id', '=', objectId).execute();
  await db.schema.dropTable(table).execute();
}

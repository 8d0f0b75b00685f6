import type { Kysely } from 'kysely';

/**
 * Record types in setup (issue 18), owned by the metadata module: the picklist values each record type
 * offers and its default among them (field id → { values, defaultValue }; a picklist left out offers
 * every value; the column is typed on 0010's table), and the record type a profile's new records start
 * with (no row: the object's default record type).
 */
export interface MetaRecordTypeProfileDefaultTable {
  profile_id: string;
  object_id: string;
  record_type_id: string;
}

export interface RecordTypeProfileDefaultTables {
  meta_record_type_profile_default: MetaRecordTypeProfileDefaultTable;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('meta_record_type')
    .addColumn('picklists_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema
    .createTable('meta_record_type_profile_default')
    .addColumn('profile_id', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text', (c) => c.notNull().references('meta_object.id'))
    .addColumn('record_type_id', 'text', (c) => c.notNull().references('meta_record_type.id'))
    .addPrimaryKeyConstraint('meta_record_type_profile_default_pk', ['profile_id', 'object_id'])
    .execute();
}

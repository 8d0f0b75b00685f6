import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.js';

/**
 * Global search and tags (issue 7).
 * - search_vocabulary: the distinct words of each object table's keyword index
 *   on PostgreSQL, kept by statement triggers, so a typo can be turned into
 *   the stored word it meant (SQLite reads the same words from an fts5vocab
 *   table over its FTS5 index and never uses this table).
 * - tag, record_tag: tag names per organisation and the records they are on.
 */
export interface SearchVocabularyTable {
  table_name: string;
  /** A lower-cased word; compared byte-wise (collate "C" on PostgreSQL) so a prefix is a range. */
  term: string;
}

export interface TagTable {
  id: string;
  org_id: string;
  name: string;
  /** The name lower-cased: one tag per name and organisation, whatever its case. */
  name_key: string;
  created_by: string;
  created_at: string;
}

export interface RecordTagTable {
  tag_id: string;
  record_id: string;
  /** The record's object, so a tag's records are read one object table at a time. */
  object_id: string;
  created_by: string;
  created_at: string;
}

export interface SearchAndTagTables {
  search_vocabulary: SearchVocabularyTable;
  tag: TagTable;
  record_tag: RecordTagTable;
}

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') {
    await sql`create table search_vocabulary (
      table_name text not null,
      term text collate "C" not null,
      primary key (table_name, term)
    )`.execute(db);
  } else {
    await db.schema
      .createTable('search_vocabulary')
      .addColumn('table_name', 'text', (c) => c.notNull())
      .addColumn('term', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('search_vocabulary_pk', ['table_name', 'term'])
      .execute();
  }
  await db.schema
    .createTable('tag')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tag_org_name_uq').on('tag').columns(['org_id', 'name_key']).unique().execute();
  await db.schema
    .createTable('record_tag')
    .addColumn('tag_id', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('record_tag_pk', ['tag_id', 'record_id'])
    .execute();
  await db.schema.createIndex('record_tag_record_idx').on('record_tag').column('record_id').execute();
  await db.schema
    .createIndex('record_tag_object_idx')
    .on('record_tag')
    .columns(['tag_id', 'object_id', 'record_id'])
    .execute();
}

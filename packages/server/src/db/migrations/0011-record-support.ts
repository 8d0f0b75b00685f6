import type { Generated, Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { autoIncrementPrimaryKey } from '../dialect-sql.js';

/**
 * What the record engine keeps beside the per-object tables: field history
 * of tracked fields, and the normalised match keys duplicate rules search by
 * (one indexed lookup instead of normalising a million rows at save time).
 */
export interface RecordHistoryTable {
  id: Generated<number>;
  object_id: string;
  record_id: string;
  field_api: string;
  old_value: string | null;
  new_value: string | null;
  changed_by: string;
  changed_at: string;
  /** What the change was made through: `flow:<name>` for a record-triggered flow's save, '' otherwise (migration 0160). */
  changed_via: Generated<string>;
}

export interface RecordMatchKeyTable {
  rule_id: string;
  match_key: string;
  record_id: string;
}

export interface RecordSupportTables {
  record_history: RecordHistoryTable;
  record_match_key: RecordMatchKeyTable;
}

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('record_history')
    .addColumn('id', 'integer', autoIncrementPrimaryKey(dialect))
    .addColumn('object_id', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('field_api', 'text', (c) => c.notNull())
    .addColumn('old_value', 'text')
    .addColumn('new_value', 'text')
    .addColumn('changed_by', 'text', (c) => c.notNull())
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('record_history_record_idx')
    .on('record_history')
    .columns(['record_id', 'changed_at'])
    .execute();

  await db.schema
    .createTable('record_match_key')
    .addColumn('rule_id', 'text', (c) => c.notNull())
    .addColumn('match_key', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('record_match_key_lookup_idx')
    .on('record_match_key')
    .columns(['rule_id', 'match_key'])
    .execute();
  await db.schema
    .createIndex('record_match_key_record_idx')
    .on('record_match_key')
    .column('record_id')
    .execute();
}

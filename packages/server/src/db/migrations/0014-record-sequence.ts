import type { Kysely } from 'kysely';

/** The next number of each auto-number (V) field, so numbering never needs a count over the table. */
export interface RecordSequenceTable {
  object_id: string;
  field_api: string;
  next_value: number;
}

export interface RecordSequenceTables {
  record_sequence: RecordSequenceTable;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('record_sequence')
    .addColumn('object_id', 'text', (c) => c.notNull())
    .addColumn('field_api', 'text', (c) => c.notNull())
    .addColumn('next_value', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('record_sequence_pk', ['object_id', 'field_api'])
    .execute();
}

import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';

/**
 * The records module's answers to saves, by the client's request id (issue 16
 * item 11): a save sent again after a lost answer (a crash, a dropped
 * connection) gets the first answer instead of making the record twice.
 * Kept per user, for a day (SAVE_IDEMPOTENCY_TTL_MS), then removed.
 */
export interface SaveIdempotencyTable {
  user_id: string;
  request_key: string;
  /** A digest of the save's body: the same key with another body is a client bug, refused. */
  body_digest: string;
  /** The save's answer (the results list) as JSON. */
  answer_json: string;
  created_at: string;
}

export interface SaveIdempotencyTables {
  save_idempotency: SaveIdempotencyTable;
}

export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('save_idempotency')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('request_key', 'text', (c) => c.notNull())
    .addColumn('body_digest', 'text', (c) => c.notNull())
    .addColumn('answer_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('save_idempotency_pk', ['user_id', 'request_key'])
    .execute();
  await db.schema
    .createIndex('save_idempotency_created_idx')
    .on('save_idempotency')
    .column('created_at')
    .execute();
}

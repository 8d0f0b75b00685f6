import type { Kysely } from 'kysely';

/**
 * Client pools, follows and record files (issue 7, record-detail extras).
 * A pool owns its records through a queue user (an inactive app_user row that
 * cannot sign in), so every owner column, list and filter works unchanged and
 * shows the pool's name. Times are ISO-8601 UTC text.
 */
export interface ClientPoolTable {
  id: string;
  org_id: string;
  /** The object whose records the pool holds (Lead or Account). */
  object_id: string;
  name: string;
  /** The queue user that owns the pool's records. */
  queue_user_id: string;
  /** How many records claimed from this pool a user may hold at once. */
  claim_limit: number;
  created_at: string;
  /** 1 active, 0 deactivated by an administrator (added by migration 0056). */
  is_active: number;
}

export interface ClientPoolMemberTable {
  pool_id: string;
  user_id: string;
  /** 1: the user assigns the pool's records to members (and reads and edits them). */
  is_manager: number;
}

/** A record a user claimed from a pool and still holds: counted against the pool's claim limit. */
export interface ClientPoolClaimTable {
  pool_id: string;
  record_id: string;
  user_id: string;
  claimed_at: string;
}

/** What happened to pooled records: claim, return (with the reason), assign. */
export interface ClientPoolEventTable {
  id: string;
  org_id: string;
  pool_id: string;
  record_id: string;
  kind: string;
  user_id: string;
  target_user_id: string | null;
  reason: string;
  created_at: string;
}

export interface RecordFollowTable {
  user_id: string;
  object_id: string;
  record_id: string;
  created_at: string;
}

/** A file that belongs to a record: attached on its Files tab ('attached') or held by a file field ('field'). */
export interface RecordFileTable {
  org_id: string;
  object_id: string;
  record_id: string;
  file_id: string;
  source: string;
  added_by: string;
  added_at: string;
}

export interface PoolsFollowsFilesTables {
  client_pool: ClientPoolTable;
  client_pool_member: ClientPoolMemberTable;
  client_pool_claim: ClientPoolClaimTable;
  client_pool_event: ClientPoolEventTable;
  record_follow: RecordFollowTable;
  record_file: RecordFileTable;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('client_pool')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('queue_user_id', 'text', (c) => c.notNull().unique())
    .addColumn('claim_limit', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('client_pool_org_idx')
    .on('client_pool')
    .columns(['org_id', 'object_id'])
    .execute();

  await db.schema
    .createTable('client_pool_member')
    .addColumn('pool_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('is_manager', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('client_pool_member_pk', ['pool_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('client_pool_member_user_idx')
    .on('client_pool_member')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('client_pool_claim')
    .addColumn('pool_id', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull().primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('claimed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('client_pool_claim_user_idx')
    .on('client_pool_claim')
    .columns(['pool_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('client_pool_event')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('pool_id', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('target_user_id', 'text')
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('client_pool_event_record_idx')
    .on('client_pool_event')
    .column('record_id')
    .execute();

  await db.schema
    .createTable('record_follow')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('record_follow_pk', ['user_id', 'record_id'])
    .execute();

  await db.schema
    .createTable('record_file')
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('file_id', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('added_by', 'text', (c) => c.notNull())
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('record_file_pk', ['record_id', 'file_id'])
    .execute();
  await db.schema.createIndex('record_file_file_idx').on('record_file').column('file_id').execute();
}

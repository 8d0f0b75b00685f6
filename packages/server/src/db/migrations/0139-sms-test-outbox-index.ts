import type { Kysely } from 'kysely';

/**
 * The test provider's outbox is read newest first per organisation (issue 23's outbox screen) and
 * pruned to its last texts on each send: both walk this index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('sms_test_outbox_org_idx')
    .on('sms_test_outbox')
    .columns(['org_id', 'created_at'])
    .execute();
}

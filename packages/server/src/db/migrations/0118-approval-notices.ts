import type { Kysely } from 'kysely';

/**
 * Approval notices delivered live (issue 20): a notification row is written
 * inside the decision's transaction and pushed (real-time channel, e-mail)
 * only after it commits, so `pushed` marks the rows already handed on; the
 * rows of before count as pushed. Each person's choice of e-mail notices is
 * kept beside their delegate. `pushed` is typed on 0100's notification table.
 */
export interface ApprovalPreferenceTable {
  org_id: string;
  user_id: string;
  /** 1: the person also gets their approval notices by e-mail. */
  email_notices: number;
}

export interface ApprovalNoticeTables {
  approval_preference: ApprovalPreferenceTable;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('approval_notification')
    .addColumn('pushed', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('approval_notification_unpushed_idx')
    .on('approval_notification')
    .columns(['pushed', 'created_at'])
    .execute();
  await db.schema
    .createTable('approval_preference')
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('email_notices', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('approval_preference_pk', ['org_id', 'user_id'])
    .execute();
}

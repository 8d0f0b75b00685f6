import type { Kysely } from 'kysely';

/**
 * Approval notices in the reader's language (issue 20): a notice keeps its
 * message key and values (core's ApprovalNoticeMessage, as JSON) and is put
 * into words when read, in the reader's language. Notices stored before keep
 * '' here and are shown by their text. `message` is typed on 0100's
 * notification table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('approval_notification')
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

import type { Kysely } from 'kysely';

/**
 * The built-in test providers' outboxes (issue 23), read newest first per organisation and pruned to
 * their last messages on each send:
 * - the text-message test provider's `sms_test_outbox` (0113) gets the index both walk;
 * - the organisation's outgoing e-mail server may be the test provider (`mail_org_server.kind` 'test',
 *   typed on 0103's table), which keeps each message in `mail_test_outbox` instead of handing it to
 *   an SMTP server.
 */
export interface MailTestOutboxTable {
  id: string;
  org_id: string;
  from_address: string;
  /** To, CC and BCC, comma-separated, as the envelope had them. */
  to_addresses: string;
  subject: string;
  /** The message's text (its HTML as text when it had no text part), cut to a preview. */
  body_text: string;
  attachment_count: number;
  created_at: string;
}

export interface TestOutboxTables {
  mail_test_outbox: MailTestOutboxTable;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('sms_test_outbox_org_idx')
    .on('sms_test_outbox')
    .columns(['org_id', 'created_at'])
    .execute();
  await db.schema
    .alterTable('mail_org_server')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('smtp'))
    .execute();
  await db.schema
    .createTable('mail_test_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('from_address', 'text', (c) => c.notNull())
    .addColumn('to_addresses', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body_text', 'text', (c) => c.notNull())
    .addColumn('attachment_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('mail_test_outbox_org_idx')
    .on('mail_test_outbox')
    .columns(['org_id', 'created_at'])
    .execute();
}

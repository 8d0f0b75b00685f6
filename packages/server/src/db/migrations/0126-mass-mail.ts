import type { ColumnType, Kysely } from 'kysely';

/**
 * Mass e-mail (issue 23): one row per send (a template to a list view's contacts or leads, at a pace)
 * and one per recipient, queued when it starts and marked sent, failed (the server's refusal) or
 * skipped as the job runner works through them a minute's allowance at a time. A recipient's row is
 * what its unsubscribe link names.
 */
export interface MailMassSendTable {
  id: string;
  org_id: string;
  user_id: string;
  template_id: string;
  template_name: string;
  object_api: string;
  per_minute: number;
  /** sending, done */
  status: string;
  skipped_opt_out: number;
  skipped_no_address: number;
  created_at: string;
  finished_at: string | null;
}

export interface MailMassRecipientTable {
  id: string;
  send_id: string;
  /** The order they go in (the list's, by name). */
  seq: number;
  record_id: string;
  object_api: string;
  name: string;
  address: string;
  /** The record's language when it started; the version sent once it went. */
  language: string;
  /** queued, sent, failed, skipped, bounced (sent, then reported undeliverable: 0164) */
  status: string;
  reason: string;
  sent_at: string | null;
  unsubscribed_at: string | null;
  /** Added by 0164: when a delivery status notification reported it undeliverable. */
  bounced_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface MassMailTables {
  mail_mass_send: MailMassSendTable;
  mail_mass_recipient: MailMassRecipientTable;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_mass_send')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('template_id', 'text', (c) => c.notNull())
    .addColumn('template_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('object_api', 'text', (c) => c.notNull())
    .addColumn('per_minute', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('skipped_opt_out', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('skipped_no_address', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema
    .createTable('mail_mass_recipient')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('send_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('object_api', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sent_at', 'text')
    .addColumn('unsubscribed_at', 'text')
    .execute();
  await db.schema
    .createIndex('mail_mass_recipient_send_idx')
    .on('mail_mass_recipient')
    .columns(['send_id', 'status', 'seq'])
    .execute();
}

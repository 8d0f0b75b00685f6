import type { Kysely } from 'kysely';

/**
 * E-mails as records (issue 23, `emailobject`): a sent or received message names the record of the
 * standard object EmailMessage that mirrors it (subject, from, to, date, direction, related record), so
 * a move, a delete or a new relation of the message reaches its record. A mass e-mail's recipient whose
 * server later reported it undeliverable (a bounce read by the mailbox's sync) is marked with when.
 * Owned by module mail; the columns are typed on 0103's and 0126's tables.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_message').addColumn('email_record_id', 'text').execute();
  await db.schema.alterTable('mail_mass_recipient').addColumn('bounced_at', 'text').execute();
}

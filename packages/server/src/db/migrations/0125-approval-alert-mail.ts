import type { Kysely } from 'kysely';

/**
 * Approval e-mail alerts sent for real (issue 20): one row per e-mail an
 * alert sends (a person, or an address read from a field of the record), kept
 * beside the request so its history shows each e-mail as queued, sent, or
 * failed with the server's reason. The sending itself is a job of the job
 * runner that names the row.
 */
export interface ApprovalAlertMailTable {
  id: string;
  org_id: string;
  request_id: string;
  record_id: string;
  /** The moment that sent it: submit, stepApproved, finalApproval, finalRejection or recall. */
  event: string;
  /** The alert's subject as the administrator wrote it ('' when a template gives it). */
  subject: string;
  template_id: string;
  /** The user it goes to; '' for an address read from a field. */
  user_id: string;
  address: string;
  /** The recipient's language, for the template's version. */
  language: string;
  /** Whoever's action set the alert off: the template's {!$User…}. */
  actor_id: string;
  status: string;
  attempts: number;
  error: string;
  created_at: string;
  sent_at: string | null;
}

export interface ApprovalAlertMailTables {
  approval_alert_mail: ApprovalAlertMailTable;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('approval_alert_mail')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('template_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('actor_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema
    .createIndex('approval_alert_mail_request_idx')
    .on('approval_alert_mail')
    .columns(['request_id', 'created_at'])
    .execute();
}

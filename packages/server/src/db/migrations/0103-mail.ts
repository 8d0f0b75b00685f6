import type { ColumnType, Generated, Kysely } from 'kysely';

/**
 * E-mail (issue 23): a mailbox per user, the organisation's outgoing server,
 * messages (received, sent and drafts) with their attachments, and which
 * records each message is related to. Passwords are stored encrypted
 * (modules/mail/secret-box.ts); the sync position per folder (UIDVALIDITY and
 * the last UID seen) lives in sync_state_json so a stopped sync resumes.
 */
export interface MailMailboxTable {
  id: string;
  org_id: string;
  user_id: string;
  /** The owner as they saved it: the sync job relates messages as them. */
  user_json: string;
  email_address: string;
  display_name: string;
  imap_host: string;
  imap_port: number;
  imap_tls: number;
  use_org_smtp: number;
  smtp_host: string;
  smtp_port: number;
  smtp_tls: number;
  username: string;
  password_enc: string;
  /** { [imapPath]: { uidValidity, lastUid } } */
  sync_state_json: string;
  last_sync_at: string;
  /** When a synchronisation was last asked for: later than last_sync_at while one is queued or running. */
  sync_queued_at: string;
  last_error: string;
  created_at: string;
  updated_at: string;
}

export interface MailOrgServerTable {
  org_id: string;
  /** smtp | test (0139: the built-in test provider keeps what it sends in mail_test_outbox). */
  kind: Generated<string>;
  smtp_host: string;
  smtp_port: number;
  smtp_tls: number;
  username: string;
  password_enc: string;
  from_address: string;
  updated_at: string;
}

export interface MailMessageTable {
  id: string;
  org_id: string;
  user_id: string;
  /** '' for a message sent through the organisation's server with no mailbox. */
  mailbox_id: string;
  /** inbox | sent | drafts | other */
  folder: string;
  /** received | sent | draft */
  status: string;
  imap_path: string;
  uid_validity: number;
  uid: number;
  message_id: string;
  in_reply_to: string;
  references_json: string;
  thread_id: string;
  from_address: string;
  from_name: string;
  to_json: string;
  cc_json: string;
  bcc_json: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** Lower-case subject, addresses and text, for search. */
  search_text: string;
  sent_at: string;
  has_attachments: number;
  problem: string;
  /** Gone from the server (deleted, or moved to the trash); kept so relations stay explainable. */
  is_deleted: number;
  created_at: string;
  /** Added by 0164: the EmailMessage record mirroring a sent or received message (null for drafts). */
  email_record_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface MailAttachmentTable {
  id: string;
  message_id: string;
  /** The bytes are a file of the files module. */
  file_id: string;
  name: string;
  type: string;
  size: number;
}

export interface MailRelationTable {
  message_id: string;
  record_id: string;
  object_api: string;
  record_name: string;
  /** address | manual */
  how: string;
  /** The message's time, copied so a record's timeline is one indexed read. */
  sent_at: string;
}

export interface MailTables {
  mail_mailbox: MailMailboxTable;
  mail_org_server: MailOrgServerTable;
  mail_message: MailMessageTable;
  mail_attachment: MailAttachmentTable;
  mail_relation: MailRelationTable;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_mailbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_json', 'text', (c) => c.notNull())
    .addColumn('email_address', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('imap_host', 'text', (c) => c.notNull())
    .addColumn('imap_port', 'integer', (c) => c.notNull())
    .addColumn('imap_tls', 'integer', (c) => c.notNull())
    .addColumn('use_org_smtp', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('smtp_host', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('smtp_port', 'integer', (c) => c.notNull())
    .addColumn('smtp_tls', 'integer', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('password_enc', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sync_state_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('last_sync_at', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sync_queued_at', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_error', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('mail_org_server')
    .addColumn('org_id', 'text', (c) => c.primaryKey())
    .addColumn('smtp_host', 'text', (c) => c.notNull())
    .addColumn('smtp_port', 'integer', (c) => c.notNull())
    .addColumn('smtp_tls', 'integer', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('password_enc', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('from_address', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('mail_message')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('mailbox_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('folder', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('imap_path', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('uid_validity', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('uid', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('message_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('in_reply_to', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('references_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('thread_id', 'text', (c) => c.notNull())
    .addColumn('from_address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('from_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('to_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('cc_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('bcc_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('subject', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('text_body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('html_body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addColumn('has_attachments', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('problem', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('mail_message_folder_idx')
    .on('mail_message')
    .columns(['user_id', 'folder', 'sent_at'])
    .execute();
  await db.schema
    .createIndex('mail_message_uid_idx')
    .on('mail_message')
    .columns(['mailbox_id', 'imap_path', 'uid'])
    .execute();
  await db.schema
    .createIndex('mail_message_mid_idx')
    .on('mail_message')
    .columns(['user_id', 'message_id'])
    .execute();
  await db.schema.createIndex('mail_message_thread_idx').on('mail_message').columns(['thread_id']).execute();
  await db.schema
    .createTable('mail_attachment')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('file_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('mail_attachment_message_idx')
    .on('mail_attachment')
    .columns(['message_id'])
    .execute();
  await db.schema
    .createTable('mail_relation')
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('object_api', 'text', (c) => c.notNull())
    .addColumn('record_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('how', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('mail_relation_pk', ['message_id', 'record_id'])
    .execute();
  await db.schema
    .createIndex('mail_relation_record_idx')
    .on('mail_relation')
    .columns(['record_id', 'sent_at'])
    .execute();
}

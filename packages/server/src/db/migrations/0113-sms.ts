import type { Kysely } from 'kysely';

/**
 * Text messages (issue 23): the organisation's provider (its token sealed with the server key), every
 * text sent or received with its delivery status, the numbers that replied STOP, and the test
 * provider's outbox (what it would have handed a carrier).
 */
export interface SmsProviderTable {
  org_id: string;
  /** twilio | test */
  kind: string;
  account_sid: string;
  auth_token_enc: string;
  from_number: string;
  api_base_url: string;
  callback_base_url: string;
  default_country_code: string;
  updated_at: string;
}

export interface SmsMessageTable {
  id: string;
  org_id: string;
  /** outbound | inbound */
  direction: string;
  record_id: string;
  object_api: string;
  record_name: string;
  to_number: string;
  from_number: string;
  body: string;
  /** queued | sent | delivered | failed | received */
  status: string;
  failure_reason: string;
  /** The provider's id of the message (Twilio's SM… sid), '' until sent. */
  provider_id: string;
  template_name: string;
  language: string;
  sender_id: string;
  sender_name: string;
  created_at: string;
  updated_at: string;
}

export interface SmsOptOutTable {
  org_id: string;
  phone: string;
  created_at: string;
}

export interface SmsTestOutboxTable {
  id: string;
  org_id: string;
  to_number: string;
  from_number: string;
  body: string;
  status_callback: string;
  created_at: string;
}

export interface SmsTables {
  sms_provider: SmsProviderTable;
  sms_message: SmsMessageTable;
  sms_opt_out: SmsOptOutTable;
  sms_test_outbox: SmsTestOutboxTable;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sms_provider')
    .addColumn('org_id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('account_sid', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('auth_token_enc', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('from_number', 'text', (c) => c.notNull())
    .addColumn('api_base_url', 'text', (c) => c.notNull())
    .addColumn('callback_base_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('default_country_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sms_message')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('direction', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('object_api', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('record_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('to_number', 'text', (c) => c.notNull())
    .addColumn('from_number', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('failure_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('provider_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('template_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sender_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sender_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sms_message_org_idx')
    .on('sms_message')
    .columns(['org_id', 'created_at'])
    .execute();
  await db.schema.createIndex('sms_message_record_idx').on('sms_message').columns(['record_id']).execute();
  await db.schema
    .createIndex('sms_message_provider_idx')
    .on('sms_message')
    .columns(['provider_id'])
    .execute();
  await db.schema
    .createTable('sms_opt_out')
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('sms_opt_out_pk', ['org_id', 'phone'])
    .execute();
  await db.schema
    .createTable('sms_test_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('to_number', 'text', (c) => c.notNull())
    .addColumn('from_number', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status_callback', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

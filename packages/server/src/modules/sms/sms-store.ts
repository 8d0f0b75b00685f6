import { randomBytes } from 'node:crypto';
import type { SmsMessage } from '@vela/core';
import type { Insertable, Selectable } from 'kysely';
import type { SmsMessageTable } from '../../db/migrations/0113-sms.js';
import type { SmsContext } from './provider-settings.js';

export type TextRow = Selectable<SmsMessageTable>;

/** The job that hands one queued text to the provider. */
export const SMS_SEND_JOB = 'sms.send';
/** Retries with the runner's back-off (seconds, then minutes) before a text fails for good. */
export const SMS_SEND_ATTEMPTS = 5;
/** The test provider's delivery report, run as its own job as a carrier's report arrives later. */
export const SMS_TEST_REPORT_JOB = 'sms.testReport';

export const newSmsId = () => `sms_${randomBytes(10).toString('hex')}`;

export function textView(row: TextRow): SmsMessage {
  const status = (['queued', 'sent', 'delivered', 'failed', 'received'] as const).find(
    (value) => value === row.status,
  );
  return {
    id: row.id,
    direction: row.direction === 'inbound' ? 'inbound' : 'outbound',
    recordId: row.record_id,
    objectApi: row.object_api,
    recordName: row.record_name,
    to: row.to_number,
    from: row.from_number,
    body: row.body,
    status: status ?? 'queued',
    failureReason: row.failure_reason,
    templateName: row.template_name,
    language: row.language,
    senderName: row.sender_name,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

type Optional = 'failure_reason' | 'provider_id' | 'template_name' | 'language' | 'sender_id' | 'sender_name';
type NewText = Omit<Insertable<SmsMessageTable>, 'id' | 'created_at' | 'updated_at' | Optional> &
  Partial<Pick<Insertable<SmsMessageTable>, Optional>>;

export async function insertText(context: SmsContext, values: NewText): Promise<string> {
  const id = newSmsId();
  const now = context.now().toISOString();
  await context.database.db
    .insertInto('sms_message')
    .values({
      failure_reason: '',
      provider_id: '',
      template_name: '',
      language: '',
      sender_id: '',
      sender_name: '',
      ...values,
      id,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

export async function isOptedOut(context: SmsContext, orgId: string, phone: string): Promise<boolean> {
  const row = await context.database.db
    .selectFrom('sms_opt_out')
    .select('phone')
    .where('org_id', '=', orgId)
    .where('phone', '=', phone)
    .executeTakeFirst();
  return row !== undefined;
}

export async function setOptOut(
  context: SmsContext,
  orgId: string,
  phone: string,
  out: boolean,
): Promise<void> {
  const db = context.database.db;
  await db.deleteFrom('sms_opt_out').where('org_id', '=', orgId).where('phone', '=', phone).execute();
  if (out)
    await db
      .insertInto('sms_opt_out')
      .values({ org_id: orgId, phone, created_at: context.now().toISOString() })
      .execute();
}

import { normalisePhoneNumber, optOutReply } from '@vela/core';
import type { RunningJob } from '../jobs/index.js';
import { callbackUrls, providerOf, providerRow, type SmsContext } from './provider-settings.js';
import { SmsSendError } from './sms-provider.js';
import { insertText, SMS_SEND_ATTEMPTS, SMS_TEST_REPORT_JOB, setOptOut } from './sms-store.js';
import type { TestDeliveryReport } from './test-provider.js';

const DONE = new Set(['delivered', 'failed', 'received']);

/** Twilio's message statuses as the list shows them; the others (accepted, scheduled …) change nothing. */
function statusOf(providerStatus: string): 'sent' | 'delivered' | 'failed' | null {
  switch (providerStatus) {
    case 'sending':
    case 'sent':
      return 'sent';
    case 'delivered':
    case 'read':
      return 'delivered';
    case 'undelivered':
    case 'failed':
    case 'canceled':
      return 'failed';
    default:
      return null;
  }
}

async function settle(
  context: SmsContext,
  id: string,
  values: { status: string; failure_reason?: string; provider_id?: string },
): Promise<void> {
  await context.database.db
    .updateTable('sms_message')
    .set({ ...values, updated_at: context.now().toISOString() })
    .where('id', '=', id)
    .execute();
}

function testReporter(context: SmsContext) {
  return async (report: TestDeliveryReport) => {
    await context.jobs.enqueueJob(SMS_TEST_REPORT_JOB, report, { orgId: report.orgId });
  };
}

/**
 * Hands one queued text to the provider. A refusal no retry mends fails the text with the
 * provider's reason; an unreachable provider throws, so the runner retries with back-off, and
 * the last attempt records why it gave up.
 */
export async function sendQueuedText(
  context: SmsContext,
  job: RunningJob<{ messageId: string }>,
): Promise<void> {
  const row = await context.database.db
    .selectFrom('sms_message')
    .selectAll()
    .where('id', '=', job.payload.messageId)
    .executeTakeFirst();
  // Already handed over by an attempt whose lease ran out: never text twice.
  if (row?.status !== 'queued') return;
  const provider = await providerRow(context, row.org_id);
  if (!provider) {
    await settle(context, row.id, {
      status: 'failed',
      failure_reason: 'The text-message provider was removed',
    });
    return;
  }
  try {
    const accepted = await providerOf(context, provider, testReporter(context)).send({
      to: row.to_number,
      from: provider.from_number,
      body: row.body,
      statusCallbackUrl: callbackUrls(provider).status,
    });
    // A fast provider's report may already have settled it: keep the later status.
    await context.database.db
      .updateTable('sms_message')
      .set({ provider_id: accepted.providerId, updated_at: context.now().toISOString() })
      .where('id', '=', row.id)
      .execute();
    await context.database.db
      .updateTable('sms_message')
      .set({ status: 'sent' })
      .where('id', '=', row.id)
      .where('status', '=', 'queued')
      .execute();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const permanent = error instanceof SmsSendError && error.permanent;
    if (permanent || job.attempt >= SMS_SEND_ATTEMPTS) {
      await settle(context, row.id, {
        status: 'failed',
        failure_reason: permanent ? reason : `${reason} (gave up after ${job.attempt} attempts)`,
      });
      return;
    }
    throw error;
  }
}

/** A delivery report: the text's status moves on, never back (reports may arrive out of order). */
export async function applyDeliveryStatus(
  context: SmsContext,
  orgId: string,
  report: { providerId: string; providerStatus: string; reason: string },
): Promise<boolean> {
  const status = statusOf(report.providerStatus);
  const row = await context.database.db
    .selectFrom('sms_message')
    .select(['id', 'status'])
    .where('org_id', '=', orgId)
    .where('provider_id', '=', report.providerId)
    .executeTakeFirst();
  if (!row) return false;
  if (!status || DONE.has(row.status) || (status === 'sent' && row.status === 'sent')) return true;
  await settle(context, row.id, {
    status,
    failure_reason: status === 'failed' ? report.reason || 'The carrier did not deliver it' : '',
  });
  return true;
}

/** The test provider's own report, once the text has been taken. */
export async function applyTestReport(
  context: SmsContext,
  job: RunningJob<TestDeliveryReport>,
): Promise<void> {
  const report = job.payload;
  // The report can come before the send job has written the provider's id; the retry finds it.
  const found = await applyDeliveryStatus(context, report.orgId, {
    providerId: report.providerId,
    providerStatus: report.status,
    reason: report.reason,
  });
  if (!found) throw new Error(`no text with provider id ${report.providerId} yet`);
}

/**
 * A reply: kept on the record the number was last texted from, and a STOP (or START) reply
 * changes whether the number may be texted.
 */
export async function receiveReply(
  context: SmsContext,
  orgId: string,
  message: { from: string; to: string; body: string; providerId: string },
): Promise<void> {
  const provider = await providerRow(context, orgId);
  const from = normalisePhoneNumber(message.from, provider?.default_country_code ?? '') ?? message.from;
  const last = await context.database.db
    .selectFrom('sms_message')
    .select(['record_id', 'object_api', 'record_name'])
    .where('org_id', '=', orgId)
    .where('direction', '=', 'outbound')
    .where('to_number', '=', from)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  await insertText(context, {
    org_id: orgId,
    direction: 'inbound',
    record_id: last?.record_id ?? '',
    object_api: last?.object_api ?? '',
    record_name: last?.record_name ?? '',
    to_number: message.to,
    from_number: from,
    body: message.body,
    status: 'received',
    provider_id: message.providerId,
  });
  const reply = optOutReply(message.body);
  if (reply) await setOptOut(context, orgId, from, reply === 'out');
}

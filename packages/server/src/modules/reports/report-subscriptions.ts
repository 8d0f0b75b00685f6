import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import {
  MAIL_MAX_ATTACHMENT_BYTES,
  MAX_REPORT_SUBSCRIPTIONS,
  nextSubscriptionRun,
  parseAddressList,
  type ReportSubscription,
  type saveReportSubscriptionContract,
} from '@vela/core';
import type { z } from 'zod';
import type { ReportSubscriptionTable } from '../../db/migrations/0114-report-subscriptions.js';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, badRequest, ErrorCode, notFound } from '../../http/envelope.js';
import { effectiveTimeZone, findOrgUser, loadUserInfo } from '../auth/index.js';
import { TABLE_CONTENT_TYPES, type TableFormat } from '../exports/index.js';
import { sendMessage } from '../mail/index.js';
import type { ModuleContext } from '../module.js';
import { reportFileName, writeReportTable } from './report-export.js';
import { planReport } from './report-plan.js';
import { readReport, readReportFor } from './report-store.js';

/** The scheduler's sweep (recurring) and one subscription's delivery (a job each). */
export const REPORT_SUBSCRIPTION_SWEEP_JOB = 'report-subscriptions-due';
export const REPORT_SUBSCRIPTION_JOB = 'report-subscription-send';
/** How often due subscriptions are looked for: a subscription's hour starts within this. */
export const SUBSCRIPTION_SWEEP_MS = 5 * 60_000;

export type SubscriptionInput = z.output<(typeof saveReportSubscriptionContract)['request']>;

const REPORT_GONE = 'The report was deleted, or you may no longer run it: nothing was sent';

function recipientsOf(row: ReportSubscriptionTable): string[] {
  return JSON.parse(row.recipients_json) as string[];
}

async function toView(
  context: ModuleContext,
  user: CurrentUser,
  row: ReportSubscriptionTable,
  reportNames: ReadonlyMap<string, string>,
): Promise<ReportSubscription> {
  const name = reportNames.get(row.report_id);
  return {
    id: row.id,
    reportId: row.report_id,
    reportName: name ?? '',
    reportDeleted: name === undefined,
    frequency: row.frequency === 'weekly' ? 'weekly' : 'daily',
    hour: Number(row.hour),
    weekday: Number(row.weekday),
    format: row.format === 'csv' ? 'csv' : 'xlsx',
    recipients: [...(user.email ? [user.email] : []), ...recipientsOf(row)],
    timeZone: await effectiveTimeZone(context.database.db, user.userId),
    nextRunAt: row.next_run_at,
    lastRunAt: row.last_run_at,
    status: row.status === 'sent' || row.status === 'failed' ? row.status : 'pending',
    lastError: row.last_error,
  };
}

/** The names of the reports the user may still run, among these ids. */
async function runnableNames(context: ModuleContext, user: CurrentUser, ids: readonly string[]) {
  const names = new Map<string, string>();
  for (const id of new Set(ids)) {
    const report = await readReport(context.database, user, id).catch((error: unknown) => {
      if (error instanceof AppError && error.code === ErrorCode.NOT_FOUND) return null;
      throw error;
    });
    if (report) names.set(id, report.name);
  }
  return names;
}

export async function listSubscriptions(
  context: ModuleContext,
  user: CurrentUser,
  reportId?: string,
): Promise<ReportSubscription[]> {
  let query = context.database.db
    .selectFrom('report_subscription')
    .selectAll()
    .where('org_id', '=', user.orgId)
    .where('user_id', '=', user.userId);
  if (reportId) query = query.where('report_id', '=', reportId);
  const rows = await query.orderBy('created_at').orderBy('id').execute();
  const names = await runnableNames(
    context,
    user,
    rows.map((row) => row.report_id),
  );
  return Promise.all(rows.map((row) => toView(context, user, row, names)));
}

async function ownRow(context: ModuleContext, user: CurrentUser, id: string) {
  const row = await context.database.db
    .selectFrom('report_subscription')
    .selectAll()
    .where('id', '=', id)
    .where('org_id', '=', user.orgId)
    .where('user_id', '=', user.userId)
    .executeTakeFirst();
  if (!row) throw notFound(`Subscription "${id}"`);
  return row;
}

/** Subscribes (no id) or changes a subscription; refuses a report the user may not run and bad addresses. */
export async function saveSubscription(
  context: ModuleContext,
  user: CurrentUser,
  input: SubscriptionInput,
): Promise<ReportSubscription> {
  // A subscription mails the report as a file: the person must be allowed to export it.
  const report = await readReportFor(context.database, user, input.reportId, 'export');
  const extra = input.recipients.filter((entry) => entry !== '');
  const { addresses, invalid } = parseAddressList(extra.join(','));
  if (invalid.length > 0) throw badRequest(`recipients: "${invalid[0]}" is not an e-mail address`);
  if (!user.email && addresses.length === 0)
    throw badRequest('recipients: your account has no e-mail address; name at least one recipient');
  const timeZone = await effectiveTimeZone(context.database.db, user.userId);
  const schedule = { frequency: input.frequency, hour: input.hour, weekday: input.weekday };
  const values = {
    report_id: report.id,
    frequency: input.frequency,
    hour: input.hour,
    weekday: input.weekday,
    format: input.format,
    recipients_json: JSON.stringify(addresses.filter((address) => address !== user.email.toLowerCase())),
    next_run_at: nextSubscriptionRun(schedule, context.now(), timeZone).toISOString(),
  };
  let id = input.id;
  if (id) {
    await ownRow(context, user, id);
    await context.database.db.updateTable('report_subscription').set(values).where('id', '=', id).execute();
  } else {
    const held = await context.database.db
      .selectFrom('report_subscription')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', user.userId)
      .executeTakeFirstOrThrow();
    if (Number(held.n) >= MAX_REPORT_SUBSCRIPTIONS)
      throw badRequest(
        `You hold ${MAX_REPORT_SUBSCRIPTIONS} subscriptions, the most one person may; end one first`,
      );
    id = randomUUID();
    await context.database.db
      .insertInto('report_subscription')
      .values({
        ...values,
        id,
        org_id: user.orgId,
        user_id: user.userId,
        last_run_at: null,
        status: 'pending',
        last_error: '',
        created_at: context.now().toISOString(),
      })
      .execute();
  }
  const row = await ownRow(context, user, id);
  return toView(context, user, row, new Map([[report.id, report.name]]));
}

export async function deleteSubscription(
  context: ModuleContext,
  user: CurrentUser,
  id: string,
): Promise<void> {
  await ownRow(context, user, id);
  await context.database.db.deleteFrom('report_subscription').where('id', '=', id).execute();
}

/** Queues one delivery; a delivery of it already queued or running is not doubled. */
export async function queueDelivery(
  context: ModuleContext,
  row: Pick<ReportSubscriptionTable, 'id' | 'org_id' | 'user_id'>,
) {
  return context.jobs.enqueueJob(
    REPORT_SUBSCRIPTION_JOB,
    { subscriptionId: row.id },
    { orgId: row.org_id, createdBy: row.user_id, uniqueKey: `${REPORT_SUBSCRIPTION_JOB}:${row.id}` },
  );
}

export async function sendNow(context: ModuleContext, user: CurrentUser, id: string) {
  const row = await ownRow(context, user, id);
  return { id, jobId: await queueDelivery(context, row) };
}

/** The sweep: each due subscription moves to its next time and gets a delivery job. */
export async function queueDueSubscriptions(context: ModuleContext): Promise<number> {
  const now = context.now();
  const due = await context.database.db
    .selectFrom('report_subscription')
    .selectAll()
    .where('next_run_at', '<=', now.toISOString())
    .execute();
  for (const row of due) {
    const timeZone = await effectiveTimeZone(context.database.db, row.user_id);
    const next = nextSubscriptionRun(
      {
        frequency: row.frequency === 'weekly' ? 'weekly' : 'daily',
        hour: Number(row.hour),
        weekday: Number(row.weekday),
      },
      now,
      timeZone,
    );
    await context.database.db
      .updateTable('report_subscription')
      .set({ next_run_at: next.toISOString() })
      .where('id', '=', row.id)
      .execute();
    await queueDelivery(context, row);
  }
  return due.length;
}

class TooLarge extends Error {}

/** The report's file in memory (it goes into a message), refused past what a message may carry. */
async function reportFile(context: ModuleContext, user: CurrentUser, reportId: string, format: TableFormat) {
  const report = await readReportFor(context.database, user, reportId, 'export');
  const plan = await planReport(context, user, report.definition);
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  let size = 0;
  out.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > MAIL_MAX_ATTACHMENT_BYTES) out.destroy(new TooLarge());
    else chunks.push(chunk);
  });
  const tally = { rows: 0 };
  try {
    await writeReportTable(context, user, plan, format, out, tally);
  } catch (error) {
    // The writer fails however the destroyed stream makes it; the size says why.
    throw size > MAIL_MAX_ATTACHMENT_BYTES ? new TooLarge() : error;
  }
  return { report, bytes: Buffer.concat(chunks), rows: tally.rows };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * One delivery: the report runs as its subscriber (their rows, their fields) and goes out through
 * the mail sender as a message from them, with the file attached. What stops it (the report gone,
 * the account deactivated, no outgoing server, a file too large) is kept on the subscription for its
 * list to show; nothing is retried that would fail again.
 */
export async function deliverSubscription(context: ModuleContext, subscriptionId: string): Promise<void> {
  const row = await context.database.db
    .selectFrom('report_subscription')
    .selectAll()
    .where('id', '=', subscriptionId)
    .executeTakeFirst();
  if (!row) return;
  const finish = (status: 'sent' | 'failed', error: string) =>
    context.database.db
      .updateTable('report_subscription')
      .set({ status, last_error: error, last_run_at: context.now().toISOString() })
      .where('id', '=', row.id)
      .execute();
  const account = await findOrgUser(context.database, row.org_id, row.user_id);
  if (!account?.isActive) return void (await finish('failed', "The subscriber's account is deactivated"));
  // The file's headings are in the subscriber's language, as their own export would be.
  const language = (await loadUserInfo(context.database, account.id))?.language;
  const user: CurrentUser = {
    ...(language ? { language } : {}),
    userId: account.id,
    orgId: account.orgId,
    email: account.email,
    name: account.name,
    isPartner: account.isPartner,
    partnerAccountId: account.partnerAccountId,
    profileId: account.profileId,
    roleId: account.roleId,
    sessionId: null,
    channelId: null,
  };
  const format: TableFormat = row.format === 'csv' ? 'csv' : 'xlsx';
  let file: Awaited<ReturnType<typeof reportFile>>;
  try {
    file = await reportFile(context, user, row.report_id, format);
  } catch (error) {
    if (error instanceof AppError && error.code === ErrorCode.NOT_FOUND)
      return void (await finish('failed', REPORT_GONE));
    if (error instanceof AppError && error.code === ErrorCode.FORBIDDEN)
      return void (await finish('failed', error.message));
    if (error instanceof AppError)
      return void (await finish('failed', `The report cannot run: ${error.message}`));
    if (error instanceof TooLarge)
      return void (await finish(
        'failed',
        `The file is larger than the ${MAIL_MAX_ATTACHMENT_BYTES / 1024 / 1024} MB a message carries; add filters to the report`,
      ));
    throw error;
  }
  const name = reportFileName(file.report.name, format);
  const to = [...(user.email ? [user.email] : []), ...recipientsOf(row)];
  const sent = await sendMessage(context, user, {
    to,
    cc: [],
    bcc: [],
    subject: `Report: ${file.report.name}`,
    html: `<p>${escapeHtml(file.report.name)} (${escapeHtml(file.report.objectLabel)}), run ${escapeHtml(context.now().toISOString().slice(0, 16).replace('T', ' '))} UTC: ${file.rows} rows in the attached ${escapeHtml(name)}.</p>`,
    attachments: [
      {
        name,
        type: TABLE_CONTENT_TYPES[format].split(';')[0] as string,
        contentBase64: file.bytes.toString('base64'),
      },
    ],
    inReplyTo: '',
    draftId: '',
    relatedIds: [],
    draftOnly: false,
  });
  if (sent.status === 'sent') await finish('sent', '');
  else await finish('failed', `Not sent: ${sent.detail || sent.problem || 'the mail server refused it'}`);
}

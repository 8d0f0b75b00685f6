import { randomUUID } from 'node:crypto';
import {
  MAX_REPORT_SUBSCRIPTIONS,
  nextSubscriptionRun,
  parseAddressList,
  type SubscriptionFrequency,
  type SubscriptionSchedule,
} from '@vela/core';
import type { Selectable } from 'kysely';
import type { ReportSubscriptionTable } from '../../db/migrations/0114-report-subscriptions.js';
import { withCallerLanguage } from '../../http/caller-language.js';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, badRequest, ErrorCode, notFound } from '../../http/envelope.js';
import { callerOfAccount, effectiveTimeZone } from '../auth/index.js';
import { sendMessage } from '../mail/index.js';
import type { ModuleContext } from '../module.js';

/**
 * Subscriptions (issue 19): a report or a dashboard run as its subscriber on a schedule and e-mailed.
 * One table, one sweep and one set of rules for both; what a subscription is to (its subject) says
 * who reaches it and what its message holds.
 */
export type SubscriptionTarget = 'report' | 'dashboard';
export type SubscriptionRow = Selectable<ReportSubscriptionTable>;

/** The scheduler's sweep (recurring, every target) and one delivery per subscription (a job each). */
export const SUBSCRIPTION_SWEEP_JOB = 'report-subscriptions-due';
/** How often due subscriptions are looked for: a subscription's hour starts within this. */
export const SUBSCRIPTION_SWEEP_MS = 5 * 60_000;
export const subscriptionJob = (target: SubscriptionTarget) => `${target}-subscription-send`;

export interface SubscriptionMail {
  subject: string;
  html: string;
  attachments: Array<{ name: string; type: string; contentBase64: string }>;
}

/** What stops one delivery for a reason the subscription keeps and shows (never retried). */
export class SubscriptionFailure extends Error {}

export interface SubscriptionSubject {
  target: SubscriptionTarget;
  /** 'report', 'dashboard': named in what a failed run says. */
  noun: string;
  /** What a run says when the subscriber no longer reaches the subject. */
  gone: string;
  /** The subject as the person reaches it, to list (see) or to subscribe to; refuses otherwise. */
  reach(
    context: ModuleContext,
    user: CurrentUser,
    id: string,
    purpose: 'list' | 'subscribe',
  ): Promise<{ id: string; name: string }>;
  /** Refuses an extra recipient who may not have it (checked when saved and at every run). */
  checkRecipients?(
    context: ModuleContext,
    user: CurrentUser,
    id: string,
    addresses: readonly string[],
  ): Promise<void>;
  /** The message, composed as the subscriber: their rows, their fields, their language. */
  compose(context: ModuleContext, user: CurrentUser, row: SubscriptionRow): Promise<SubscriptionMail>;
}

/** A subscription as every subject's list shows it; each subject's contract names its parts. */
export interface SubscriptionView {
  id: string;
  subjectId: string;
  subjectName: string;
  subjectDeleted: boolean;
  frequency: SubscriptionFrequency;
  hour: number;
  weekday: number;
  dayOfMonth: number;
  format: 'csv' | 'xlsx';
  recipients: string[];
  timeZone: string;
  nextRunAt: string;
  lastRunAt: string | null;
  status: 'pending' | 'sent' | 'failed';
  lastError: string;
}

export interface SubscriptionInput {
  id?: string | undefined;
  subjectId: string;
  frequency: SubscriptionFrequency;
  hour: number;
  weekday: number;
  dayOfMonth: number;
  format: 'csv' | 'xlsx';
  recipients: string[];
}

const recipientsOf = (row: SubscriptionRow): string[] => JSON.parse(row.recipients_json) as string[];

const frequencyOf = (row: SubscriptionRow): SubscriptionFrequency =>
  row.frequency === 'weekly' || row.frequency === 'monthly' ? row.frequency : 'daily';

const scheduleOf = (row: SubscriptionRow): SubscriptionSchedule => ({
  frequency: frequencyOf(row),
  hour: Number(row.hour),
  weekday: Number(row.weekday),
  dayOfMonth: Number(row.day_of_month),
});

async function toView(
  context: ModuleContext,
  user: CurrentUser,
  row: SubscriptionRow,
  names: ReadonlyMap<string, string>,
): Promise<SubscriptionView> {
  const name = names.get(row.report_id);
  return {
    id: row.id,
    subjectId: row.report_id,
    subjectName: name ?? '',
    subjectDeleted: name === undefined,
    ...scheduleOf(row),
    dayOfMonth: Number(row.day_of_month),
    format: row.format === 'csv' ? 'csv' : 'xlsx',
    recipients: [...(user.email ? [user.email] : []), ...recipientsOf(row)],
    timeZone: await effectiveTimeZone(context.database.db, user.userId),
    nextRunAt: row.next_run_at,
    lastRunAt: row.last_run_at,
    status: row.status === 'sent' || row.status === 'failed' ? row.status : 'pending',
    lastError: row.last_error,
  };
}

/** A refusal of "not found" as no answer; any other refusal stands. */
async function unlessNotFound<T>(work: Promise<T>): Promise<T | null> {
  return work.catch((error: unknown) => {
    if (error instanceof AppError && error.code === ErrorCode.NOT_FOUND) return null;
    throw error;
  });
}

export async function listSubscriptions(
  context: ModuleContext,
  user: CurrentUser,
  subject: SubscriptionSubject,
  subjectId?: string,
): Promise<SubscriptionView[]> {
  let query = context.database.db
    .selectFrom('report_subscription')
    .selectAll()
    .where('org_id', '=', user.orgId)
    .where('user_id', '=', user.userId)
    .where('target', '=', subject.target);
  if (subjectId) query = query.where('report_id', '=', subjectId);
  const rows = await query.orderBy('created_at').orderBy('id').execute();
  const names = new Map<string, string>();
  for (const id of new Set(rows.map((row) => row.report_id))) {
    const reached = await unlessNotFound(subject.reach(context, user, id, 'list'));
    if (reached) names.set(id, reached.name);
  }
  return Promise.all(rows.map((row) => toView(context, user, row, names)));
}

async function ownRow(context: ModuleContext, user: CurrentUser, target: SubscriptionTarget, id: string) {
  const row = await context.database.db
    .selectFrom('report_subscription')
    .selectAll()
    .where('id', '=', id)
    .where('org_id', '=', user.orgId)
    .where('user_id', '=', user.userId)
    .where('target', '=', target)
    .executeTakeFirst();
  if (!row) throw notFound(`Subscription "${id}"`);
  return row;
}

/** Subscribes (no id) or changes a subscription; refuses a subject the user may not have and bad addresses. */
export async function saveSubscription(
  context: ModuleContext,
  user: CurrentUser,
  subject: SubscriptionSubject,
  input: SubscriptionInput,
): Promise<SubscriptionView> {
  const reached = await subject.reach(context, user, input.subjectId, 'subscribe');
  const extra = input.recipients.filter((entry) => entry !== '');
  const { addresses, invalid } = parseAddressList(extra.join(','));
  if (invalid.length > 0) throw badRequest(`recipients: "${invalid[0]}" is not an e-mail address`);
  if (!user.email && addresses.length === 0)
    throw badRequest('recipients: your account has no e-mail address; name at least one recipient');
  const others = addresses.filter((address) => address !== user.email.toLowerCase());
  await subject.checkRecipients?.(context, user, reached.id, others);
  const timeZone = await effectiveTimeZone(context.database.db, user.userId);
  const schedule = {
    frequency: input.frequency,
    hour: input.hour,
    weekday: input.weekday,
    dayOfMonth: input.dayOfMonth,
  };
  const values = {
    report_id: reached.id,
    target: subject.target,
    frequency: input.frequency,
    hour: input.hour,
    weekday: input.weekday,
    day_of_month: input.dayOfMonth,
    format: input.format,
    recipients_json: JSON.stringify(others),
    next_run_at: nextSubscriptionRun(schedule, context.now(), timeZone).toISOString(),
  };
  let id = input.id;
  if (id) {
    await ownRow(context, user, subject.target, id);
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
  const row = await ownRow(context, user, subject.target, id);
  return toView(context, user, row, new Map([[reached.id, reached.name]]));
}

export async function deleteSubscription(
  context: ModuleContext,
  user: CurrentUser,
  target: SubscriptionTarget,
  id: string,
): Promise<void> {
  await ownRow(context, user, target, id);
  await context.database.db.deleteFrom('report_subscription').where('id', '=', id).execute();
}

const targetOf = (row: Pick<SubscriptionRow, 'target'>): SubscriptionTarget =>
  row.target === 'dashboard' ? 'dashboard' : 'report';

/** Queues one delivery; a delivery of it already queued or running is not doubled. */
async function queueDelivery(
  context: ModuleContext,
  row: Pick<SubscriptionRow, 'id' | 'org_id' | 'user_id' | 'target'>,
) {
  const type = subscriptionJob(targetOf(row));
  return context.jobs.enqueueJob(
    type,
    { subscriptionId: row.id },
    { orgId: row.org_id, createdBy: row.user_id, uniqueKey: `${type}:${row.id}` },
  );
}

export async function sendNow(
  context: ModuleContext,
  user: CurrentUser,
  target: SubscriptionTarget,
  id: string,
) {
  const row = await ownRow(context, user, target, id);
  return { id, jobId: await queueDelivery(context, row) };
}

/** The sweep: each due subscription (of any target) moves to its next time and gets a delivery job. */
export async function queueDueSubscriptions(context: ModuleContext): Promise<number> {
  const now = context.now();
  const due = await context.database.db
    .selectFrom('report_subscription')
    .selectAll()
    .where('next_run_at', '<=', now.toISOString())
    .execute();
  for (const row of due) {
    const timeZone = await effectiveTimeZone(context.database.db, row.user_id);
    const next = nextSubscriptionRun(scheduleOf(row), now, timeZone);
    await context.database.db
      .updateTable('report_subscription')
      .set({ next_run_at: next.toISOString() })
      .where('id', '=', row.id)
      .execute();
    await queueDelivery(context, row);
  }
  return due.length;
}

/**
 * One delivery: composed as its subscriber (their rows, their fields, their labels) and sent through
 * the mail sender as a message from them. What stops it (the subject gone, the account deactivated, a
 * recipient who may no longer have it, no outgoing server) is kept on the subscription for its list to
 * show; nothing is retried that would fail again.
 */
export async function deliverSubscription(
  context: ModuleContext,
  subject: SubscriptionSubject,
  subscriptionId: string,
): Promise<void> {
  const row = await context.database.db
    .selectFrom('report_subscription')
    .selectAll()
    .where('id', '=', subscriptionId)
    .where('target', '=', subject.target)
    .executeTakeFirst();
  if (!row) return;
  const finish = (status: 'sent' | 'failed', error: string) =>
    context.database.db
      .updateTable('report_subscription')
      .set({ status, last_error: error, last_run_at: context.now().toISOString() })
      .where('id', '=', row.id)
      .execute();
  const user = await callerOfAccount(context.database, row.org_id, row.user_id);
  if (!user) return void (await finish('failed', "The subscriber's account is deactivated"));
  const language = user.language;
  const to = [...(user.email ? [user.email] : []), ...recipientsOf(row)];
  let mail: SubscriptionMail;
  try {
    // The subscriber first (a subject gone says so), then each recipient as when it was saved.
    await subject.reach(context, user, row.report_id, 'subscribe');
    await subject.checkRecipients?.(context, user, row.report_id, recipientsOf(row));
    // Field, object and picklist labels in the subscriber's language, as their own screen shows them.
    mail = await withCallerLanguage(language, () => subject.compose(context, user, row));
  } catch (error) {
    if (error instanceof SubscriptionFailure) return void (await finish('failed', error.message));
    if (error instanceof AppError && error.code === ErrorCode.NOT_FOUND)
      return void (await finish('failed', subject.gone));
    if (error instanceof AppError && error.code === ErrorCode.FORBIDDEN)
      return void (await finish('failed', error.message));
    if (error instanceof AppError)
      return void (await finish('failed', `The ${subject.noun} cannot run: ${error.message}`));
    throw error;
  }
  const sent = await sendMessage(context, user, {
    to,
    cc: [],
    bcc: [],
    ...mail,
    inReplyTo: '',
    draftId: '',
    relatedIds: [],
    draftOnly: false,
  });
  if (sent.status === 'sent') await finish('sent', '');
  else await finish('failed', `Not sent: ${sent.detail || sent.problem || 'the mail server refused it'}`);
}

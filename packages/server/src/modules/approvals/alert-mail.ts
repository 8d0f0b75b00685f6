import { randomUUID } from 'node:crypto';
import { ACTION_TRIGGERS, type ApprovalAlertMail, automationMailWords, normaliseAddress } from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';
import { publicLink, webPaths } from '../../public-link.js';
import { findUsersByIds, findUsersWithLanguage, loadUserInfo } from '../auth/index.js';
import type { JobRunner } from '../jobs/index.js';
import {
  htmlToText,
  renderTemplateForAutomation,
  sendSystemNotice,
  TemplateGoneError,
} from '../mail/index.js';
import type { ModuleContext } from '../module.js';

/**
 * Approval e-mail alerts sent for real (issue 20): each e-mail of an alert is
 * a row beside its request and a job of the job runner, so the decision never
 * waits for the outgoing server, a server that is down is tried again with
 * the runner's back-off, and the request's history shows each e-mail as
 * waiting, sent, or failed with the reason.
 */

export const APPROVAL_ALERT_MAIL_JOB = 'approval.alertMail';
export const ALERT_MAIL_ATTEMPTS = 3;

export interface AlertMailPayload {
  alertId: string;
}

/** One e-mail to send: a user (their address and language), or an address read from the record. */
export interface AlertRecipient {
  userId: string;
  address: string;
  /** Why it cannot be sent before trying ('' when it can): a person without an address, an empty field. */
  problem: string;
  /** A user's language when the caller read it already (userRecipients does). */
  language?: string;
}

export interface AlertMailOrder {
  orgId: string;
  requestId: string;
  recordId: string;
  event: string;
  subject: string;
  templateId: string | null;
  actorId: string;
  recipients: readonly AlertRecipient[];
}

/** The recipients who are users, with their e-mail addresses (a person without one is named as the problem). */
export async function userRecipients(
  database: DatabaseHandle,
  userIds: readonly string[],
): Promise<AlertRecipient[]> {
  // Their languages come in the same statement: each e-mail is filled in its recipient's.
  const people = await findUsersWithLanguage(database, userIds);
  return people.map((person) => ({
    userId: person.id,
    address: person.email,
    language: person.language,
    problem: !person.isActive
      ? `${person.name} is no longer an active user`
      : person.email
        ? ''
        : `${person.name} has no e-mail address`,
  }));
}

/** Stores the alert's e-mails and queues a job for each one that can be sent. */
export async function queueAlertMails(
  database: DatabaseHandle,
  jobs: JobRunner,
  order: AlertMailOrder,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  const rows = [];
  for (const recipient of order.recipients) {
    const language =
      recipient.language ??
      (recipient.userId ? ((await loadUserInfo(database, recipient.userId))?.language ?? '') : '');
    rows.push({
      id: `alm_${randomUUID()}`,
      org_id: order.orgId,
      request_id: order.requestId,
      record_id: order.recordId,
      event: order.event,
      subject: order.subject,
      template_id: order.templateId ?? '',
      user_id: recipient.userId,
      address: recipient.address,
      language,
      actor_id: order.actorId,
      status: recipient.problem ? 'failed' : 'queued',
      attempts: 0,
      error: recipient.problem,
      created_at: at,
      sent_at: null,
    });
  }
  if (rows.length === 0) return;
  // The alert's e-mails in one statement, then a job for each one that can be sent.
  await database.db.insertInto('approval_alert_mail').values(rows).execute();
  for (const row of rows)
    if (row.status === 'queued')
      await jobs.enqueueJob(APPROVAL_ALERT_MAIL_JOB, { alertId: row.id } satisfies AlertMailPayload, {
        orgId: order.orgId,
        createdBy: order.actorId,
        maxAttempts: ALERT_MAIL_ATTEMPTS,
      });
}

type SendContext = Pick<ModuleContext, 'database' | 'config' | 'now' | 'jobs'>;
type AlertRow = Awaited<ReturnType<typeof readAlert>>;

async function readAlert(database: DatabaseHandle, id: string) {
  return database.db.selectFrom('approval_alert_mail').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The e-mail of one alert row: the template filled in the recipient's language, or the subject and a link. */
async function alertMessage(context: SendContext, row: NonNullable<AlertRow>, recordName: string) {
  const link = publicLink(context.config, webPaths.record(row.record_id));
  // The words around the administrator's subject are the recipient's language's (an address: English).
  const words = automationMailWords(row.language);
  if (!row.template_id) {
    const subject = row.subject || words.about(recordName);
    const [recipient] = row.user_id ? await findUsersByIds(context.database, [row.user_id]) : [];
    const greeting = words.greeting(recipient?.name ?? '');
    return {
      subject,
      text: `${greeting}\n\n${subject}\n\n${recordName}\n\n${words.openRecord(link)}\n`,
    };
  }
  const [actor] = await findUsersByIds(context.database, [row.actor_id]);
  const filled = await renderTemplateForAutomation(context, {
    orgId: row.org_id,
    templateId: row.template_id,
    recordId: row.record_id,
    language: row.language || undefined,
    user: { Id: row.actor_id, Email: actor?.email ?? '', Name: actor?.name ?? '', ProfileId: '' },
  });
  const anchor = `<p><a href="${link.replaceAll('"', '&quot;')}">${link.replaceAll('<', '&lt;')}</a></p>`;
  return {
    subject: filled.subject || row.subject || recordName,
    html: `${filled.body}${anchor}`,
    text: `${htmlToText(filled.body)}\n\n${words.openRecord(link)}\n`,
  };
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The job that sends one alert e-mail; its row keeps each attempt's outcome for the history. */
export function registerAlertMail(
  context: SendContext,
  recordNameOf: (recordId: string) => Promise<string>,
): void {
  context.jobs.registerJobHandler<AlertMailPayload>(
    APPROVAL_ALERT_MAIL_JOB,
    async (job) => {
      const row = await readAlert(context.database, job.payload.alertId);
      if (row?.status !== 'queued') return;
      const update = (changes: { status: string; error: string; sent_at?: string }) =>
        context.database.db
          .updateTable('approval_alert_mail')
          .set({ ...changes, attempts: job.attempt })
          .where('id', '=', row.id)
          .execute();
      try {
        const message = await alertMessage(context, row, await recordNameOf(row.record_id));
        await sendSystemNotice(context, { orgId: row.org_id, to: row.address, ...message });
        await update({ status: 'sent', error: '', sent_at: context.now().toISOString() });
      } catch (error) {
        job.signal.throwIfAborted();
        // A template or record that is gone will not come back: no retry.
        const final = error instanceof TemplateGoneError || job.attempt >= ALERT_MAIL_ATTEMPTS;
        await update({
          status: final ? 'failed' : 'queued',
          error: final
            ? errorText(error)
            : `${errorText(error)} (attempt ${job.attempt} of ${ALERT_MAIL_ATTEMPTS}; trying again)`,
        });
        if (!(error instanceof TemplateGoneError)) throw error;
      }
    },
    { maxAttempts: ALERT_MAIL_ATTEMPTS },
  );
}

/** Each request's alert e-mails, oldest first, for the approval history. */
export async function alertMailsOf(
  database: DatabaseHandle,
  requestIds: readonly string[],
  names: ReadonlyMap<string, string>,
): Promise<Map<string, ApprovalAlertMail[]>> {
  const byRequest = new Map<string, ApprovalAlertMail[]>();
  if (requestIds.length === 0) return byRequest;
  const rows = await database.db
    .selectFrom('approval_alert_mail')
    .selectAll()
    .where('request_id', 'in', [...requestIds])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  // In the order they happened: decisions within one clock tick (a test's clock, or one millisecond) are
  // told apart by the request's course (submission, step approvals, final decision, recall), not by the
  // random ids.
  const courseOf = (event: string) => ACTION_TRIGGERS.indexOf(event as (typeof ACTION_TRIGGERS)[number]);
  rows.sort((a, b) => a.created_at.localeCompare(b.created_at) || courseOf(a.event) - courseOf(b.event));
  for (const row of rows) {
    const list = byRequest.get(row.request_id) ?? [];
    list.push({
      id: row.id,
      subject: row.subject,
      recipient: row.user_id ? { id: row.user_id, name: names.get(row.user_id) ?? '' } : null,
      address: row.address,
      status: row.status === 'sent' ? 'sent' : row.status === 'failed' ? 'failed' : 'queued',
      error: row.error,
      attempts: Number(row.attempts),
      createdAt: row.created_at,
      sentAt: row.sent_at,
    });
    byRequest.set(row.request_id, list);
  }
  return byRequest;
}

/** The address an e-mail field of the record holds, checked; the problem when it holds none. */
export function addressRecipient(fieldLabel: string, value: unknown): AlertRecipient {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return { userId: '', address: '', problem: `the field ${fieldLabel} is empty` };
  const address = normaliseAddress(text);
  return /^[^\s@]+@[^\s@]+$/.test(address)
    ? { userId: '', address, problem: '' }
    : { userId: '', address: text, problem: `the field ${fieldLabel} holds no e-mail address ("${text}")` };
}

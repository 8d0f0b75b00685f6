import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  EMAIL_OPT_OUT_FIELD,
  escapeHtml,
  isMassMailObject,
  MASS_MAIL_ADDRESS_FIELD,
  MASS_MAIL_LIMITS,
  type MassMailPreview,
  type MassMailView,
  type massMailAudienceSchema,
  massMailSkip,
  normaliseAddress,
  RECIPIENT_LANGUAGE_FIELDS,
  supportedLanguageOf,
  unsubscribeWords,
} from '@vela/core';
import type { z } from 'zod';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, badRequest, notFound } from '../../http/envelope.js';
import { publicLink } from '../../public-link.js';
import { callerOfAccount } from '../auth/index.js';
import type { ProgressUpdate } from '../jobs/index.js';
import { listedRecords } from '../list-views/index.js';
import { currentMetadata } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { recordsDb } from '../records/index.js';
import { htmlToText, storeMessage } from './ingest.js';
import { keyOf } from './mail-context.js';
import { classifyMailError } from './mail-servers.js';
import { newMailId } from './mail-store.js';
import { stripActiveContent } from './outgoing-html.js';
import { messageIdFor, NO_OUTGOING_SERVER, outgoingOf } from './send-message.js';
import { getTemplate, renderTemplate } from './templates.js';
import { outgoingTransport } from './test-outbox.js';

/** Sends one minute's allowance of a mass e-mail, then queues itself a minute later while any are left. */
export const MASS_MAIL_JOB = 'mail.massSend';
export interface MassMailPayload {
  sendId: string;
}
const MINUTE_MS = 60_000;
/** Recipient rows per insert: 10,000 of them are queued in a few statements. */
const INSERT_CHUNK = 500;
const FAILURES_SHOWN = 100;

type Audience = z.output<typeof massMailAudienceSchema>;

/** The records of the list the caller may read, split into recipients and the skipped (opted out, no address). */
async function audienceOf(context: ModuleContext, user: CurrentUser, audience: Audience) {
  const { templateId, ...question } = audience;
  const template = templateId ? await getTemplate(context, user, templateId) : null;
  if (template && template.kind !== 'email')
    throw badRequest(`templateId: "${template.name}" is a text-message template, not an e-mail template`);
  const listed = await listedRecords(
    context,
    user,
    question,
    [MASS_MAIL_ADDRESS_FIELD, EMAIL_OPT_OUT_FIELD, ...RECIPIENT_LANGUAGE_FIELDS],
    MASS_MAIL_LIMITS.recipients + 1,
  );
  if (!isMassMailObject(listed.objectApi))
    throw badRequest(`objectApi: a mass e-mail goes to contacts or leads, not to ${listed.objectLabel}`);
  if (template && template.objectApi.toLowerCase() !== listed.objectApi.toLowerCase())
    throw badRequest(
      `templateId: the template "${template.name}" fills ${template.objectApi} records, not ${listed.objectApi}`,
    );
  const rows = listed.rows.slice(0, MASS_MAIL_LIMITS.recipients);
  const recipients: Array<{ recordId: string; name: string; address: string; language: string }> = [];
  let skippedOptOut = 0;
  let skippedNoAddress = 0;
  for (const row of rows) {
    const address = row[MASS_MAIL_ADDRESS_FIELD];
    const skip = massMailSkip({ address, optedOut: row[EMAIL_OPT_OUT_FIELD] });
    if (skip === 'optedOut') skippedOptOut += 1;
    else if (skip === 'noAddress') skippedNoAddress += 1;
    else
      recipients.push({
        recordId: String(row.id),
        name: String(row.name ?? ''),
        address: normaliseAddress(String(address)),
        language:
          RECIPIENT_LANGUAGE_FIELDS.map((field) => supportedLanguageOf(row[field])).find(Boolean) ?? '',
      });
  }
  return {
    template,
    objectApi: listed.objectApi,
    total: rows.length,
    limited: listed.rows.length > rows.length,
    recipients,
    skippedOptOut,
    skippedNoAddress,
  };
}

export async function previewMassMail(
  context: ModuleContext,
  user: CurrentUser,
  audience: Audience,
): Promise<MassMailPreview> {
  const found = await audienceOf(context, user, audience);
  return {
    objectApi: found.objectApi,
    total: found.total,
    recipients: found.recipients.length,
    skippedOptOut: found.skippedOptOut,
    skippedNoAddress: found.skippedNoAddress,
    limited: found.limited,
  };
}

/** Queues every recipient at once (so the list is fixed when the person confirms), then the first batch's job. */
export async function startMassMail(
  context: ModuleContext,
  user: CurrentUser,
  body: Audience & { perMinute: number },
): Promise<MassMailView> {
  const { perMinute, ...audience } = body;
  const found = await audienceOf(context, user, audience);
  if (!found.template) throw badRequest('templateId: choose the e-mail template');
  if (found.recipients.length === 0)
    throw badRequest('No record of this list can receive it: each has opted out of e-mail or has no address');
  const id = newMailId('massSend');
  await context.database.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('mail_mass_send')
      .values({
        id,
        org_id: user.orgId,
        user_id: user.userId,
        template_id: found.template?.id ?? '',
        template_name: found.template?.name ?? '',
        object_api: found.objectApi,
        per_minute: perMinute,
        status: 'sending',
        skipped_opt_out: found.skippedOptOut,
        skipped_no_address: found.skippedNoAddress,
        created_at: context.now().toISOString(),
        finished_at: null,
      })
      .execute();
    for (let start = 0; start < found.recipients.length; start += INSERT_CHUNK)
      await trx
        .insertInto('mail_mass_recipient')
        .values(
          found.recipients.slice(start, start + INSERT_CHUNK).map((recipient, index) => ({
            id: newMailId('massRecipient'),
            send_id: id,
            seq: start + index,
            record_id: recipient.recordId,
            object_api: found.objectApi,
            name: recipient.name.slice(0, 255),
            address: recipient.address,
            language: recipient.language,
            status: 'queued',
            reason: '',
            sent_at: null,
            unsubscribed_at: null,
          })),
        )
        .execute();
  });
  await context.jobs.enqueueJob(MASS_MAIL_JOB, { sendId: id } satisfies MassMailPayload, {
    orgId: user.orgId,
    createdBy: user.userId,
  });
  return getMassMail(context, user, id);
}

/** A mass e-mail's progress: its sender's alone. */
export async function getMassMail(
  context: ModuleContext,
  user: CurrentUser,
  id: string,
): Promise<MassMailView> {
  const { db } = context.database;
  const send = await db
    .selectFrom('mail_mass_send')
    .selectAll()
    .where('id', '=', id)
    .where('org_id', '=', user.orgId)
    .where('user_id', '=', user.userId)
    .executeTakeFirst();
  if (!send) throw notFound(`Mass e-mail ${id}`);
  const counts = await db
    .selectFrom('mail_mass_recipient')
    .select((eb) => ['status', eb.fn.countAll().as('n')])
    .where('send_id', '=', id)
    .groupBy('status')
    .execute();
  const count = (status: string) => Number(counts.find((entry) => entry.status === status)?.n ?? 0);
  const failures = await db
    .selectFrom('mail_mass_recipient')
    .select(['record_id', 'name', 'address', 'status', 'reason'])
    .where('send_id', '=', id)
    .where('status', 'in', ['failed', 'skipped', 'bounced'])
    .orderBy('seq')
    .limit(FAILURES_SHOWN)
    .execute();
  return {
    id: send.id,
    status: send.status === 'done' ? 'done' : 'sending',
    templateName: send.template_name,
    objectApi: send.object_api,
    perMinute: Number(send.per_minute),
    total: counts.reduce((sum, entry) => sum + Number(entry.n), 0),
    queued: count('queued'),
    sent: count('sent'),
    failed: count('failed'),
    skipped: count('skipped'),
    bounced: count('bounced'),
    skippedOptOut: Number(send.skipped_opt_out),
    skippedNoAddress: Number(send.skipped_no_address),
    createdAt: send.created_at,
    finishedAt: send.finished_at ?? '',
    failures: failures.map((row) => ({
      recordId: row.record_id,
      name: row.name,
      address: row.address,
      status: row.status === 'skipped' || row.status === 'bounced' ? row.status : 'failed',
      reason: row.reason,
    })),
  };
}

const TOKEN_PURPOSE = 'vela mass e-mail unsubscribe:';
const signature = (key: Buffer, recipientId: string) =>
  createHmac('sha256', key).update(`${TOKEN_PURPOSE}${recipientId}`).digest('base64url');

/** A recipient's unsubscribe token: their row's id, signed with the server key so no other row can be named. */
export function unsubscribeToken(key: Buffer, recipientId: string): string {
  return `${recipientId}.${signature(key, recipientId)}`;
}

function recipientIdOf(key: Buffer, token: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const id = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const wanted = Buffer.from(signature(key, id));
  return given.length === wanted.length && timingSafeEqual(given, wanted) ? id : null;
}

const unsubscribeLink = (context: ModuleContext, recipientId: string) =>
  publicLink(
    context.config,
    `/api/mail/unsubscribe?token=${encodeURIComponent(unsubscribeToken(keyOf(context), recipientId))}`,
  );

/**
 * One minute's allowance of a send, as its sender (their access now, their outgoing server): each
 * recipient's template filled from their record in their language, with their own unsubscribe link.
 * A refusal (a bounce at sending) is recorded on the recipient; a record the sender may no longer
 * read is skipped. Each recipient is marked as it goes, so a rerun after a crash sends no one twice.
 */
export async function sendMassBatch(
  context: ModuleContext,
  sendId: string,
  job: { signal: AbortSignal; progress: (update: ProgressUpdate) => Promise<void> },
): Promise<void> {
  const { db } = context.database;
  const send = await db.selectFrom('mail_mass_send').selectAll().where('id', '=', sendId).executeTakeFirst();
  if (send?.status !== 'sending') return;
  const mark = (id: string, status: 'sent' | 'failed' | 'skipped', reason: string, language?: string) =>
    db
      .updateTable('mail_mass_recipient')
      .set({
        status,
        reason,
        ...(status === 'sent' ? { sent_at: context.now().toISOString() } : {}),
        ...(language ? { language } : {}),
      })
      .where('id', '=', id)
      .execute();
  const user = await callerOfAccount(context.database, send.org_id, send.user_id);
  const outgoing = user ? await outgoingOf(context, user) : null;
  if (!user || !outgoing?.settings) {
    await db
      .updateTable('mail_mass_recipient')
      .set({ status: 'failed', reason: user ? NO_OUTGOING_SERVER : "The sender's account is deactivated" })
      .where('send_id', '=', sendId)
      .where('status', '=', 'queued')
      .execute();
  } else {
    const batch = await db
      .selectFrom('mail_mass_recipient')
      .selectAll()
      .where('send_id', '=', sendId)
      .where('status', '=', 'queued')
      .orderBy('seq')
      .limit(Number(send.per_minute))
      .execute();
    const transport = outgoingTransport(context, user.orgId, outgoing.settings);
    const from = outgoing.fromName
      ? { name: outgoing.fromName, address: outgoing.fromAddress }
      : outgoing.fromAddress;
    try {
      for (const recipient of batch) {
        job.signal.throwIfAborted();
        let filled: Awaited<ReturnType<typeof renderTemplate>>;
        try {
          filled = await renderTemplate(context, user, {
            id: send.template_id,
            recordId: recipient.record_id,
            language: recipient.language || undefined,
          });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          await mark(recipient.id, 'skipped', error.message);
          continue;
        }
        const link = unsubscribeLink(context, recipient.id);
        const words = unsubscribeWords(filled.language);
        const body = stripActiveContent(filled.body);
        const text = htmlToText(body);
        const html = `${body}<p style="margin-top:24px;font-size:12px;color:#646a73">${escapeHtml(words.footer)} <a href="${escapeHtml(link)}">${escapeHtml(words.link)}</a></p>`;
        // Named by the recipient's row, so a bounce reported later (bounces.ts) finds whose send it was.
        const messageId = messageIdFor(recipient.id, outgoing.fromAddress);
        try {
          await transport.sendMail({
            from,
            to: recipient.address,
            subject: filled.subject,
            html,
            text: `${text}\n\n${words.footer} ${words.link}: ${link}`,
            messageId,
            list: { unsubscribe: link },
            // RFC 8058: mail clients' own unsubscribe button posts to the link, without opening the page.
            headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
          });
        } catch (error) {
          const { problem, detail } = classifyMailError(error);
          await mark(recipient.id, 'failed', `Not sent (${problem}): ${detail}`, filled.language);
          continue;
        }
        await mark(recipient.id, 'sent', '', filled.language);
        // Kept as the sender's sent message on its recipient's record alone, as a single e-mail from
        // the record is; without the footer, whose link is the recipient's to use, not their readers'.
        await storeMessage(
          { database: context.database, dataDir: context.config.dataDir, now: context.now() },
          {
            orgId: user.orgId,
            userId: user.userId,
            mailboxId: outgoing.mailbox?.id ?? '',
            ownAddress: outgoing.fromAddress,
            user,
          },
          {
            messageId,
            inReplyTo: '',
            references: [],
            from: { address: outgoing.fromAddress, name: outgoing.fromName },
            to: [{ address: recipient.address, name: recipient.name }],
            cc: [],
            bcc: [],
            subject: filled.subject,
            text,
            html: body,
            date: context.now().toISOString(),
            attachments: [],
            problem: '',
          },
          { folder: 'sent', status: 'sent', imapPath: '', uidValidity: 0, uid: 0 },
          [{ recordId: recipient.record_id, objectApi: recipient.object_api, name: recipient.name }],
        );
      }
    } finally {
      transport.close();
    }
  }
  const left = await db
    .selectFrom('mail_mass_recipient')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('send_id', '=', sendId)
    .where('status', '=', 'queued')
    .executeTakeFirst();
  const all = await db
    .selectFrom('mail_mass_recipient')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('send_id', '=', sendId)
    .executeTakeFirst();
  const queued = Number(left?.n ?? 0);
  const total = Number(all?.n ?? 0);
  await job.progress({ done: total - queued, total });
  if (queued > 0)
    await context.jobs.enqueueJob(MASS_MAIL_JOB, { sendId } satisfies MassMailPayload, {
      orgId: send.org_id,
      createdBy: send.user_id,
      runAfter: new Date(context.now().getTime() + MINUTE_MS),
    });
  else
    await db
      .updateTable('mail_mass_send')
      .set({ status: 'done', finished_at: context.now().toISOString() })
      .where('id', '=', sendId)
      .execute();
}

type UnsubscribePage = 'confirm' | 'done' | 'bad';

/** A plain page in the recipient's language; the question's button posts the token back to its own address. */
function unsubscribePage(language: string, page: UnsubscribePage, token = ''): string {
  const words = unsubscribeWords(language);
  const texts: Record<UnsubscribePage, [string, string]> = {
    confirm: [words.confirm, words.confirmText],
    done: [words.done, words.doneText],
    bad: [words.bad, words.badText],
  };
  const [title, text] = texts[page];
  // The same body a mail client's one-click unsubscribe posts (RFC 8058), so both are one request.
  const form =
    page === 'confirm'
      ? `<form method="post" action="unsubscribe?token=${escapeHtml(encodeURIComponent(token))}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" style="font:inherit;padding:.5rem 1.25rem;border-radius:6px;border:0;background:#3370ff;color:#fff;cursor:pointer">${escapeHtml(words.link)}</button></form>`
      : '';
  return `<!doctype html><html lang="${escapeHtml(supportedLanguageOf(language) || 'en')}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1f2329"><h1 style="font-size:1.5rem">${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${form}</body></html>`;
}

async function recipientOf(context: ModuleContext, token: string) {
  const id = token ? recipientIdOf(keyOf(context), token) : null;
  return id
    ? await context.database.db
        .selectFrom('mail_mass_recipient')
        .select(['id', 'record_id', 'object_api', 'language', 'unsubscribed_at'])
        .where('id', '=', id)
        .executeTakeFirst()
    : undefined;
}

const badLinkPage = (acceptLanguage: string) => ({
  status: 400,
  html: unsubscribePage(acceptLanguage.split(/[,;]/)[0] ?? '', 'bad'),
});

/**
 * The unsubscribe link's page. Following it changes nothing (mail scanners and link previews follow
 * links): a valid token gets the question with its button, in the language the recipient was written
 * in (or the confirmation, once they have unsubscribed); a broken or altered one says so, in the
 * browser's language.
 */
export async function unsubscribeQuestion(
  context: ModuleContext,
  token: string,
  acceptLanguage: string,
): Promise<{ status: number; html: string }> {
  const recipient = await recipientOf(context, token);
  if (!recipient) return badLinkPage(acceptLanguage);
  return recipient.unsubscribed_at
    ? { status: 200, html: unsubscribePage(recipient.language, 'done') }
    : { status: 200, html: unsubscribePage(recipient.language, 'confirm', token) };
}

/**
 * The page's button, or a mail client's one-click unsubscribe (RFC 8058): a valid token sets its record's
 * e-mail opt-out field and confirms in the recipient's language. Posting twice is harmless.
 */
export async function unsubscribe(
  context: ModuleContext,
  token: string,
  acceptLanguage: string,
): Promise<{ status: number; html: string }> {
  const recipient = await recipientOf(context, token);
  if (!recipient) return badLinkPage(acceptLanguage);
  const object = (await currentMetadata(context.database)).byApi.get(recipient.object_api.toLowerCase());
  const column = object?.fieldsByApi.get(EMAIL_OPT_OUT_FIELD)?.columnName;
  if (object && column)
    await recordsDb(context.database)
      .updateTable(object.tableName)
      .set({ [column]: 1 })
      .where('id', '=', recipient.record_id)
      .execute();
  await context.database.db
    .updateTable('mail_mass_recipient')
    .set({ unsubscribed_at: context.now().toISOString() })
    .where('id', '=', recipient.id)
    .execute();
  return { status: 200, html: unsubscribePage(recipient.language, 'done') };
}

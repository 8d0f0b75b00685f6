import { MAIL_MAX_ATTACHMENT_BYTES, type MailProblem, normaliseAddress, parseAddressList } from '@vela/core';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, badRequest, ErrorCode } from '../../http/envelope.js';
import { mirrorEmailRecords } from './email-records.js';
import { htmlToText, insertRelations, type MailContent, type MailOwner, storeMessage } from './ingest.js';
import { type Context, keyOf } from './mail-context.js';
import { classifyMailError, type ServerSettings } from './mail-servers.js';
import { mailboxOfUser, newMailId } from './mail-store.js';
import { orgSmtpSettings } from './mailbox-settings.js';
import { readableMessage, readableRecord } from './message-access.js';
import { stripActiveContent } from './outgoing-html.js';
import { unseal } from './secret-box.js';
import { outgoingTransport } from './test-outbox.js';

export interface SendBody {
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  html: string;
  attachments: Array<{ name: string; type: string; contentBase64: string }>;
  inReplyTo: string;
  draftId: string;
  relatedIds: string[];
  draftOnly: boolean;
}

function recipients(field: string, entries: readonly string[]): string[] {
  const { addresses, invalid } = parseAddressList(entries.join(','));
  if (invalid.length > 0) throw badRequest(`${field}: "${invalid[0]}" is not an e-mail address`);
  return addresses;
}

const MB = 1024 * 1024;

/** Why nothing can be sent for a user: no mailbox of theirs and no organisation server. */
export const NO_OUTGOING_SERVER =
  "No outgoing server: connect your mailbox, or ask an administrator to set the organisation's server";

/**
 * Where a user's mail leaves from and as whom: their mailbox's SMTP server, else (no mailbox, or one
 * set to it) the organisation's; settings null when neither is there.
 */
export async function outgoingOf(
  context: Context,
  user: Pick<CurrentUser, 'userId' | 'orgId' | 'email' | 'name'>,
) {
  const mailbox = await mailboxOfUser(context.database, user.userId);
  const ownServer = mailbox !== undefined && Number(mailbox.use_org_smtp) !== 1;
  const org = ownServer ? null : await orgSmtpSettings(context, user.orgId);
  const settings: ServerSettings | null =
    mailbox && ownServer
      ? {
          host: mailbox.smtp_host,
          port: Number(mailbox.smtp_port),
          tls: Number(mailbox.smtp_tls) === 1,
          username: mailbox.username,
          password: unseal(keyOf(context), mailbox.password_enc),
        }
      : org;
  return {
    mailbox,
    fromAddress: mailbox?.email_address ?? org?.from ?? normaliseAddress(user.email),
    fromName: mailbox?.display_name || user.name,
    settings,
  };
}

/** The Message-ID of a message Vela sends: its row's id, at the sender's domain. */
export const messageIdFor = (id: string, fromAddress: string) =>
  `<${id}.${Date.now().toString(36)}@${fromAddress.split('@')[1] || 'vela.local'}>`;

/**
 * Sends through the caller's SMTP server (or the organisation's). The
 * message is stored either way: sent, or, when the server cannot be used, a
 * draft that says why, so nothing written is lost.
 */
export async function sendMessage(
  context: Context,
  user: CurrentUser,
  body: SendBody,
): Promise<{ id: string; status: 'sent' | 'draft'; problem: MailProblem | null; detail: string }> {
  const to = recipients('to', body.to);
  const cc = recipients('cc', body.cc);
  const bcc = recipients('bcc', body.bcc);
  if (!body.draftOnly && to.length + cc.length + bcc.length === 0)
    throw badRequest('to: name at least one recipient');
  const attachments = body.attachments.map((attachment) => ({
    name: attachment.name,
    type: attachment.type,
    bytes: Buffer.from(attachment.contentBase64, 'base64'),
  }));
  let total = 0;
  for (const attachment of attachments) {
    total += attachment.bytes.length;
    if (attachment.bytes.length > MAIL_MAX_ATTACHMENT_BYTES)
      throw new AppError(
        ErrorCode.PAYLOAD_TOO_LARGE,
        `attachments: "${attachment.name}" is ${(attachment.bytes.length / MB).toFixed(1)} MB; the file limit is ${MAIL_MAX_ATTACHMENT_BYTES / MB} MB`,
      );
  }
  if (total > MAIL_MAX_ATTACHMENT_BYTES)
    throw new AppError(
      ErrorCode.PAYLOAD_TOO_LARGE,
      `attachments: together they are ${(total / MB).toFixed(1)} MB; one message carries at most ${MAIL_MAX_ATTACHMENT_BYTES / MB} MB`,
    );
  const relatedRecords = await Promise.all(
    [...new Set(body.relatedIds)].map(async (id) => ({ id, ...(await readableRecord(context, user, id)) })),
  );
  const replyTo = body.inReplyTo ? (await readableMessage(context, user, body.inReplyTo)).row : null;
  const references = replyTo
    ? [...(JSON.parse(replyTo.references_json) as string[]), replyTo.message_id].filter(Boolean)
    : [];

  const { mailbox, fromAddress, fromName, settings } = await outgoingOf(context, user);
  const id = newMailId('message');
  const messageId = messageIdFor(id, fromAddress);
  const html = stripActiveContent(body.html);
  const content: MailContent = {
    messageId,
    inReplyTo: replyTo?.message_id ?? '',
    references,
    from: { address: fromAddress, name: fromName },
    to: to.map((address) => ({ address, name: '' })),
    cc: cc.map((address) => ({ address, name: '' })),
    bcc: bcc.map((address) => ({ address, name: '' })),
    subject: body.subject,
    text: htmlToText(html),
    html,
    date: context.now().toISOString(),
    attachments,
    problem: '',
  };

  let status: 'sent' | 'draft' = 'draft';
  let problem: MailProblem | null = null;
  let detail = '';
  if (!body.draftOnly) {
    if (!settings) {
      problem = 'other';
      detail = NO_OUTGOING_SERVER;
    } else {
      const transport = outgoingTransport(context, user.orgId, settings);
      try {
        await transport.sendMail({
          from: fromName ? { name: fromName, address: fromAddress } : fromAddress,
          to,
          cc,
          bcc,
          subject: body.subject,
          html,
          text: content.text,
          messageId,
          ...(replyTo ? { inReplyTo: replyTo.message_id, references } : {}),
          attachments: attachments.map((attachment) => ({
            filename: attachment.name,
            contentType: attachment.type,
            content: attachment.bytes,
          })),
        });
        status = 'sent';
      } catch (error) {
        ({ problem, detail } = classifyMailError(error));
      } finally {
        transport.close();
      }
    }
  }
  if (status === 'draft' && problem) content.problem = `Not sent (${problem}): ${detail}`;
  const owner: MailOwner = {
    orgId: user.orgId,
    userId: user.userId,
    mailboxId: mailbox?.id ?? '',
    ownAddress: fromAddress,
    user,
  };
  const stored = await storeMessage(
    { database: context.database, dataDir: context.config.dataDir, now: context.now() },
    owner,
    content,
    { folder: status === 'sent' ? 'sent' : 'drafts', status, imapPath: '', uidValidity: 0, uid: 0 },
  );
  if (relatedRecords.length > 0)
    await insertRelations(
      context.database.db,
      relatedRecords.map((record) => ({
        message_id: stored.id,
        record_id: record.id,
        object_api: record.object.apiName,
        record_name: record.name,
        how: 'manual',
        sent_at: content.date,
      })),
    );
  if (relatedRecords.length > 0 && status === 'sent')
    await mirrorEmailRecords(context.database, [stored.id], context.now());
  if (body.draftId) {
    const draft = await context.database.db
      .selectFrom('mail_message')
      .select('id')
      .where('id', '=', body.draftId)
      .where('user_id', '=', user.userId)
      .where('status', '=', 'draft')
      .executeTakeFirst();
    if (draft) {
      await context.database.db.deleteFrom('mail_relation').where('message_id', '=', draft.id).execute();
      await context.database.db.deleteFrom('mail_attachment').where('message_id', '=', draft.id).execute();
      await context.database.db.deleteFrom('mail_message').where('id', '=', draft.id).execute();
    }
  }
  return { id: stored.id, status, problem, detail };
}

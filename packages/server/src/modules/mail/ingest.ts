import {
  MAIL_MAX_ATTACHMENT_BYTES,
  type MailAddress,
  type MailFolder,
  type MailRelatedRecord,
  type MailRelationRules,
  normaliseAddress,
} from '@vela/core';
import { type AddressObject, simpleParser } from 'mailparser';
import type { DatabaseHandle } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import { storeFile } from '../files/index.js';
import type { MetadataSnapshot } from '../metadata/index.js';
import { mirrorEmailRecords } from './email-records.js';
import { type Db, newMailId, threadIdFor } from './mail-store.js';
import { type RelationCache, recordsByAddress } from './relate.js';
import { relationRulesOf } from './relation-rules.js';

/** A message as the mail module keeps it, whichever way it came. */
export interface MailContent {
  messageId: string;
  inReplyTo: string;
  references: string[];
  from: MailAddress;
  to: MailAddress[];
  cc: MailAddress[];
  bcc: MailAddress[];
  subject: string;
  text: string;
  html: string;
  date: string;
  attachments: Array<{ name: string; type: string; bytes: Buffer }>;
  /** Why (part of) the message could not be kept as sent: a malformed body, an attachment over the limit. */
  problem: string;
}

export interface MailOwner {
  orgId: string;
  userId: string;
  mailboxId: string;
  ownAddress: string;
  /** Relations are found as this user: only records they may read. */
  user: CurrentUser;
}

export interface Placement {
  folder: MailFolder;
  status: 'received' | 'sent' | 'draft';
  imapPath: string;
  uidValidity: number;
  uid: number;
}

export interface IngestContext {
  database: DatabaseHandle;
  dataDir: string;
  now: Date;
  snapshot?: MetadataSnapshot;
  /** Relations found by address during this run (one sync), by address and domain. */
  relationCache?: RelationCache;
  /** The organisation's relating rules, read once per sync; read per message when absent. */
  rules?: MailRelationRules;
}

const MESSAGE_ID = /<[^<>\s]+>/g;
const ids = (value: string | string[] | undefined): string[] =>
  (Array.isArray(value) ? value.join(' ') : (value ?? '')).match(MESSAGE_ID) ?? [];

function addressesOf(value: AddressObject | AddressObject[] | undefined): MailAddress[] {
  const objects = Array.isArray(value) ? value : value ? [value] : [];
  const out: MailAddress[] = [];
  const visit = (entries: AddressObject['value']) => {
    for (const entry of entries) {
      if (entry.group) visit(entry.group);
      else if (entry.address) out.push({ address: entry.address.toLowerCase(), name: entry.name ?? '' });
    }
  };
  for (const object of objects) visit(object.value);
  return out;
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = { nbsp: ' ', lt: '<', gt: '>', quot: '"', amp: '&' };

/** Plain text of an HTML body, for the snippet and search: tags dropped, common and numeric entities read. */
export function htmlToText(html: string): string {
  return (
    html
      .replace(/<(script|style|head)\b[\s\S]*?<\/\1\s*>/gi, '')
      .replace(/<(br|\/p|\/div|\/li|\/tr|\/h[1-6])\s*\/?>/gi, '\n')
      .replace(/<[^>]*>/g, '')
      // One pass, so an escaped entity ("&amp;lt;") is not decoded twice; core's escapeHtml writes numeric ones.
      .replace(/&(nbsp|lt|gt|quot|amp|#\d{1,7}|#x[0-9a-f]{1,6});/gi, (entity, name: string) => {
        const named = NAMED_ENTITIES[name.toLowerCase()];
        if (named !== undefined) return named;
        const code =
          name[1]?.toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      })
      .replace(/[ \t]+\n/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

/** Reads raw MIME. A message mailparser cannot read is kept with what could be read and says so. */
export async function parseMime(source: Buffer): Promise<MailContent> {
  try {
    // mailparser's own HTML-to-text is half the cost of a sync: a text-less message gets the cheap one below.
    const parsed = await simpleParser(source, {
      skipImageLinks: true,
      skipTextToHtml: true,
      skipHtmlToText: true,
    });
    const problems: string[] = [];
    const attachments: MailContent['attachments'] = [];
    for (const attachment of parsed.attachments) {
      const name = attachment.filename ?? 'attachment';
      if (attachment.size > MAIL_MAX_ATTACHMENT_BYTES) {
        problems.push(`${name} was not kept: it is larger than the file limit of 10 MB`);
        continue;
      }
      attachments.push({
        name,
        type: attachment.contentType || 'application/octet-stream',
        bytes: attachment.content,
      });
    }
    return {
      messageId: ids(parsed.messageId)[0] ?? '',
      inReplyTo: ids(parsed.inReplyTo)[0] ?? '',
      references: ids(parsed.references),
      from: addressesOf(parsed.from)[0] ?? { address: '', name: '' },
      to: addressesOf(parsed.to),
      cc: addressesOf(parsed.cc),
      bcc: addressesOf(parsed.bcc),
      subject: parsed.subject ?? '',
      text: parsed.text || (typeof parsed.html === 'string' ? htmlToText(parsed.html) : ''),
      html: typeof parsed.html === 'string' ? parsed.html : '',
      date: (parsed.date && !Number.isNaN(parsed.date.getTime()) ? parsed.date : new Date()).toISOString(),
      attachments,
      problem: problems.join('; '),
    };
  } catch (error) {
    const head = source.subarray(0, 64 * 1024).toString('latin1');
    return {
      messageId: ids(/^message-id:(.*)$/im.exec(head)?.[1])[0] ?? '',
      inReplyTo: '',
      references: [],
      from: { address: '', name: '' },
      to: [],
      cc: [],
      bcc: [],
      subject: /^subject:(.*)$/im.exec(head)?.[1]?.trim() ?? '',
      text: '',
      html: '',
      date: new Date().toISOString(),
      attachments: [],
      problem: `The message could not be read (malformed MIME): ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

/** The relations by address of a message (found before its transaction: SQLite has one connection). */
export async function relationsByAddress(
  context: IngestContext,
  owner: MailOwner,
  message: { id: string; sentAt: string; addresses: readonly string[] },
) {
  const found = await recordsByAddress(
    context.database,
    owner.user,
    message.addresses,
    owner.ownAddress,
    context.snapshot,
    context.relationCache,
    context.rules ?? (await relationRulesOf(context.database, owner.orgId)),
  );
  return relationRows(message, [...new Map(found.map((record) => [record.recordId, record])).values()]);
}

/** A message's relations to records its addresses name. */
const relationRows = (
  message: { id: string; sentAt: string },
  records: ReadonlyArray<Omit<MailRelatedRecord, 'how'>>,
) =>
  records.map((record) => ({
    message_id: message.id,
    record_id: record.recordId,
    object_api: record.objectApi,
    record_name: record.name,
    how: 'address' as MailRelatedRecord['how'],
    sent_at: message.sentAt,
  }));

export async function insertRelations(
  db: Db,
  rows: ReadonlyArray<{
    message_id: string;
    record_id: string;
    object_api: string;
    record_name: string;
    how: string;
    sent_at: string;
  }>,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('mail_relation')
    .values([...rows])
    .onConflict((conflict) => conflict.columns(['message_id', 'record_id']).doNothing())
    .execute();
}

/**
 * Stores one message (or moves the stored copy with the same Message-ID in
 * this mailbox to its new place), its attachments as files, its thread and
 * its relations by address — or, given `relatedTo`, to those records alone
 * (a mass e-mail's message is its recipient's, not every record sharing the address).
 * Answers the message id and whether it was new.
 */
export async function storeMessage(
  context: IngestContext,
  owner: MailOwner,
  content: MailContent,
  placement: Placement,
  relatedTo?: ReadonlyArray<Omit<MailRelatedRecord, 'how'>>,
): Promise<{ id: string; created: boolean }> {
  const { database } = context;
  if (placement.uid > 0) {
    // Stored already by a sync that stopped before it saved its position.
    const same = await database.db
      .selectFrom('mail_message')
      .select(['id'])
      .where('mailbox_id', '=', owner.mailboxId)
      .where('imap_path', '=', placement.imapPath)
      .where('uid_validity', '=', placement.uidValidity)
      .where('uid', '=', placement.uid)
      .executeTakeFirst();
    if (same) {
      await database.db
        .updateTable('mail_message')
        .set({ is_deleted: 0 })
        .where('id', '=', same.id)
        .execute();
      await mirrorEmailRecords(database, [same.id], context.now, context.snapshot);
      return { id: same.id, created: false };
    }
  }
  if (content.messageId !== '' && owner.mailboxId !== '') {
    const existing = await database.db
      .selectFrom('mail_message')
      .select(['id'])
      .where('user_id', '=', owner.userId)
      .where('message_id', '=', content.messageId)
      .where('mailbox_id', '=', owner.mailboxId)
      .executeTakeFirst();
    if (existing) {
      await database.db
        .updateTable('mail_message')
        .set({
          folder: placement.folder,
          imap_path: placement.imapPath,
          uid_validity: placement.uidValidity,
          uid: placement.uid,
          is_deleted: 0,
        })
        .where('id', '=', existing.id)
        .execute();
      await mirrorEmailRecords(database, [existing.id], context.now, context.snapshot);
      return { id: existing.id, created: false };
    }
  }
  const id = newMailId('message');
  const files: Array<{
    id: string;
    message_id: string;
    file_id: string;
    name: string;
    type: string;
    size: number;
  }> = [];
  for (const attachment of content.attachments) {
    const info = await storeFile(context.dataDir, owner.orgId, {
      name: attachment.name,
      type: attachment.type,
      bytes: attachment.bytes,
      uploadedBy: owner.userId,
      now: context.now,
    });
    files.push({
      id: newMailId('attachment'),
      message_id: id,
      file_id: info.id,
      name: info.name,
      type: info.type,
      size: info.size,
    });
  }
  const addresses = [content.from, ...content.to, ...content.cc, ...content.bcc];
  const searchText = [
    content.subject,
    ...addresses.flatMap((a) => [a.address, a.name]),
    content.text.slice(0, 20_000),
  ]
    .join(' ')
    .toLowerCase();
  const relations = relatedTo
    ? relationRows({ id, sentAt: content.date }, relatedTo)
    : await relationsByAddress(context, owner, {
        id,
        sentAt: content.date,
        addresses: addresses.map((a) => a.address),
      });
  await database.db.transaction().execute(async (trx) => {
    const threadId = await threadIdFor(trx, owner, id, content.inReplyTo, content.references);
    await trx
      .insertInto('mail_message')
      .values({
        id,
        org_id: owner.orgId,
        user_id: owner.userId,
        mailbox_id: owner.mailboxId,
        folder: placement.folder,
        status: placement.status,
        imap_path: placement.imapPath,
        uid_validity: placement.uidValidity,
        uid: placement.uid,
        message_id: content.messageId,
        in_reply_to: content.inReplyTo,
        references_json: JSON.stringify(content.references),
        thread_id: threadId,
        from_address: normaliseAddress(content.from.address) || content.from.address,
        from_name: content.from.name,
        to_json: JSON.stringify(content.to),
        cc_json: JSON.stringify(content.cc),
        bcc_json: JSON.stringify(content.bcc),
        subject: content.subject,
        text_body: content.text,
        html_body: content.html,
        search_text: searchText,
        sent_at: content.date,
        has_attachments: files.length > 0 ? 1 : 0,
        problem: content.problem,
        is_deleted: 0,
        created_at: context.now.toISOString(),
      })
      .execute();
    if (files.length > 0) await trx.insertInto('mail_attachment').values(files).execute();
    await insertRelations(trx, relations);
  });
  await mirrorEmailRecords(database, [id], context.now, context.snapshot);
  return { id, created: true };
}

import {
  type MailAddress,
  type MailboxView,
  type MailFolder,
  type MessageSummary,
  newRecordId,
} from '@vela/core';
import type { Kysely, Selectable } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { MailMailboxTable, MailMessageTable } from '../../db/migrations/0103-mail.js';
import type { Database } from '../../db/schema.js';

export type MailboxRow = Selectable<MailMailboxTable>;
export type MessageRow = Selectable<MailMessageTable>;
export type Db = Kysely<Database>;

/** Id prefixes of the mail module's rows. */
export const MAIL_PREFIX = {
  mailbox: '0mb',
  message: '0ml',
  attachment: '0ma',
  template: '0mt',
  massSend: '0ms',
  massRecipient: '0mr',
} as const;

export const newMailId = (kind: keyof typeof MAIL_PREFIX) => newRecordId(MAIL_PREFIX[kind]);

/** Position of one IMAP folder: its UIDVALIDITY and the highest UID stored. */
export interface FolderState {
  uidValidity: number;
  lastUid: number;
}
export type SyncState = Record<string, FolderState>;

export function parseSyncState(row: Pick<MailboxRow, 'sync_state_json'>): SyncState {
  try {
    const parsed = JSON.parse(row.sync_state_json) as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as SyncState) : {};
  } catch {
    return {};
  }
}

export function parseAddresses(json: string): MailAddress[] {
  try {
    const parsed = JSON.parse(json) as unknown;
    return Array.isArray(parsed)
      ? parsed.flatMap((entry: unknown) =>
          typeof entry === 'object' && entry !== null && 'address' in entry
            ? [
                {
                  address: String((entry as { address: unknown }).address ?? ''),
                  name: String((entry as { name?: unknown }).name ?? ''),
                },
              ]
            : [],
        )
      : [];
  } catch {
    return [];
  }
}

export function mailboxView(row: MailboxRow): MailboxView {
  return {
    id: row.id,
    emailAddress: row.email_address,
    displayName: row.display_name,
    imapHost: row.imap_host,
    imapPort: Number(row.imap_port),
    imapTls: Number(row.imap_tls) === 1,
    useOrgSmtp: Number(row.use_org_smtp) === 1,
    smtpHost: row.smtp_host,
    smtpPort: Number(row.smtp_port),
    smtpTls: Number(row.smtp_tls) === 1,
    username: row.username,
    hasPassword: row.password_enc !== '',
    lastSyncAt: row.last_sync_at,
    lastError: row.last_error,
    syncing: row.sync_queued_at !== '' && row.sync_queued_at >= row.last_sync_at,
  };
}

export async function mailboxOfUser(
  database: DatabaseHandle,
  userId: string,
): Promise<MailboxRow | undefined> {
  return database.db.selectFrom('mail_mailbox').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function mailboxById(database: DatabaseHandle, id: string): Promise<MailboxRow | undefined> {
  return database.db.selectFrom('mail_mailbox').selectAll().where('id', '=', id).executeTakeFirst();
}

const SNIPPET_LENGTH = 160;

export function snippetOf(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, SNIPPET_LENGTH);
}

/** The columns a list needs (not the bodies). */
export const SUMMARY_COLUMNS = [
  'id',
  'thread_id',
  'folder',
  'status',
  'from_address',
  'from_name',
  'to_json',
  'subject',
  'text_body',
  'sent_at',
  'has_attachments',
] as const;
export type SummaryRow = Pick<MessageRow, (typeof SUMMARY_COLUMNS)[number]>;

export function toSummary(row: SummaryRow, threadSize: number): MessageSummary {
  return {
    id: row.id,
    threadId: row.thread_id,
    folder: row.folder as MailFolder,
    status: row.status as MessageSummary['status'],
    from: { address: row.from_address, name: row.from_name },
    to: parseAddresses(row.to_json),
    subject: row.subject,
    snippet: snippetOf(row.text_body),
    date: row.sent_at,
    hasAttachments: Number(row.has_attachments) === 1,
    threadSize,
  };
}

/** How many live messages each thread holds. */
export async function threadSizes(
  database: DatabaseHandle,
  threadIds: readonly string[],
): Promise<Map<string, number>> {
  const wanted = [...new Set(threadIds)];
  if (wanted.length === 0) return new Map();
  const rows = await database.db
    .selectFrom('mail_message')
    .select(['thread_id', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('thread_id', 'in', wanted)
    .where('is_deleted', '=', 0)
    .groupBy('thread_id')
    .execute();
  return new Map(rows.map((row) => [row.thread_id, Number(row.n)]));
}

/**
 * The thread a message joins: that of the first message of the same mailbox
 * it answers or refers to (In-Reply-To, then References newest first), else
 * a thread of its own (its id).
 */
export async function threadIdFor(
  db: Db,
  owner: { mailboxId: string; userId: string },
  ownId: string,
  inReplyTo: string,
  references: readonly string[],
): Promise<string> {
  const parents = [inReplyTo, ...[...references].reverse()].filter((id) => id !== '');
  if (parents.length === 0) return ownId;
  const rows = await db
    .selectFrom('mail_message')
    .select(['message_id', 'thread_id'])
    .where('user_id', '=', owner.userId)
    .where('message_id', 'in', [...new Set(parents)])
    .execute();
  for (const parent of parents) {
    const found = rows.find((row) => row.message_id === parent);
    if (found) return found.thread_id;
  }
  return ownId;
}

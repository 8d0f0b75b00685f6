import type { MailFolder } from '@vela/core';
import type { ImapFlow, ListResponse } from 'imapflow';
import type { DatabaseHandle } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import { currentMetadata } from '../metadata/index.js';
import { readDeliveryReport, recordBounce } from './bounces.js';
import { mirrorEmailRecords } from './email-records.js';
import { type IngestContext, type MailOwner, parseMime, storeMessage } from './ingest.js';
import { classifyMailError, imapClient } from './mail-servers.js';
import { type MailboxRow, mailboxById, parseSyncState, type SyncState } from './mail-store.js';
import { relationRulesOf } from './relation-rules.js';
import { serverSecretKey, unseal } from './secret-box.js';

export const MAIL_SYNC_JOB = 'mail.sync';
export const MAIL_SYNC_ALL_JOB = 'mail.syncAll';
/** Every mailbox is synchronised this often (besides "sync now" and after its settings are saved). */
export const MAIL_SYNC_EVERY_MS = 5 * 60_000;
/** The sync position is saved after this many messages: a stopped sync resumes there. */
export const MAIL_SYNC_BATCH = 100;

export interface SyncPayload {
  mailboxId: string;
}

export interface SyncOutcome {
  created: number;
  moved: number;
  deleted: number;
  folders: number;
  /** Mass e-mail recipients that delivery reports among the new messages marked as bounced. */
  bounced: number;
  /** Why the server could not be used; '' when the sync ran. */
  error: string;
}

/** Folders that hold no mail of the user's conversations, or that copy other folders. */
const SKIPPED_USES = new Set(['\\Trash', '\\Junk', '\\Drafts', '\\All', '\\Flagged', '\\Archive_all']);

function folderOf(entry: ListResponse): { folder: MailFolder; status: 'received' | 'sent' } {
  if (entry.path.toUpperCase() === 'INBOX') return { folder: 'inbox', status: 'received' };
  if (entry.specialUse === '\\Sent') return { folder: 'sent', status: 'sent' };
  return { folder: 'other', status: 'received' };
}

export function ownerOfMailbox(row: MailboxRow): MailOwner {
  return {
    orgId: row.org_id,
    userId: row.user_id,
    mailboxId: row.id,
    ownAddress: row.email_address,
    user: JSON.parse(row.user_json) as CurrentUser,
  };
}

async function saveState(database: DatabaseHandle, mailboxId: string, state: SyncState): Promise<void> {
  await database.db
    .updateTable('mail_mailbox')
    .set({ sync_state_json: JSON.stringify(state) })
    .where('id', '=', mailboxId)
    .execute();
}

/**
 * One synchronisation of a mailbox (a job of the job runner): for every
 * folder, messages above the last UID stored are fetched, parsed and stored
 * (a Message-ID already stored in another folder is a move); stored UIDs the
 * server no longer has are marked deleted. A changed UIDVALIDITY starts the
 * folder again (Message-IDs keep the stored copies). The position is saved
 * every batch, so a sync stopped midway resumes after the last saved message.
 */
export async function syncMailbox(
  context: { database: DatabaseHandle; dataDir: string; now: () => Date },
  mailboxId: string,
  options: {
    signal?: AbortSignal;
    batchSize?: number;
    progress?: (done: number, total: number) => Promise<void>;
  } = {},
): Promise<SyncOutcome> {
  const { database } = context;
  const outcome: SyncOutcome = { created: 0, moved: 0, deleted: 0, folders: 0, bounced: 0, error: '' };
  const row = await mailboxById(database, mailboxId);
  if (!row) return { ...outcome, error: 'the mailbox was removed' };
  const batchSize = options.batchSize ?? MAIL_SYNC_BATCH;
  let password: string;
  try {
    password = unseal(serverSecretKey(context.dataDir), row.password_enc);
  } catch (error) {
    return finish(database, row.id, context.now(), { ...outcome, error: (error as Error).message });
  }
  const client: ImapFlow = imapClient({
    host: row.imap_host,
    port: Number(row.imap_port),
    tls: Number(row.imap_tls) === 1,
    username: row.username,
    password,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    const { problem, detail } = classifyMailError(error);
    return finish(database, row.id, context.now(), { ...outcome, error: `IMAP ${problem}: ${detail}` });
  }
  const owner = ownerOfMailbox(row);
  const ingest: IngestContext = {
    database,
    dataDir: context.dataDir,
    now: context.now(),
    snapshot: await currentMetadata(database),
    relationCache: new Map(),
    rules: await relationRulesOf(database, row.org_id),
  };
  const state = parseSyncState(row);
  let done = 0;
  try {
    const folders = (await client.list()).filter(
      (entry) => !entry.flags.has('\\Noselect') && !(entry.specialUse && SKIPPED_USES.has(entry.specialUse)),
    );
    for (const entry of folders) {
      options.signal?.throwIfAborted();
      const { folder, status } = folderOf(entry);
      const lock = await client.getMailboxLock(entry.path);
      try {
        const opened = client.mailbox;
        if (!opened) continue;
        outcome.folders += 1;
        const uidValidity = Number(opened.uidValidity);
        let position = state[entry.path];
        if (!position || position.uidValidity !== uidValidity) {
          if (position) {
            // Renumbered: every stored copy is fetched again; Message-IDs bring the stored rows back.
            const renumbered = await database.db
              .selectFrom('mail_message')
              .select('id')
              .where('mailbox_id', '=', row.id)
              .where('imap_path', '=', entry.path)
              .execute();
            await database.db
              .updateTable('mail_message')
              .set({ is_deleted: 1 })
              .where('mailbox_id', '=', row.id)
              .where('imap_path', '=', entry.path)
              .execute();
            await mirrorEmailRecords(
              database,
              renumbered.map((message) => message.id),
              context.now(),
              ingest.snapshot,
            );
          }
          position = { uidValidity, lastUid: 0 };
          state[entry.path] = position;
          await saveState(database, row.id, state);
        }
        const serverUids = opened.exists > 0 ? await client.search({ all: true }, { uid: true }) : [];
        const present = new Set(serverUids === false ? [] : serverUids);
        const newUids = [...present].filter((uid) => uid > (position?.lastUid ?? 0)).sort((a, b) => a - b);
        const total = newUids.length;
        for (let start = 0; start < newUids.length; start += batchSize) {
          options.signal?.throwIfAborted();
          const batch = newUids.slice(start, start + batchSize);
          const fetched: Array<{ uid: number; source: Buffer }> = [];
          for await (const message of client.fetch(
            batch.join(','),
            { uid: true, source: true },
            { uid: true },
          )) {
            if (message.source) fetched.push({ uid: message.uid, source: message.source });
          }
          fetched.sort((a, b) => a.uid - b.uid);
          for (const message of fetched) {
            const content = await parseMime(message.source);
            const stored = await storeMessage(ingest, owner, content, {
              folder,
              status,
              imapPath: entry.path,
              uidValidity,
              uid: message.uid,
            });
            if (stored.created) {
              outcome.created += 1;
              const report = status === 'received' ? readDeliveryReport(message.source) : null;
              if (report) outcome.bounced += await recordBounce(database, row.user_id, report, context.now());
            } else outcome.moved += 1;
          }
          position.lastUid = Math.max(position.lastUid, ...batch);
          await saveState(database, row.id, state);
          done += batch.length;
          await options.progress?.(done, total);
        }
        // Deleted (or moved away): stored here, gone from the server.
        const stored = await database.db
          .selectFrom('mail_message')
          .select(['id', 'uid'])
          .where('mailbox_id', '=', row.id)
          .where('imap_path', '=', entry.path)
          .where('is_deleted', '=', 0)
          .execute();
        const gone = stored
          .filter((message) => !present.has(Number(message.uid)))
          .map((message) => message.id);
        for (let start = 0; start < gone.length; start += 500) {
          await database.db
            .updateTable('mail_message')
            .set({ is_deleted: 1 })
            .where('id', 'in', gone.slice(start, start + 500))
            .execute();
        }
        await mirrorEmailRecords(database, gone, context.now(), ingest.snapshot);
        outcome.deleted += gone.length;
      } finally {
        lock.release();
      }
    }
  } finally {
    await client.logout().catch(() => client.close());
  }
  // A message marked deleted in one folder and found in another was moved: it is live again there.
  return finish(database, row.id, context.now(), outcome);
}

async function finish(
  database: DatabaseHandle,
  mailboxId: string,
  now: Date,
  outcome: SyncOutcome,
): Promise<SyncOutcome> {
  await database.db
    .updateTable('mail_mailbox')
    .set({ last_sync_at: now.toISOString(), last_error: outcome.error })
    .where('id', '=', mailboxId)
    .execute();
  return outcome;
}

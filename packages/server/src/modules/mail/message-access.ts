import {
  MAIL_PAGE_SIZE,
  type MailFolder,
  type MailRelatedRecord,
  type MessageDetail,
  type MessageSummary,
} from '@vela/core';
import { sql } from 'kysely';
import type { CurrentUser } from '../../http/current-user.js';
import { notFound } from '../../http/envelope.js';
import { readFileBytes } from '../files/index.js';
import { currentMetadata, type MetadataSnapshot } from '../metadata/index.js';
import { canAccessRecord, findRow } from '../records/index.js';
import { mirrorEmailRecords } from './email-records.js';
import { insertRelations } from './ingest.js';
import { type Context, likeLiteral } from './mail-context.js';
import { parseAddresses, SUMMARY_COLUMNS, threadSizes, toSummary } from './mail-store.js';

/** Reading mail (issue 23): folders, a message and its thread, attachments, relations and record timelines. */
export async function listMessages(
  context: Context,
  user: CurrentUser,
  query: { folder: MailFolder; search: string; page: number },
): Promise<{ messages: MessageSummary[]; total: number }> {
  let select = context.database.db
    .selectFrom('mail_message')
    .where('user_id', '=', user.userId)
    .where('folder', '=', query.folder)
    .where('is_deleted', '=', 0);
  for (const word of query.search.toLowerCase().split(/\s+/).filter(Boolean))
    select = select.where(sql<boolean>`search_text like ${`%${likeLiteral(word)}%`} escape '\\'`);
  const [rows, count] = await Promise.all([
    select
      .select([...SUMMARY_COLUMNS])
      .orderBy('sent_at', 'desc')
      .orderBy('id', 'desc')
      .limit(MAIL_PAGE_SIZE)
      .offset((query.page - 1) * MAIL_PAGE_SIZE)
      .execute(),
    select.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst(),
  ]);
  const sizes = await threadSizes(
    context.database,
    rows.map((row) => row.thread_id),
  );
  return {
    messages: rows.map((row) => toSummary(row, sizes.get(row.thread_id) ?? 1)),
    total: Number(count?.n ?? 0),
  };
}

async function relationsOf(context: Context, messageIds: readonly string[]) {
  if (messageIds.length === 0) return [];
  return context.database.db
    .selectFrom('mail_relation')
    .selectAll()
    .where('message_id', 'in', [...messageIds])
    .execute();
}

/** Whether the caller may read one of these records (one check per record, few per message). */
async function readsAnyRecord(
  context: Context,
  user: CurrentUser,
  snapshot: MetadataSnapshot,
  recordIds: readonly string[],
): Promise<boolean> {
  for (const recordId of recordIds) {
    const object = snapshot.byPrefix.get(recordId.slice(0, 3));
    if (object && (await canAccessRecord(context.database, user, object, { id: recordId }))) return true;
  }
  return false;
}

/** A message the caller may open: their own, or one related to a record they may read. */
export async function readableMessage(context: Context, user: CurrentUser, id: string) {
  const row = await context.database.db
    .selectFrom('mail_message')
    .selectAll()
    .where('id', '=', id)
    .where('org_id', '=', user.orgId)
    .executeTakeFirst();
  if (!row) throw notFound(`Message ${id}`);
  if (row.user_id === user.userId) return { row, own: true };
  // A draft is its writer's alone.
  if (row.status === 'draft') throw notFound(`Message ${id}`);
  const relations = await relationsOf(context, [row.id]);
  const snapshot = await currentMetadata(context.database);
  if (
    await readsAnyRecord(
      context,
      user,
      snapshot,
      relations.map((relation) => relation.record_id),
    )
  )
    return { row, own: false };
  throw notFound(`Message ${id}`);
}

export async function getMessage(
  context: Context,
  user: CurrentUser,
  id: string,
): Promise<{ message: MessageDetail; thread: MessageSummary[] }> {
  const { row, own } = await readableMessage(context, user, id);
  const [attachments, relations, threadRows] = await Promise.all([
    context.database.db
      .selectFrom('mail_attachment')
      .select(['id', 'name', 'type', 'size'])
      .where('message_id', '=', row.id)
      .orderBy('name')
      .execute(),
    relationsOf(context, [row.id]),
    context.database.db
      .selectFrom('mail_message')
      .select([...SUMMARY_COLUMNS])
      .where('thread_id', '=', row.thread_id)
      .where('user_id', '=', row.user_id)
      .where('is_deleted', '=', 0)
      .orderBy('sent_at')
      .orderBy('id')
      .execute(),
  ]);
  // Someone else's thread shows only what they may open: the messages related to a record they read.
  let visibleThread = threadRows;
  if (!own) {
    const threadRelations = await relationsOf(
      context,
      threadRows.map((message) => message.id),
    );
    const snapshot = await currentMetadata(context.database);
    const allowed = new Set<string>();
    for (const message of threadRows) {
      const records = threadRelations.filter((r) => r.message_id === message.id).map((r) => r.record_id);
      if (message.id === row.id || (await readsAnyRecord(context, user, snapshot, records)))
        allowed.add(message.id);
    }
    visibleThread = threadRows.filter((message) => allowed.has(message.id));
  }
  const size = visibleThread.length;
  return {
    message: {
      ...toSummary(row, size),
      cc: parseAddresses(row.cc_json),
      bcc: own ? parseAddresses(row.bcc_json) : [],
      messageId: row.message_id,
      html: row.html_body,
      text: row.text_body,
      attachments: attachments.map((attachment) => ({ ...attachment, size: Number(attachment.size) })),
      related: relations.map((relation) => ({
        recordId: relation.record_id,
        objectApi: relation.object_api,
        name: relation.record_name,
        how: relation.how === 'manual' ? ('manual' as const) : ('address' as const),
      })),
      problem: row.problem,
      own,
    },
    thread: visibleThread.map((message) => toSummary(message, size)),
  };
}

export async function downloadAttachment(context: Context, user: CurrentUser, attachmentId: string) {
  const attachment = await context.database.db
    .selectFrom('mail_attachment')
    .selectAll()
    .where('id', '=', attachmentId)
    .executeTakeFirst();
  if (!attachment) throw notFound(`Attachment ${attachmentId}`);
  await readableMessage(context, user, attachment.message_id);
  const stored = await readFileBytes(context.config.dataDir, user.orgId, attachment.file_id);
  if (!stored) throw notFound(`Attachment ${attachmentId}`);
  return { name: attachment.name, type: attachment.type, bytes: stored.bytes };
}

/** A record the caller may read, by id, with its object and name; a clear 404 otherwise. */
export async function readableRecord(context: Context, user: CurrentUser, recordId: string) {
  const snapshot = await currentMetadata(context.database);
  const object = snapshot.byPrefix.get(recordId.slice(0, 3));
  if (!object) throw notFound(`Record ${recordId}`);
  const row = await findRow(context.database, object, recordId);
  if (!row || !(await canAccessRecord(context.database, user, object, row)))
    throw notFound(`Record ${recordId}`);
  return { object, name: typeof row.name === 'string' ? row.name : '' };
}

export async function relateMessage(
  context: Context,
  user: CurrentUser,
  body: { id: string; recordId: string; remove: boolean },
): Promise<MailRelatedRecord[]> {
  // A user relates only a message they may read (their own, or one related to a record they read) to a
  // record they may read; the owner removes any relation, another reader only one to a record they read.
  const { row, own } = await readableMessage(context, user, body.id);
  if (body.remove) {
    if (!own) await readableRecord(context, user, body.recordId);
    await context.database.db
      .deleteFrom('mail_relation')
      .where('message_id', '=', row.id)
      .where('record_id', '=', body.recordId)
      .execute();
  } else {
    const record = await readableRecord(context, user, body.recordId);
    await context.database.db
      .deleteFrom('mail_relation')
      .where('message_id', '=', row.id)
      .where('record_id', '=', body.recordId)
      .execute();
    await insertRelations(context.database.db, [
      {
        message_id: row.id,
        record_id: body.recordId,
        object_api: record.object.apiName,
        record_name: record.name,
        how: 'manual',
        sent_at: row.sent_at,
      },
    ]);
  }
  await mirrorEmailRecords(context.database, [row.id], context.now());
  return (await relationsOf(context, [row.id])).map((relation) => ({
    recordId: relation.record_id,
    objectApi: relation.object_api,
    name: relation.record_name,
    how: relation.how === 'manual' ? ('manual' as const) : ('address' as const),
  }));
}

export async function recordTimeline(
  context: Context,
  user: CurrentUser,
  body: { recordId: string; limit: number },
): Promise<MessageSummary[]> {
  await readableRecord(context, user, body.recordId);
  const rows = await context.database.db
    .selectFrom('mail_relation')
    .innerJoin('mail_message', 'mail_message.id', 'mail_relation.message_id')
    .select(SUMMARY_COLUMNS.map((column) => `mail_message.${column}` as const))
    .where('mail_relation.record_id', '=', body.recordId)
    .where('mail_message.is_deleted', '=', 0)
    .where('mail_message.status', '!=', 'draft')
    .where('mail_message.org_id', '=', user.orgId)
    .orderBy('mail_relation.sent_at', 'desc')
    .limit(body.limit)
    .execute();
  const sizes = await threadSizes(
    context.database,
    rows.map((row) => row.thread_id),
  );
  return rows.map((row) => toSummary(row, sizes.get(row.thread_id) ?? 1));
}

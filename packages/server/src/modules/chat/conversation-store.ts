import { randomBytes } from 'node:crypto';
import type { ChatAttachment, ChatEvent } from '@vela/core';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { ChatConversationTable, ChatMessageTable } from '../../db/migrations/0123-chat.js';
import type { Database } from '../../db/schema.js';

/**
 * The chat's rows: conversations, members and messages. Who may do what is
 * decided by the callers (`conversations.ts`); this file only reads and writes.
 */
export type ConversationRow = Selectable<ChatConversationTable>;
export type MessageRow = Selectable<ChatMessageTable>;
type Db = Kysely<Database> | Transaction<Database>;

const newId = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;

/** The key of the one 1:1 chat of two people. */
export const directKeyOf = (a: string, b: string) => [a, b].sort().join('|');

export function findConversation(db: Db, orgId: string, id: string): Promise<ConversationRow | undefined> {
  return db
    .selectFrom('chat_conversation')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** One message of the organisation's chats, by id. */
export function findMessage(db: Db, orgId: string, messageId: string): Promise<MessageRow | undefined> {
  return db
    .selectFrom('chat_message as msg')
    .innerJoin('chat_conversation as c', 'c.id', 'msg.conversation_id')
    .selectAll('msg')
    .where('c.org_id', '=', orgId)
    .where('msg.id', '=', messageId)
    .executeTakeFirst();
}

/** The ids of a conversation's members. */
export async function memberIdsOf(db: Db, orgId: string, conversationId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('chat_member')
    .select('user_id')
    .where('org_id', '=', orgId)
    .where('conversation_id', '=', conversationId)
    .execute();
  return rows.map((row) => row.user_id);
}

/** Everyone else who shares a conversation with `userId`: who hears their presence. */
export async function contactIdsOf(db: Db, orgId: string, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('chat_member as mine')
    .innerJoin('chat_member as other', 'other.conversation_id', 'mine.conversation_id')
    .select('other.user_id')
    .distinct()
    .where('mine.org_id', '=', orgId)
    .where('mine.user_id', '=', userId)
    .where('other.user_id', '<>', userId)
    .execute();
  return rows.map((row) => row.user_id);
}

/** The 1:1 chat of two people, made if it is not there yet (two first messages at once make one chat). */
export async function openDirect(
  database: DatabaseHandle,
  orgId: string,
  me: string,
  other: string,
  now: string,
): Promise<ConversationRow> {
  const directKey = directKeyOf(me, other);
  return database.db.transaction().execute(async (trx) => {
    const made = await trx
      .insertInto('chat_conversation')
      .values({
        id: newId('chat'),
        org_id: orgId,
        is_group: 0,
        name: '',
        direct_key: directKey,
        created_by: me,
        created_at: now,
        last_seq: 0,
        last_at: now,
      })
      .onConflict((conflict) => conflict.columns(['org_id', 'direct_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (made) await addMemberRows(trx, orgId, made.id, [me, other], now);
    return trx
      .selectFrom('chat_conversation')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('direct_key', '=', directKey)
      .executeTakeFirstOrThrow();
  });
}

/** A new group of these members; the event message that says it was made is its first message. */
export async function createGroup(
  database: DatabaseHandle,
  group: { orgId: string; name: string; createdBy: string; memberIds: readonly string[]; event: ChatEvent },
  now: string,
): Promise<{ conversation: ConversationRow; message: MessageRow }> {
  return database.db.transaction().execute(async (trx) => {
    const id = newId('chat');
    await trx
      .insertInto('chat_conversation')
      .values({
        id,
        org_id: group.orgId,
        is_group: 1,
        name: group.name,
        direct_key: null,
        created_by: group.createdBy,
        created_at: now,
        last_seq: 0,
        last_at: now,
      })
      .execute();
    await addMemberRows(trx, group.orgId, id, group.memberIds, now);
    const message = await appendMessage(trx, group.orgId, id, {
      type: 'event',
      text: '',
      event: group.event,
      senderId: group.createdBy,
      now,
    });
    return { conversation: await fetchConversation(trx, group.orgId, id), message };
  });
}

function fetchConversation(db: Db, orgId: string, id: string): Promise<ConversationRow> {
  return db
    .selectFrom('chat_conversation')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

async function addMemberRows(
  db: Db,
  orgId: string,
  conversationId: string,
  userIds: readonly string[],
  now: string,
): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insertInto('chat_member')
    .values(
      userIds.map((userId) => ({
        conversation_id: conversationId,
        user_id: userId,
        org_id: orgId,
        read_seq: 0,
        joined_at: now,
      })),
    )
    .onConflict((conflict) => conflict.columns(['conversation_id', 'user_id']).doNothing())
    .execute();
}

interface NewMessage {
  type: 'text' | 'event' | 'file';
  text: string;
  event: ChatEvent | null;
  /** A 'file' message's file. */
  attachment?: ChatAttachment;
  senderId: string;
  now: string;
}

/**
 * A message at the end of a conversation: its seq is the conversation's
 * next, taken in the same statement that raises it, and the sender has read
 * up to it (their own message is never unread to them).
 */
async function appendMessage(
  trx: Transaction<Database>,
  orgId: string,
  conversationId: string,
  message: NewMessage,
): Promise<MessageRow> {
  const { last_seq: seq } = await trx
    .updateTable('chat_conversation')
    .set((eb) => ({ last_seq: eb('last_seq', '+', 1), last_at: message.now }))
    .where('org_id', '=', orgId)
    .where('id', '=', conversationId)
    .returning('last_seq')
    .executeTakeFirstOrThrow();
  const row: MessageRow = {
    id: newId('cmsg'),
    conversation_id: conversationId,
    seq,
    type: message.type,
    text: message.text,
    event_json: message.event ? JSON.stringify(message.event) : '',
    sender_id: message.senderId,
    sent_at: message.now,
    attachment_json: message.attachment ? JSON.stringify(message.attachment) : '',
  };
  await trx.insertInto('chat_message').values(row).execute();
  await trx
    .updateTable('chat_member')
    .set({ read_seq: seq })
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', message.senderId)
    .execute();
  return row;
}

/**
 * A message from a member; null when the sender is not (or no longer) in the
 * conversation, checked in the same transaction that writes it.
 */
export function sendMessage(
  database: DatabaseHandle,
  orgId: string,
  conversationId: string,
  message: NewMessage,
): Promise<MessageRow | null> {
  return database.db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom('chat_member')
      .select('user_id')
      .where('org_id', '=', orgId)
      .where('conversation_id', '=', conversationId)
      .where('user_id', '=', message.senderId)
      .executeTakeFirst();
    if (!member) return null;
    return appendMessage(trx, orgId, conversationId, message);
  });
}

/** Adds members and writes what happened, in one transaction. */
export function addMembers(
  database: DatabaseHandle,
  orgId: string,
  conversationId: string,
  userIds: readonly string[],
  message: NewMessage,
): Promise<MessageRow> {
  return database.db.transaction().execute(async (trx) => {
    await addMemberRows(trx, orgId, conversationId, userIds, message.now);
    return appendMessage(trx, orgId, conversationId, message);
  });
}

/** Writes what happened, then takes the member out (S1-B-091): the others keep the message in history. */
export function removeMember(
  database: DatabaseHandle,
  orgId: string,
  conversationId: string,
  userId: string,
  message: NewMessage,
): Promise<MessageRow> {
  return database.db.transaction().execute(async (trx) => {
    const row = await appendMessage(trx, orgId, conversationId, message);
    await trx
      .deleteFrom('chat_member')
      .where('org_id', '=', orgId)
      .where('conversation_id', '=', conversationId)
      .where('user_id', '=', userId)
      .execute();
    return row;
  });
}

/** Renames a group and writes what happened. */
export function renameGroup(
  database: DatabaseHandle,
  orgId: string,
  conversationId: string,
  name: string,
  message: NewMessage,
): Promise<MessageRow> {
  return database.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('chat_conversation')
      .set({ name })
      .where('org_id', '=', orgId)
      .where('id', '=', conversationId)
      .execute();
    return appendMessage(trx, orgId, conversationId, message);
  });
}

/** A member has read up to the newest message; answers the seq read up to. */
export async function markRead(
  db: Db,
  orgId: string,
  conversationId: string,
  userId: string,
): Promise<number> {
  const conversation = await fetchConversation(db, orgId, conversationId);
  await db
    .updateTable('chat_member')
    .set({ read_seq: conversation.last_seq })
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', userId)
    .execute();
  return conversation.last_seq;
}

/** Where a member has read up to in a conversation (0: nothing yet, or not a member). */
export async function readSeqOf(db: Db, conversationId: string, userId: string): Promise<number> {
  const row = await db
    .selectFrom('chat_member')
    .select('read_seq')
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.read_seq ?? 0);
}

/** A user's conversations with their read position and how many messages of others they have not read. */
export function conversationsOf(
  db: Db,
  orgId: string,
  userId: string,
  onlyId?: string,
): Promise<Array<ConversationRow & { read_seq: number; unread: number | string | bigint }>> {
  let query = db
    .selectFrom('chat_member as m')
    .innerJoin('chat_conversation as c', 'c.id', 'm.conversation_id')
    .selectAll('c')
    .select('m.read_seq')
    .select((eb) =>
      eb
        .selectFrom('chat_message as msg')
        .select((count) => count.fn.countAll().as('n'))
        .whereRef('msg.conversation_id', '=', 'c.id')
        .whereRef('msg.seq', '>', 'm.read_seq')
        .where('msg.sender_id', '!=', userId)
        .as('unread'),
    )
    .where('m.org_id', '=', orgId)
    .where('m.user_id', '=', userId);
  if (onlyId) query = query.where('c.id', '=', onlyId);
  return query.execute() as Promise<
    Array<ConversationRow & { read_seq: number; unread: number | string | bigint }>
  >;
}

/** Each conversation's newest `count` messages, oldest first (seq runs 1, 2, 3 … in a conversation). */
export async function recentMessagesOf(
  db: Db,
  conversationIds: readonly string[],
  count: number,
): Promise<Map<string, MessageRow[]>> {
  const recent = new Map<string, MessageRow[]>();
  if (conversationIds.length === 0) return recent;
  const rows = await db
    .selectFrom('chat_message as msg')
    .innerJoin('chat_conversation as c', (join) =>
      join
        .onRef('c.id', '=', 'msg.conversation_id')
        .on((eb) => eb('msg.seq', '>', eb('c.last_seq', '-', count))),
    )
    .selectAll('msg')
    .where('c.id', 'in', [...conversationIds])
    .orderBy('msg.conversation_id')
    .orderBy('msg.seq')
    .execute();
  for (const row of rows) recent.set(row.conversation_id, [...(recent.get(row.conversation_id) ?? []), row]);
  return recent;
}

/** The members of these conversations, by conversation. */
export async function membersOf(db: Db, conversationIds: readonly string[]): Promise<Map<string, string[]>> {
  const members = new Map<string, string[]>();
  if (conversationIds.length === 0) return members;
  const rows = await db
    .selectFrom('chat_member')
    .select(['conversation_id', 'user_id'])
    .where('conversation_id', 'in', [...conversationIds])
    .orderBy('joined_at')
    .orderBy('user_id')
    .execute();
  for (const row of rows)
    members.set(row.conversation_id, [...(members.get(row.conversation_id) ?? []), row.user_id]);
  return members;
}

/** A page of history, oldest first: the `limit` messages before `beforeSeq` (or the newest). */
export async function messagePage(
  db: Db,
  conversationId: string,
  beforeSeq: number | undefined,
  limit: number,
): Promise<{ rows: MessageRow[]; hasMore: boolean }> {
  let query = db.selectFrom('chat_message').selectAll().where('conversation_id', '=', conversationId);
  if (beforeSeq !== undefined) query = query.where('seq', '<', beforeSeq);
  const rows = await query
    .orderBy('seq', 'desc')
    .limit(limit + 1)
    .execute();
  return { rows: rows.slice(0, limit).reverse(), hasMore: rows.length > limit };
}

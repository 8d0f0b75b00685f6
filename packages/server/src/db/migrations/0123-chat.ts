import type { Kysely } from 'kysely';

/**
 * Conversations (issue 24): 1:1 and group chats, who is in each and up to
 * where they have read, and the messages. A message's `seq` is its place in
 * its chat (the conversation's `last_seq` is taken and raised in the sending
 * transaction), so history pages and unread counts go by one number, not by
 * clocks of several server processes. A 1:1 chat's `direct_key` is its two
 * people's ids in order: one chat per pair, whoever opens it first.
 */
export interface ChatConversationTable {
  id: string;
  org_id: string;
  /** 1 for a group, 0 for a 1:1 chat. */
  is_group: number;
  name: string;
  /** 'a|b' (the two ids sorted) for a 1:1 chat; null for a group. */
  direct_key: string | null;
  created_by: string;
  created_at: string;
  last_seq: number;
  /** When the last message came, else created_at: the chat list's order. */
  last_at: string;
}

export interface ChatMemberTable {
  conversation_id: string;
  user_id: string;
  org_id: string;
  /** The last message seq this person has read. */
  read_seq: number;
  joined_at: string;
}

export interface ChatMessageTable {
  id: string;
  conversation_id: string;
  seq: number;
  /** 'text' or 'event' (a membership change). */
  type: string;
  text: string;
  /** The event of an 'event' message, JSON; '' for text. */
  event_json: string;
  sender_id: string;
  sent_at: string;
  /** A 'file' message's file, JSON (core ChatAttachment); '' for the rest. Added by 0127. */
  attachment_json: string;
}

export interface ChatTables {
  chat_conversation: ChatConversationTable;
  chat_member: ChatMemberTable;
  chat_message: ChatMessageTable;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_conversation')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('is_group', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('direct_key', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('chat_conversation_direct_idx')
    .on('chat_conversation')
    .columns(['org_id', 'direct_key'])
    .unique()
    .execute();
  await db.schema
    .createTable('chat_member')
    .addColumn('conversation_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('read_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('joined_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('chat_member_pk', ['conversation_id', 'user_id'])
    .execute();
  await db.schema.createIndex('chat_member_user_idx').on('chat_member').columns(['user_id']).execute();
  await db.schema
    .createTable('chat_message')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('conversation_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('event_json', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sender_id', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('chat_message_seq_idx')
    .on('chat_message')
    .columns(['conversation_id', 'seq'])
    .unique()
    .execute();
}

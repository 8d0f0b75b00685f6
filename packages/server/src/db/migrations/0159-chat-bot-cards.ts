import type { Generated, Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { autoIncrementPrimaryKey } from '../dialect-sql.js';

/**
 * The bot cards of saves, kept (issue 24: "bot cards kept in history"): one row per card sent to a
 * group (today the organisation's, `org:<orgId>`), written when it is sent. The row keeps the card's
 * whole source (every field it may show, by api name); each reader's card is cut from it when read,
 * by their access to the record and the fields they may see, as on the real-time channel. `id` is the
 * card's place in its group's history (history pages go by it, like a chat message's seq).
 */
export interface ChatBotCardTable {
  id: Generated<number>;
  org_id: string;
  group_id: string;
  /** The record's object id (metadata `ObjectModel.id`) and the record. */
  object_id: string;
  record_id: string;
  /** Core `BotCardSource`, JSON. */
  source_json: string;
  /** Who sent it (the saver, or a flow's sender). */
  sent_by: string;
  sent_at: string;
}

export interface ChatBotCardTables {
  chat_bot_card: ChatBotCardTable;
}

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('chat_bot_card')
    .addColumn('id', 'integer', autoIncrementPrimaryKey(dialect))
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('group_id', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('source_json', 'text', (c) => c.notNull())
    .addColumn('sent_by', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('chat_bot_card_group_idx')
    .on('chat_bot_card')
    .columns(['org_id', 'group_id', 'id'])
    .execute();
}

import type { BotCardSource } from '@vela/core';
import type { Selectable } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { ChatBotCardTable } from '../../db/migrations/0159-chat-bot-cards.js';

/**
 * The bot cards kept in their group's history (issue 24): written when sent, read a page at a time.
 * Who may see which card is decided by the reader (`bot-card-history.ts`); this file only reads and writes.
 */
export type BotCardRow = Selectable<ChatBotCardTable>;

export interface NewBotCard {
  orgId: string;
  groupId: string;
  objectId: string;
  source: BotCardSource;
  sentBy: string;
  sentAt: string;
}

/** Keeps these cards, in this order (one transaction: a save's cards are kept all or none); answers their rows. */
export function keepBotCards(database: DatabaseHandle, cards: readonly NewBotCard[]): Promise<BotCardRow[]> {
  if (cards.length === 0) return Promise.resolve([]);
  return database.db.transaction().execute(async (trx) => {
    const rows: BotCardRow[] = [];
    for (const card of cards)
      rows.push(
        await trx
          .insertInto('chat_bot_card')
          .values({
            org_id: card.orgId,
            group_id: card.groupId,
            object_id: card.objectId,
            record_id: card.source.recordId,
            source_json: JSON.stringify(card.source),
            sent_by: card.sentBy,
            sent_at: card.sentAt,
          })
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
    return rows.map((row) => ({ ...row, id: Number(row.id) }));
  });
}

/** Up to `limit` of a group's cards before `beforeId` (or the newest), newest first. */
export async function botCardsBefore(
  database: DatabaseHandle,
  group: { orgId: string; groupId: string },
  beforeId: number | undefined,
  limit: number,
): Promise<BotCardRow[]> {
  let query = database.db
    .selectFrom('chat_bot_card')
    .selectAll()
    .where('org_id', '=', group.orgId)
    .where('group_id', '=', group.groupId);
  if (beforeId !== undefined) query = query.where('id', '<', beforeId);
  const rows = await query.orderBy('id', 'desc').limit(limit).execute();
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

import { type BotCard, botCardFor, type ChatMessage, organisationChatGroupId } from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import { loadFieldAccess, readableRecordIds } from '../access/index.js';
import { currentMetadata, findObject, type MetadataSnapshot, type ObjectModel } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { type BotCardRow, botCardsBefore } from './bot-card-store.js';
import { botCardMessage, botCardSourceSchema } from './bot-cards.js';

/**
 * The organisation's group's history (issue 24): its kept bot cards, paged backwards like a
 * conversation's messages, each cut for the reader when read — a card of a record the reader may not
 * read is left out (no placeholder: that a record was saved, by whom and when, is its readers' business),
 * a field hidden from them is not on it. Access is judged now, not when the card was sent: a record
 * shared later shows its cards; one taken away hides them.
 */

/** Rows looked at per round, and at most this many rounds a page: a reader who may read almost nothing gets a short page and the place to go on from. */
const ROWS_PER_ROUND = 100;
const MAX_ROUNDS = 5;

export async function botCardHistory(
  context: ModuleContext,
  user: CurrentUser,
  input: { beforeSeq?: number | undefined; limit: number },
): Promise<{ messages: ChatMessage[]; hasMore: boolean; nextBeforeSeq?: number }> {
  const group = { orgId: user.orgId, groupId: organisationChatGroupId(user.orgId) };
  const metadata = await currentMetadata(context.database);
  const shown: ChatMessage[] = [];
  let before = input.beforeSeq;
  let exhausted = false;
  for (let round = 0; round < MAX_ROUNDS && shown.length < input.limit && !exhausted; round += 1) {
    const rows = await botCardsBefore(context.database, group, before, Math.max(input.limit, ROWS_PER_ROUND));
    exhausted = rows.length < Math.max(input.limit, ROWS_PER_ROUND);
    const cards = await cardsFor(context.database, user, metadata, rows);
    for (const row of rows) {
      before = row.id;
      const card = cards.get(row.id);
      if (card)
        shown.push(
          botCardMessage(
            { seq: row.id, group: row.group_id, sentBy: row.sent_by, sentAt: row.sent_at },
            card,
          ),
        );
      if (shown.length === input.limit) break;
    }
  }
  const hasMore =
    before !== undefined && (await botCardsBefore(context.database, group, before, 1)).length > 0;
  return {
    messages: shown.reverse(),
    hasMore,
    ...(hasMore && before !== undefined ? { nextBeforeSeq: before } : {}),
  };
}

/** The cards of these rows the user may see, by row id, each without the fields hidden from them. */
async function cardsFor(
  database: DatabaseHandle,
  user: CurrentUser,
  metadata: MetadataSnapshot,
  rows: readonly BotCardRow[],
): Promise<Map<number, BotCard>> {
  const byObject = new Map<ObjectModel, BotCardRow[]>();
  for (const row of rows) {
    const object = findObject(metadata, { objId: row.object_id });
    if (object) byObject.set(object, [...(byObject.get(object) ?? []), row]);
  }
  const readable = await readableRecordIds(
    database,
    user,
    [...byObject].map(([object, ofObject]) => ({
      object,
      ids: [...new Set(ofObject.map((row) => row.record_id))],
    })),
  );
  const cards = new Map<number, BotCard>();
  for (const [object, ofObject] of byObject) {
    const mine = ofObject.filter((row) => readable.has(row.record_id));
    if (mine.length === 0) continue;
    const { hidden } = await loadFieldAccess(database, user, object);
    for (const row of mine) {
      const source = botCardSourceSchema.safeParse(JSON.parse(row.source_json));
      if (source.success) cards.set(row.id, botCardFor(source.data, hidden));
    }
  }
  return cards;
}

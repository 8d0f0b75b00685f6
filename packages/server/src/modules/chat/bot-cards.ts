import {
  type BotCard,
  type BotCardSource,
  botCardFor,
  botCardSchedule,
  type ChatMessage,
  organisationChatGroupId,
  printFieldText,
} from '@vela/core';
import { z } from 'zod';
import { type DatabaseHandle, executePrepared } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import {
  currentMetadata,
  findObject,
  isLookupType,
  type MetadataSnapshot,
  type ObjectModel,
} from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { publishRecordEvent, type RecipientShaper, shapeRecordEvents } from '../realtime/index.js';
import {
  onRecordsSaved,
  type RecordRow,
  type RecordValues,
  recordsDb,
  rowToValues,
  type SavedRecords,
} from '../records/index.js';
import { keepBotCards } from './bot-card-store.js';

/**
 * The bot card of a save (spec 2 §4 "Saving", S2-B-061, S2-K-007, S2-K-008),
 * built here from the saved records after the save is committed, never from
 * what a client says: its changer is the authenticated saver. It goes to the
 * organisation's group as a record event, so each member hears it only if
 * they may read the record, without the fields hidden from them. Each card is
 * kept (`chat_bot_card`) before it goes out: the group's history shows it
 * later to each reader cut the same way (`bot-card-history.ts`).
 */
export const BOT_CARD_EVENT = 'bot.card';

/** A field's value on a card; rich text and long notes are cut rather than carried whole over the bus. */
const MAX_VALUE_LENGTH = 2_000;
const NO_NAMES: ReadonlyMap<string, string> = new Map();

/** A card's source as kept and published: every field it may show, by api name. */
export const botCardSourceSchema = z.object({
  objectLabel: z.string(),
  name: z.string(),
  recordId: z.string(),
  isNew: z.boolean(),
  changer: z.string(),
  fields: z.array(
    z.object({ field: z.string(), label: z.string(), value: z.string(), flag: z.boolean().optional() }),
  ),
});

const payloadSchema = z.object({
  group: z.string(),
  /** The kept card's place in its group's history (absent from a server before cards were kept). */
  seq: z.number().int().positive().optional(),
  sentBy: z.string(),
  sentAt: z.string(),
  source: botCardSourceSchema,
});

/** A kept card as a message of its group's history (the history call and the socket say it alike). */
export function botCardMessage(
  kept: { seq: number; group: string; sentBy: string; sentAt: string },
  card: BotCard,
): ChatMessage {
  return {
    id: `card_${kept.seq}`,
    conversationId: kept.group,
    seq: kept.seq,
    type: 'card',
    text: card.title,
    event: null,
    card,
    // A card is a notice of a save, with no read mark of its own: it never counts as unread.
    isListen: true,
    senderId: kept.sentBy,
    senderName: card.changer,
    sentAt: kept.sentAt,
  };
}

/** The published payload (the source) made into the card one recipient may see, and its history message. */
const shapeBotCard: RecipientShaper = (payload, recipient) => {
  const parsed = payloadSchema.safeParse(payload);
  if (!parsed.success) return null;
  const { source, seq, ...rest } = parsed.data;
  const card = botCardFor(source, recipient.hiddenFields);
  return seq === undefined
    ? { ...rest, card }
    : { ...rest, seq, card, message: botCardMessage({ ...rest, seq }, card) };
};

export function registerBotCards(context: ModuleContext): void {
  shapeRecordEvents(BOT_CARD_EVENT, shapeBotCard);
  onRecordsSaved(context, (saved) => publishSaveCards(context, saved));
}

/** The records a save's answer says it wrote: the record first, then its lines, with whether each is new. */
function savedRecordsOf(saved: SavedRecords): Array<{ recordId: string; isNew: boolean }> {
  const cards = saved.results.flatMap((result) => [result.cardValue, ...result.cardList]);
  return cards.flatMap((card) => {
    if (typeof card !== 'object' || card === null) return [];
    const { recordId, type } = card as { recordId?: unknown; type?: unknown };
    return typeof recordId === 'string' && recordId ? [{ recordId, isNew: type === 'NEW' }] : [];
  });
}

type SourceOfObject = BotCardSource & { objectId: string };

/**
 * Keeps the cards in the organisation's group's history (all at once, in sending order), then publishes
 * them: the history has a save's line cards at once, the screens get them on the schedule.
 */
async function keepAndPublish(
  context: ModuleContext,
  sender: CurrentUser,
  sources: readonly SourceOfObject[],
): Promise<Array<() => Promise<void>>> {
  const group = organisationChatGroupId(sender.orgId);
  const sentAt = context.now().toISOString();
  const kept = await keepBotCards(
    context.database,
    sources.map(({ objectId, ...source }) => ({
      orgId: sender.orgId,
      groupId: group,
      objectId,
      source,
      sentBy: sender.userId,
      sentAt,
    })),
  );
  return kept.map((row, index) => async () => {
    const source = sources[index];
    if (!source) return;
    const { objectId, ...card } = source;
    await publishRecordEvent(context.realtime, {
      type: BOT_CARD_EVENT,
      orgId: sender.orgId,
      record: { objectId, recordId: card.recordId },
      payload: { group, seq: row.id, source: card, sentBy: sender.userId, sentAt },
    });
  });
}

async function publishSaveCards(context: ModuleContext, saved: SavedRecords): Promise<void> {
  const written = savedRecordsOf(saved);
  if (written.length === 0) return;
  const sources = await cardSources(context.database, saved.snapshot, saved.user, written);
  const sends = await keepAndPublish(context, saved.user, sources);
  // The record's card at once, its lines' 500 ms apart by index (S2-K-008).
  for (const { card: send, delayMs } of botCardSchedule(sends)) {
    if (delayMs === 0) await send();
    else setTimeout(() => void send().catch(() => undefined), delayMs).unref();
  }
}

/** Each saved record's card source, read back from the database as it was committed. */
async function cardSources(
  database: DatabaseHandle,
  snapshot: MetadataSnapshot,
  saver: CurrentUser,
  written: ReadonlyArray<{ recordId: string; isNew: boolean }>,
): Promise<SourceOfObject[]> {
  const byObject = new Map<ObjectModel, string[]>();
  for (const { recordId } of written) {
    const object = findObject(snapshot, { recordId });
    if (object) byObject.set(object, [...(byObject.get(object) ?? []), recordId]);
  }
  const values = new Map<string, { object: ObjectModel; values: RecordValues }>();
  for (const [object, ids] of byObject) {
    // A named statement on PostgreSQL: every save runs it (planning it each time cost ~0.25 ms a save).
    const query = recordsDb(database)
      .selectFrom(object.tableName)
      .selectAll()
      .where('id', 'in', ids)
      .where('is_deleted', '=', 0);
    const { rows } = await executePrepared<RecordRow>(database, query.compile());
    // Lookups never reach a card (cardFields): their names are not looked up at all.
    for (const row of rows)
      values.set(String(row.id), { object, values: rowToValues(object, row, NO_NAMES) });
  }
  return written.flatMap(({ recordId, isNew }) => {
    const found = values.get(recordId);
    if (!found) return [];
    const { object } = found;
    return [
      {
        objectId: object.id,
        objectLabel: object.label,
        name: String(found.values.name ?? ''),
        recordId,
        isNew,
        changer: saver.name,
        fields: cardFields(object, found.values, saver.language ?? 'en'),
      },
    ];
  });
}

/**
 * The fields a card may show, filled ones only, as a person reads them (issue 24: "readable values, not
 * 'Active: true'"): picklist labels, numbers, money and dates in the saver's language (the labels are in
 * it too), rich text as plain text, a yes/no as a flag the reader's screen words. Lookups are left off: a
 * lookup's name follows each reader's access to the record it points at, and one card source serves
 * every reader of the saved record.
 */
function cardFields(object: ObjectModel, values: RecordValues, language: string): BotCardSource['fields'] {
  return object.fields.flatMap((field) => {
    if (field.system || field.hidden || !field.columnName || isLookupType(field.typeCode)) return [];
    const raw = values[field.apiName];
    if (raw === null || raw === undefined || raw === '') return [];
    const text = printFieldText(
      {
        apiname: field.apiName,
        fieldType: field.typeCode,
        fieldLabel: field.label,
        value: raw,
        decimalPlaces: field.decimalPlaces,
        data: field.picklist.map((option) => ({ key: option.codeKey, val: option.codeValue })),
      },
      values,
      { language },
    );
    if (text === '') return [];
    const entry = { field: field.apiName, label: field.label, value: text.slice(0, MAX_VALUE_LENGTH) };
    return [field.typeCode === 'B' ? { ...entry, flag: raw === true || raw === 'true' || raw === 1 } : entry];
  });
}

/**
 * Sends a bot card of a record to its organisation's group without a save
 * (a record-triggered flow's card, issue 20): the changer is who sends it,
 * the body the card's fields followed by `lines`; each member hears it only
 * if they may read the record, like a save's card.
 */
export async function sendRecordBotCard(
  context: ModuleContext,
  card: { sender: CurrentUser; changer: string; recordId: string; lines: BotCardSource['fields'] },
): Promise<boolean> {
  const [source] = await cardSources(context.database, await currentMetadata(context.database), card.sender, [
    { recordId: card.recordId, isNew: false },
  ]);
  if (!source) return false;
  const [send] = await keepAndPublish(context, card.sender, [
    { ...source, changer: card.changer, fields: [...card.lines, ...source.fields] },
  ]);
  await send?.();
  return true;
}

import { type BotCardSource, botCardFor, botCardSchedule, printFieldText } from '@vela/core';
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
import { organisationGroupId } from './chat-groups.js';

/**
 * The bot card of a save (spec 2 §4 "Saving", S2-B-061, S2-K-007, S2-K-008),
 * built here from the saved records after the save is committed, never from
 * what a client says: its changer is the authenticated saver. It goes to the
 * organisation's group as a record event, so each member hears it only if
 * they may read the record, without the fields hidden from them.
 */
export const BOT_CARD_EVENT = 'bot.card';

/** A field's value on a card; rich text and long notes are cut rather than carried whole over the bus. */
const MAX_VALUE_LENGTH = 2_000;
const NO_NAMES: ReadonlyMap<string, string> = new Map();

const payloadSchema = z.object({
  group: z.string(),
  sentBy: z.string(),
  sentAt: z.string(),
  source: z.object({
    objectLabel: z.string(),
    name: z.string(),
    recordId: z.string(),
    isNew: z.boolean(),
    changer: z.string(),
    fields: z.array(
      z.object({ field: z.string(), label: z.string(), value: z.string(), flag: z.boolean().optional() }),
    ),
  }),
});

/** The published payload (the source) made into the card one recipient may see. */
const shapeBotCard: RecipientShaper = (payload, recipient) => {
  const parsed = payloadSchema.safeParse(payload);
  if (!parsed.success) return null;
  const { source, ...rest } = parsed.data;
  return { ...rest, card: botCardFor(source, recipient.hiddenFields) };
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

async function publishSaveCards(context: ModuleContext, saved: SavedRecords): Promise<void> {
  const written = savedRecordsOf(saved);
  if (written.length === 0) return;
  const sources = await cardSources(context.database, saved.snapshot, saved.user, written);
  const group = organisationGroupId(saved.user.orgId);
  const publish = async (source: BotCardSource & { objectId: string }) => {
    const { objectId, ...card } = source;
    await publishRecordEvent(context.realtime, {
      type: BOT_CARD_EVENT,
      orgId: saved.user.orgId,
      record: { objectId, recordId: card.recordId },
      payload: { group, source: card, sentBy: saved.user.userId, sentAt: context.now().toISOString() },
    });
  };
  // The record's card at once, its lines' 500 ms apart by index (S2-K-008).
  for (const { card, delayMs } of botCardSchedule(sources)) {
    if (delayMs === 0) await publish(card);
    else setTimeout(() => void publish(card).catch(() => undefined), delayMs).unref();
  }
}

/** Each saved record's card source, read back from the database as it was committed. */
async function cardSources(
  database: DatabaseHandle,
  snapshot: MetadataSnapshot,
  saver: CurrentUser,
  written: ReadonlyArray<{ recordId: string; isNew: boolean }>,
): Promise<Array<BotCardSource & { objectId: string }>> {
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
  const { objectId, ...rest } = source;
  await publishRecordEvent(context.realtime, {
    type: BOT_CARD_EVENT,
    orgId: card.sender.orgId,
    record: { objectId, recordId: card.recordId },
    payload: {
      group: organisationGroupId(card.sender.orgId),
      source: { ...rest, changer: card.changer, fields: [...card.lines, ...rest.fields] },
      sentBy: card.sender.userId,
      sentAt: context.now().toISOString(),
    },
  });
  return true;
}

/**
 * The bot card sent to a group after a save (spec 2 §4 "Saving", S2-B-061,
 * S2-K-007, S2-K-008): title, recordId, type, body of at most 5 fields and
 * the changer; the record's card goes first, the cards of its lines follow,
 * 500 ms apart by index.
 */
import { z } from 'zod';
import { BOT_CARD_FOLLOW_UP_MS, BOT_CARD_MAX_BODY_FIELDS } from '../protocol/constants.js';

export const botCardSchema = z.object({
  title: z.string(),
  recordId: z.string(),
  /** 'NEW' or 'EDIT'. */
  type: z.string(),
  /**
   * The fields as a person reads them (picklist labels, numbers, dates; never "true"). A yes/no field
   * carries `flag`: the reader's screen says yes or no in its language, `value` is the English word.
   */
  body: z.array(z.object({ label: z.string(), value: z.string(), flag: z.boolean().optional() })),
  changer: z.string(),
});
export type BotCard = z.infer<typeof botCardSchema>;
export type BotCardField = BotCard['body'][number];

/** The card of one saved record: the first filled fields, at most five. */
export function buildBotCard(input: {
  objectLabel: string;
  name: string;
  recordId: string;
  isNew: boolean;
  changer: string;
  fields: ReadonlyArray<{ label: string; value: unknown; flag?: boolean | undefined }>;
}): BotCard {
  const body = input.fields
    .filter((field) => field.value !== null && field.value !== undefined && field.value !== '')
    .slice(0, BOT_CARD_MAX_BODY_FIELDS)
    .map((field) => ({
      label: field.label,
      value: String(field.value),
      ...(field.flag === undefined ? {} : { flag: field.flag }),
    }));
  return {
    title: input.name ? `${input.objectLabel}: ${input.name}` : input.objectLabel,
    recordId: input.recordId,
    type: input.isNew ? 'NEW' : 'EDIT',
    body,
    changer: input.changer,
  };
}

/**
 * What the server knows of a saved record's card before it is cut down for
 * one reader: every filled field it may show, by api name, in layout order.
 */
export interface BotCardSource {
  objectLabel: string;
  name: string;
  recordId: string;
  isNew: boolean;
  changer: string;
  fields: Array<{ field: string; label: string; value: string; flag?: boolean | undefined }>;
}

/** The card one reader gets: the first five filled fields of those they may see. */
export function botCardFor(source: BotCardSource, hiddenFields: ReadonlySet<string>): BotCard {
  return buildBotCard({ ...source, fields: source.fields.filter((entry) => !hiddenFields.has(entry.field)) });
}

/** When each card goes: the first at once, follow-up n at n × 500 ms. */
export function botCardSchedule<T>(cards: readonly T[]): Array<{ card: T; delayMs: number }> {
  return cards.map((card, index) => ({ card, delayMs: index * BOT_CARD_FOLLOW_UP_MS }));
}

/** Why a card cannot be sent, or null. */
export function checkBotCard(card: BotCard): string | null {
  if (!card.title.trim()) return 'title: a card needs a title';
  if (!card.recordId.trim()) return 'recordId: a card names the saved record';
  if (card.body.length > BOT_CARD_MAX_BODY_FIELDS)
    return `body: at most ${BOT_CARD_MAX_BODY_FIELDS} fields, not ${card.body.length}`;
  return null;
}

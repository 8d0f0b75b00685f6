import { BOT_CARD_MAX_BODY_FIELDS, type BotCard, type ChatMessage as ConversationMessage } from '@vela/core';

/** A bot card of a save in the record updates. */
export interface ChatMessage {
  key: string;
  group: string;
  sentAt: string;
  card: BotCard;
  /** The card's place in its group's history, when the server kept it (the history has it too). */
  seq?: number;
}

/** The newest live cards kept in memory (the history holds the rest, from the server). */
export const FEED_LIMIT = 100;

export type ChatFeed = readonly ChatMessage[];

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * A realtime event as a chat message, or null when it is not a well-formed
 * bot card: the socket carries other events too, and a card from an older or
 * newer server must not break the panel. At most 5 body fields (S2-K-007).
 */
export function chatMessageOf(event: { type: string; payload: unknown }, key: string): ChatMessage | null {
  if (event.type !== 'bot.card' || typeof event.payload !== 'object' || event.payload === null) return null;
  const { group, sentAt, card, seq } = event.payload as Record<string, unknown>;
  if (!isText(group) || typeof card !== 'object' || card === null) return null;
  const { title, recordId, type, body, changer } = card as Record<string, unknown>;
  if (!isText(title) || !isText(recordId)) return null;
  const fields = Array.isArray(body)
    ? body
        .filter(
          (field): field is { label: string; value: string; flag?: unknown } =>
            typeof field === 'object' && field !== null && isText(field.label) && isText(field.value),
        )
        .slice(0, BOT_CARD_MAX_BODY_FIELDS)
        .map(({ label, value, flag }) =>
          typeof flag === 'boolean' ? { label, value, flag } : { label, value },
        )
    : [];
  return {
    key,
    group,
    ...(typeof seq === 'number' && Number.isInteger(seq) && seq > 0 ? { seq } : {}),
    sentAt: isText(sentAt) ? sentAt : new Date().toISOString(),
    card: {
      title,
      recordId,
      type: isText(type) ? type : 'EDIT',
      body: fields,
      changer: isText(changer) ? changer : '',
    },
  };
}

/**
 * What the record updates show: the kept cards of the history (oldest first), then the cards that came
 * over the socket and are not in the loaded history yet.
 */
export function cardsToShow(history: readonly ConversationMessage[], live: ChatFeed): ChatMessage[] {
  const kept: ChatMessage[] = history.flatMap((message) =>
    message.type === 'card' && message.card
      ? [
          {
            key: message.id,
            group: message.conversationId,
            sentAt: message.sentAt,
            card: message.card,
            seq: message.seq,
          },
        ]
      : [],
  );
  const seen = new Set(kept.map((message) => message.seq));
  return [...kept, ...live.filter((message) => message.seq === undefined || !seen.has(message.seq))];
}

/** The feed with one card more at the end, the oldest dropped past FEED_LIMIT. */
export function addMessage(feed: ChatFeed, message: ChatMessage): ChatFeed {
  const longer = [...feed, message];
  return longer.slice(Math.max(0, longer.length - FEED_LIMIT));
}

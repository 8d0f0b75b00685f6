import { BOT_CARD_MAX_BODY_FIELDS, type BotCard } from '@vela/core';

/** One message of a group's feed: for now the bot card of a save. */
export interface ChatMessage {
  key: string;
  group: string;
  sentAt: string;
  card: BotCard;
}

/** The newest messages kept per group: a panel of a working day's saves, not a history. */
export const FEED_LIMIT = 100;

export type ChatFeeds = Readonly<Record<string, readonly ChatMessage[]>>;

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * A realtime event as a chat message, or null when it is not a well-formed
 * bot card: the socket carries other events too, and a card from an older or
 * newer server must not break the panel. At most 5 body fields (S2-K-007).
 */
export function chatMessageOf(event: { type: string; payload: unknown }, key: string): ChatMessage | null {
  if (event.type !== 'bot.card' || typeof event.payload !== 'object' || event.payload === null) return null;
  const { group, sentAt, card } = event.payload as Record<string, unknown>;
  if (!isText(group) || typeof card !== 'object' || card === null) return null;
  const { title, recordId, type, body, changer } = card as Record<string, unknown>;
  if (!isText(title) || !isText(recordId)) return null;
  const fields = Array.isArray(body)
    ? body
        .filter(
          (field): field is { label: string; value: string } =>
            typeof field === 'object' && field !== null && isText(field.label) && isText(field.value),
        )
        .slice(0, BOT_CARD_MAX_BODY_FIELDS)
        .map(({ label, value }) => ({ label, value }))
    : [];
  return {
    key,
    group,
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

/** The feeds with one message more at the end of its group's feed, the oldest dropped past FEED_LIMIT. */
export function addMessage(feeds: ChatFeeds, message: ChatMessage): ChatFeeds {
  const feed = [...(feeds[message.group] ?? []), message];
  return { ...feeds, [message.group]: feed.slice(Math.max(0, feed.length - FEED_LIMIT)) };
}

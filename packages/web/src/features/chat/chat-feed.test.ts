import { describe, expect, it } from 'vitest';
import { addMessage, chatMessageOf, FEED_LIMIT } from './chat-feed.js';

const event = (payload: unknown, type = 'bot.card') => ({ type, payload });
const card = {
  title: 'Quote: Q-1',
  recordId: '0q0A',
  type: 'NEW',
  body: Array.from({ length: 7 }, (_, index) => ({ label: `F${index}`, value: `v${index}` })),
  changer: 'Reo',
};

describe('chat feed', () => {
  it('[S2-K-007] reads a bot card event, showing at most five body fields', () => {
    const message = chatMessageOf(event({ group: 'org:1', sentAt: '2026-11-25T10:00:00Z', card }), 'k1');
    expect(message?.group).toBe('org:1');
    expect(message?.card.body.map((field) => field.label)).toEqual(['F0', 'F1', 'F2', 'F3', 'F4']);
    expect(message?.card).toMatchObject({
      title: 'Quote: Q-1',
      recordId: '0q0A',
      type: 'NEW',
      changer: 'Reo',
    });
  });

  it('passes over other events and malformed cards instead of breaking the panel', () => {
    expect(chatMessageOf(event({ group: 'org:1', card }, 'record.saved'), 'k')).toBeNull();
    expect(chatMessageOf(event(null), 'k')).toBeNull();
    expect(chatMessageOf(event({ group: 'org:1', card: { title: 7 } }), 'k')).toBeNull();
    const odd = chatMessageOf(event({ group: 'org:1', card: { ...card, body: [{ label: 1 }, 'x'] } }), 'k');
    expect(odd?.card.body).toEqual([]);
  });

  it('keeps only the newest cards', () => {
    const message = (index: number) =>
      chatMessageOf(
        event({ group: 'org:1', card: { ...card, title: `T${index}` } }),
        `k${index}`,
      ) as NonNullable<ReturnType<typeof chatMessageOf>>;
    let feed = addMessage([], message(0));
    for (let index = 1; index < FEED_LIMIT + 5; index++) feed = addMessage(feed, message(index));
    expect(feed).toHaveLength(FEED_LIMIT);
    expect(feed[0]?.card.title).toBe('T5');
    expect(feed.at(-1)?.card.title).toBe(`T${FEED_LIMIT + 4}`);
  });
});

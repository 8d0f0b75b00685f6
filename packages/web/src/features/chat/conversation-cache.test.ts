import { CHAT_LIST_MESSAGES, type ChatConversation, type ChatMessage } from '@vela/core';
import { describe, expect, it } from 'vitest';
import {
  heardBy,
  historyMessages,
  historyWithMessage,
  listRead,
  listWithMessage,
  messageOfEvent,
  totalUnread,
} from './conversation-cache.js';

const chat = (id: string, unread: number, lastAt: string): ChatConversation => ({
  id,
  isGroup: false,
  name: id,
  createdBy: 'me',
  members: [],
  unread,
  lastWord: '',
  lastEvent: null,
  lastAt,
  imgUrl: '',
  messages: [],
});
const message = (conversationId: string, seq: number, senderId = 'other'): ChatMessage => ({
  id: `m${seq}`,
  conversationId,
  seq,
  type: 'text',
  text: `text ${seq}`,
  event: null,
  senderId,
  senderName: senderId,
  sentAt: `2026-11-28T12:00:${String(seq).padStart(2, '0')}.000Z`,
  isListen: false,
});

describe('the chat list following the real-time channel', () => {
  const list = [chat('a', 1, '2026-11-28T11:00:00.000Z'), chat('b', 0, '2026-11-28T10:00:00.000Z')];

  it('[S1-B-089] a new message moves its chat to the top with its last word, counted as unread', () => {
    const next = listWithMessage(list, message('b', 1), { userId: 'me', openId: undefined });
    expect(next?.map((entry) => [entry.id, entry.unread, entry.lastWord])).toEqual([
      ['b', 1, 'text 1'],
      ['a', 1, ''],
    ]);
    expect(totalUnread(next ?? [])).toBe(2);
  });

  it('[S1-B-092] a message is read when its chat is open, and one’s own message is never unread', () => {
    expect(listWithMessage(list, message('b', 1), { userId: 'me', openId: 'b' })?.[0]?.unread).toBe(0);
    expect(
      listWithMessage(list, message('a', 2, 'me'), { userId: 'me', openId: undefined })?.[0]?.unread,
    ).toBe(1);
  });

  it('asks for the list again when a message belongs to a chat it does not hold', () => {
    expect(listWithMessage(list, message('new', 1), { userId: 'me', openId: undefined })).toBeNull();
  });

  it('[S1-B-088] reading a chat resets its count', () => {
    expect(listRead(list, 'a').map((entry) => entry.unread)).toEqual([0, 0]);
  });

  it('[S1-D-015] a live message joins its entry’s message list, which keeps the newest CHAT_LIST_MESSAGES, once each', () => {
    let next: ChatConversation[] = list;
    for (let seq = 1; seq <= CHAT_LIST_MESSAGES + 2; seq += 1)
      next = listWithMessage(next, message('b', seq), { userId: 'me', openId: undefined }) ?? [];
    next =
      listWithMessage(next, message('b', CHAT_LIST_MESSAGES + 2), { userId: 'me', openId: undefined }) ?? [];
    expect(next.find((entry) => entry.id === 'b')?.messages.map((each) => each.seq)).toEqual([3, 4, 5, 6, 7]);
    expect(next.find((entry) => entry.id === 'a')?.messages).toEqual([]);
  });

  it.each([
    ['another’s message to a chat not open', 'other', undefined, false],
    ['another’s message to the open chat', 'other', 'b', true],
    ['one’s own message', 'me', undefined, true],
  ])('[S1-D-016] isListen of a pushed message (sent unheard): %s', (_case, sender, openId, heard) => {
    expect(heardBy(message('b', 1, sender), { userId: 'me', openId }).isListen).toBe(heard);
  });

  it('[S1-D-016] reading a chat hears its entry’s messages', () => {
    const withOne = listWithMessage(list, message('b', 1), { userId: 'me', openId: undefined }) ?? [];
    expect(withOne[0]?.messages.map((each) => each.isListen)).toEqual([false]);
    expect(listRead(withOne, 'b')[0]?.messages.map((each) => each.isListen)).toEqual([true]);
  });

  it('adds a live message to the newest page once, and reads pages oldest first', () => {
    const history = {
      pages: [
        { messages: [message('a', 3), message('a', 4)], hasMore: true },
        { messages: [message('a', 1), message('a', 2)], hasMore: false },
      ],
      pageParams: [undefined, 3],
    };
    const once = historyWithMessage(history, message('a', 5));
    expect(historyWithMessage(once, message('a', 5))).toBe(once);
    expect(historyMessages(once).map((each) => each.seq)).toEqual([1, 2, 3, 4, 5]);
  });

  it('passes over socket payloads that are not messages', () => {
    expect(messageOfEvent({ message: { id: 1 } })).toBeNull();
    expect(messageOfEvent(null)).toBeNull();
    expect(messageOfEvent({ message: message('a', 1) })?.seq).toBe(1);
  });
});

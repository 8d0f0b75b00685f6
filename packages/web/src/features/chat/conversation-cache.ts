import {
  CHAT_LIST_MESSAGES,
  type ChatConversation,
  type ChatMessage,
  chatMessageSchema,
  chatPresenceSchema,
  lastWordOf,
  orderChatList,
} from '@vela/core';

/**
 * How the chat list follows the real-time channel (issue 24): a message moves
 * its chat to the top (S1-B-089) with its last word, and counts as unread
 * unless the reader sent it or has that chat open (S1-B-092).
 */

/** A socket payload as a conversation message, or null when it is not one (an older or newer server). */
export function messageOfEvent(payload: unknown): ChatMessage | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const parsed = chatMessageSchema.safeParse((payload as { message?: unknown }).message);
  return parsed.success ? parsed.data : null;
}

/**
 * A pushed message as its reader hears it (S1-D-016 `isListen`): the server sends it unheard to every
 * member; it is heard by its sender, and by a reader who has its chat open (where it is read at once).
 */
export function heardBy(
  message: ChatMessage,
  reader: { userId: string; openId: string | undefined },
): ChatMessage {
  const isListen =
    message.isListen || message.senderId === reader.userId || reader.openId === message.conversationId;
  return isListen === message.isListen ? message : { ...message, isListen };
}

/**
 * The list with `message` taken in (its entry's newest messages too); null when its chat is not in the list
 * (a chat someone else just started with the reader): the list is fetched again.
 */
export function listWithMessage(
  list: readonly ChatConversation[],
  message: ChatMessage,
  reader: { userId: string; openId: string | undefined },
): ChatConversation[] | null {
  const found = list.find((entry) => entry.id === message.conversationId);
  if (!found) return null;
  const unread =
    message.senderId === reader.userId || reader.openId === message.conversationId ? 0 : found.unread + 1;
  const updated: ChatConversation = {
    ...found,
    unread: message.senderId === reader.userId ? found.unread : unread,
    lastWord: lastWordOf(message),
    lastEvent: message.event,
    lastAt: message.sentAt,
    messages: [...found.messages.filter((each) => each.seq !== message.seq), message].slice(
      -CHAT_LIST_MESSAGES,
    ),
  };
  return orderChatList(list.map((entry) => (entry === found ? updated : entry)));
}

/** The list with one chat read (selected here, or in another tab): its count back to none (S1-B-088), its messages heard. */
export function listRead(list: readonly ChatConversation[], conversationId: string): ChatConversation[] {
  return list.map((entry) =>
    entry.id === conversationId
      ? { ...entry, unread: 0, messages: entry.messages.map((each) => ({ ...each, isListen: true })) }
      : entry,
  );
}

/**
 * The list with a person's presence taken in (issue 24): wherever they are a
 * member. The list itself when the payload is not a presence change.
 */
export function listWithPresence(list: readonly ChatConversation[], payload: unknown): ChatConversation[] {
  const parsed = chatPresenceSchema.safeParse(payload);
  if (!parsed.success) return [...list];
  const { userId, online } = parsed.data;
  return list.map((entry) =>
    entry.members.some((member) => member.id === userId)
      ? {
          ...entry,
          members: entry.members.map((member) => (member.id === userId ? { ...member, online } : member)),
        }
      : entry,
  );
}

/** The other person of a 1:1 chat, or the others of a group, who are online now. */
export const othersOnline = (entry: ChatConversation, userId: string) =>
  entry.members.filter((member) => member.id !== userId && member.online === true);

/** The unread messages of all chats: the header button's count. */
export const totalUnread = (list: readonly ChatConversation[]) =>
  list.reduce((sum, entry) => sum + entry.unread, 0);

/** Pages of history, oldest page last (as loaded backwards): one message more at the end, never twice. */
export interface HistoryPages {
  pages: Array<{ messages: ChatMessage[]; hasMore: boolean }>;
  pageParams: unknown[];
}

export function historyWithMessage(history: HistoryPages, message: ChatMessage): HistoryPages {
  const known = history.pages.some((page) => page.messages.some((each) => each.seq === message.seq));
  if (known || history.pages.length === 0) return history;
  const [newest, ...older] = history.pages;
  if (!newest) return history;
  return { ...history, pages: [{ ...newest, messages: [...newest.messages, message] }, ...older] };
}

/** The messages of the loaded pages in reading order, oldest first. */
export function historyMessages(history: HistoryPages | undefined): ChatMessage[] {
  return history ? [...history.pages].reverse().flatMap((page) => page.messages) : [];
}

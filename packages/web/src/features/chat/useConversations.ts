import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CHAT_CONVERSATION_EVENT,
  CHAT_GONE_EVENT,
  CHAT_MESSAGE_EVENT,
  CHAT_PRESENCE_EVENT,
  CHAT_READ_EVENT,
  type ChatConversation,
} from '@vela/core';
import { useCallback, useEffect, useRef } from 'react';
import { useGlobalStore } from '../../state/index.js';
import { conversationsKey, loadConversations, markRead, messagesKey } from './chat-api.js';
import {
  type HistoryPages,
  heardBy,
  historyWithMessage,
  listRead,
  listWithMessage,
  listWithPresence,
  messageOfEvent,
  totalUnread,
} from './conversation-cache.js';
import { connectRealtime } from './realtime-socket.js';

/**
 * The caller's conversations, kept current by the real-time channel: loaded
 * with the page (the header counts unread messages before the panel opens),
 * each message moving its chat up and counting as unread unless its chat is
 * open on screen, where it is read at once (S1-B-092).
 */
export function useConversations(options: { openId: string | undefined; onGone: (id: string) => void }) {
  const queryClient = useQueryClient();
  const userId = useGlobalStore((state) => state.userInfo?.userId ?? '');
  const list = useQuery({ queryKey: conversationsKey, queryFn: loadConversations, staleTime: 60_000 });
  const reader = useRef({ userId, openId: options.openId, onGone: options.onGone });
  reader.current = { userId, openId: options.openId, onGone: options.onGone };

  const readNow = useCallback(
    (conversationId: string) => {
      queryClient.setQueryData<ChatConversation[]>(conversationsKey, (current) =>
        current ? listRead(current, conversationId) : current,
      );
      // A read that fails leaves the count to the next load: nothing to tell the reader.
      void markRead(conversationId).catch(() => undefined);
    },
    [queryClient],
  );

  useEffect(
    () =>
      connectRealtime((event) => {
        const refetch = () => void queryClient.invalidateQueries({ queryKey: conversationsKey });
        const idOf = (payload: unknown) =>
          typeof payload === 'object' && payload !== null
            ? String((payload as { conversationId?: unknown }).conversationId ?? '')
            : '';
        if (event.type === CHAT_MESSAGE_EVENT) {
          const pushed = messageOfEvent(event.payload);
          if (!pushed) return;
          const message = heardBy(pushed, reader.current);
          queryClient.setQueryData<HistoryPages>(messagesKey(message.conversationId), (history) =>
            history ? historyWithMessage(history, message) : history,
          );
          const current = queryClient.getQueryData<ChatConversation[]>(conversationsKey);
          const next = current ? listWithMessage(current, message, reader.current) : null;
          if (next) queryClient.setQueryData(conversationsKey, next);
          else refetch();
          if (reader.current.openId === message.conversationId && message.senderId !== reader.current.userId)
            void markRead(message.conversationId).catch(() => undefined);
        } else if (event.type === CHAT_CONVERSATION_EVENT) refetch();
        else if (event.type === CHAT_PRESENCE_EVENT)
          queryClient.setQueryData<ChatConversation[]>(conversationsKey, (current) =>
            current ? listWithPresence(current, event.payload) : current,
          );
        else if (event.type === CHAT_READ_EVENT) {
          const id = idOf(event.payload);
          queryClient.setQueryData<ChatConversation[]>(conversationsKey, (current) =>
            current ? listRead(current, id) : current,
          );
        } else if (event.type === CHAT_GONE_EVENT) {
          const id = idOf(event.payload);
          queryClient.setQueryData<ChatConversation[]>(conversationsKey, (current) =>
            current?.filter((entry) => entry.id !== id),
          );
          queryClient.removeQueries({ queryKey: messagesKey(id) });
          reader.current.onGone(id);
        }
      }),
    [queryClient],
  );

  const conversations = list.data ?? [];
  return {
    conversations,
    loading: list.isPending,
    failed: list.isError,
    unread: totalUnread(conversations),
    userId,
    readNow,
    /** Puts a chat just made or opened into the list at once, ahead of the socket's news. */
    remember: (conversation: ChatConversation) =>
      queryClient.setQueryData<ChatConversation[]>(conversationsKey, (current) => [
        conversation,
        ...(current ?? []).filter((entry) => entry.id !== conversation.id),
      ]),
  };
}

import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_QUERY_KEY, loadChatGroups } from './chat-api.js';
import { addMessage, type ChatFeeds, chatMessageOf } from './chat-feed.js';
import { connectRealtime } from './realtime-socket.js';

/**
 * The chat panel's state: the caller's groups, each group's feed as it
 * arrives over the realtime socket (kept while the page lives), and how many
 * messages came in since the panel was last looked at.
 */
export function useChat(open: boolean) {
  const groups = useQuery({
    queryKey: [CHAT_QUERY_KEY, 'groups'],
    queryFn: loadChatGroups,
    staleTime: 60_000,
  });
  const [feeds, setFeeds] = useState<ChatFeeds>({});
  const [unread, setUnread] = useState(0);
  const openRef = useRef(open);
  openRef.current = open;
  const counter = useRef(0);

  useEffect(
    () =>
      connectRealtime((event) => {
        const message = chatMessageOf(event, `message-${++counter.current}`);
        if (!message) return;
        setFeeds((current) => addMessage(current, message));
        if (!openRef.current) setUnread((count) => count + 1);
      }),
    [],
  );
  useEffect(() => {
    if (open) setUnread(0);
  }, [open]);

  const feedOf = useCallback((groupId: string) => feeds[groupId] ?? [], [feeds]);
  return {
    groups: groups.data ?? [],
    groupsLoading: groups.isPending,
    groupsFailed: groups.isError,
    feedOf,
    unread,
  };
}

import { useEffect, useRef, useState } from 'react';
import { addMessage, type ChatFeed, chatMessageOf } from './chat-feed.js';
import { connectRealtime } from './realtime-socket.js';

/**
 * The record updates of the chat panel: the bot cards of saves as they arrive
 * over the realtime socket (kept while the page lives), and how many came in
 * while the reader was not looking at them.
 */
export function useRecordUpdates(seeing: boolean) {
  const [feed, setFeed] = useState<ChatFeed>([]);
  const [unseen, setUnseen] = useState(0);
  const seeingRef = useRef(seeing);
  seeingRef.current = seeing;
  const counter = useRef(0);

  useEffect(
    () =>
      connectRealtime((event) => {
        const message = chatMessageOf(event, `message-${++counter.current}`);
        if (!message) return;
        setFeed((current) => addMessage(current, message));
        if (!seeingRef.current) setUnseen((count) => count + 1);
      }),
    [],
  );
  useEffect(() => {
    if (seeing) setUnseen(0);
  }, [seeing]);
  return { feed, unseen };
}

import {
  CHAT_MESSAGE_EVENT,
  CHAT_TYPING_EVENT,
  CHAT_TYPING_RESEND_MS,
  CHAT_TYPING_SHOW_MS,
} from '@vela/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { sendTyping } from './chat-api.js';
import { connectRealtime } from './realtime-socket.js';

interface Typist {
  userId: string;
  name: string;
}

const typistOf = (payload: unknown, conversationId: string): Typist | null => {
  if (typeof payload !== 'object' || payload === null) return null;
  const event = payload as { conversationId?: unknown; userId?: unknown; name?: unknown };
  return event.conversationId === conversationId && typeof event.userId === 'string'
    ? { userId: event.userId, name: typeof event.name === 'string' ? event.name : '' }
    : null;
};

const senderOf = (payload: unknown): { conversationId: string; senderId: string } | null => {
  const message = (payload as { message?: { conversationId?: unknown; senderId?: unknown } } | null)?.message;
  return typeof message?.conversationId === 'string' && typeof message.senderId === 'string'
    ? { conversationId: message.conversationId, senderId: message.senderId }
    : null;
};

/**
 * "… is typing" in one conversation (issue 24): the names of the other members writing now, each
 * shown until CHAT_TYPING_SHOW_MS after their last word of it or until their message arrives; and
 * `typed`, to call as the caller writes, which tells the others at most once per CHAT_TYPING_RESEND_MS.
 */
export function useTyping(conversationId: string, userId: string) {
  const [typists, setTypists] = useState<Typist[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const lastSent = useRef(0);

  useEffect(() => {
    const running = timers.current;
    const drop = (id: string) => {
      clearTimeout(running.get(id));
      running.delete(id);
      setTypists((now) => now.filter((typist) => typist.userId !== id));
    };
    const stop = connectRealtime((event) => {
      if (event.type === CHAT_TYPING_EVENT) {
        const typist = typistOf(event.payload, conversationId);
        if (!typist || typist.userId === userId) return;
        clearTimeout(running.get(typist.userId));
        running.set(
          typist.userId,
          setTimeout(() => drop(typist.userId), CHAT_TYPING_SHOW_MS),
        );
        setTypists((now) => [...now.filter((entry) => entry.userId !== typist.userId), typist]);
      } else if (event.type === CHAT_MESSAGE_EVENT) {
        const sent = senderOf(event.payload);
        if (sent?.conversationId === conversationId && running.has(sent.senderId)) drop(sent.senderId);
      }
    });
    return () => {
      stop();
      for (const timer of running.values()) clearTimeout(timer);
      running.clear();
      setTypists([]);
    };
  }, [conversationId, userId]);

  const typed = useCallback(() => {
    const now = Date.now();
    if (now - lastSent.current < CHAT_TYPING_RESEND_MS) return;
    lastSent.current = now;
    void sendTyping(conversationId).catch(() => undefined);
  }, [conversationId]);

  /** After sending: the next word typed tells the others again at once. */
  const sent = useCallback(() => {
    lastSent.current = 0;
  }, []);

  return { typists: typists.map((typist) => typist.name), typed, sent };
}

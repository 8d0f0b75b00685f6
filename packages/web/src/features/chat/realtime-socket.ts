import { apiSettings } from '../../api/api-settings.js';
import { readAccessToken } from '../../api/session-credentials.js';

/** An event the server's realtime socket (`/ws`) delivers. */
export interface RealtimeEvent {
  type: string;
  payload: unknown;
}

/** The server closes with this when the token is not (or no longer) valid: no point in retrying. */
const CLOSE_NOT_SIGNED_IN = 4401;
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;

/** The socket's address: the gateway's (or the page's) origin, ws: or wss:. */
export function realtimeUrl(): string {
  const origin = apiSettings().gateway || window.location.origin;
  return `${origin.replace(/^http/, 'ws')}/ws`;
}

/**
 * The realtime socket: signs in with the session's token as its first message
 * (never in the URL, which lands in logs) and hands every event to `deliver`.
 * A dropped connection is opened again, waiting twice as long each time up to
 * 30 s. Answers the function that closes it for good.
 */
function openSocket(deliver: (event: RealtimeEvent) => void): () => void {
  let socket: WebSocket | null = null;
  let stopped = false;
  let retryMs = RETRY_FIRST_MS;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const open = () => {
    const token = readAccessToken();
    if (stopped || !token) return;
    socket = new WebSocket(realtimeUrl());
    socket.addEventListener('open', () => socket?.send(JSON.stringify({ type: 'auth', accessToken: token })));
    socket.addEventListener('message', (message) => {
      let parsed: { type?: unknown; event?: { type?: unknown; payload?: unknown } };
      try {
        parsed = JSON.parse(String(message.data));
      } catch {
        return;
      }
      if (parsed.type === 'ready') retryMs = RETRY_FIRST_MS;
      if (parsed.type === 'event' && typeof parsed.event?.type === 'string')
        deliver({ type: parsed.event.type, payload: parsed.event.payload });
    });
    socket.addEventListener('close', (event) => {
      socket = null;
      if (stopped || event.code === CLOSE_NOT_SIGNED_IN) return;
      retryTimer = setTimeout(open, retryMs);
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
    });
  };
  open();
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    socket?.close();
  };
}

type RealtimeListener = (event: RealtimeEvent) => void;
const listeners = new Set<RealtimeListener>();
let closeShared: (() => void) | undefined;

/**
 * Hands every realtime event to `onEvent` until the answered function is called. All the page's
 * listeners (the chat, the approvals bell) share one socket: it opens with the first and closes with
 * the last, so a page holds one connection to the server, not one per feature.
 */
export function connectRealtime(onEvent: RealtimeListener): () => void {
  listeners.add(onEvent);
  closeShared ??= openSocket((event) => {
    for (const listener of [...listeners]) listener(event);
  });
  return () => {
    if (!listeners.delete(onEvent) || listeners.size > 0) return;
    closeShared?.();
    closeShared = undefined;
  };
}

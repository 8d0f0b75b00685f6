import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectRealtime, type RealtimeEvent } from './realtime-socket.js';

/** A stand-in for the browser's WebSocket that counts how many the page opens and lets the test play the server. */
class CountingSocket extends EventTarget {
  static opened: CountingSocket[] = [];
  closed = false;
  sent: unknown[] = [];
  constructor(readonly url: string) {
    super();
    CountingSocket.opened.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
  }
  serverSays(message: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
}

beforeEach(() => {
  CountingSocket.opened = [];
  localStorage.setItem('vela.accessToken', 'tok-1');
  vi.stubGlobal('WebSocket', CountingSocket);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the realtime socket', () => {
  it('is one connection for all of a page’s listeners: every listener hears each event, and it closes with the last', () => {
    const chat: RealtimeEvent[] = [];
    const bell: RealtimeEvent[] = [];
    const stopChat = connectRealtime((event) => chat.push(event));
    const stopBell = connectRealtime((event) => bell.push(event));
    expect(CountingSocket.opened).toHaveLength(1);
    const socket = CountingSocket.opened[0] as CountingSocket;
    socket.dispatchEvent(new Event('open'));
    expect(socket.sent).toEqual([{ type: 'auth', accessToken: 'tok-1' }]);

    socket.serverSays({ type: 'event', event: { type: 'approval.notice', payload: { id: 'n1' } } });
    expect(chat).toEqual([{ type: 'approval.notice', payload: { id: 'n1' } }]);
    expect(bell).toEqual(chat);

    stopChat();
    expect(socket.closed).toBe(false);
    socket.serverSays({ type: 'event', event: { type: 'bot.card', payload: {} } });
    expect(chat).toHaveLength(1);
    expect(bell).toHaveLength(2);

    stopBell();
    expect(socket.closed).toBe(true);
    // Stopping twice changes nothing; the next listener opens a new connection.
    stopBell();
    const stopAgain = connectRealtime(() => undefined);
    expect(CountingSocket.opened).toHaveLength(2);
    stopAgain();
  });
});

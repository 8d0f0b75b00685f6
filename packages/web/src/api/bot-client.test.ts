import { BotCallError } from '@vela/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from './api-settings.js';
import { postBot, postBotStream, setBotTokenSource } from './bot-client.js';

afterEach(() => vi.unstubAllGlobals());

function statuses(...codes: number[]) {
  const fetchMock = vi.fn(async () => {
    const status = codes.shift() ?? 200;
    return new Response(JSON.stringify({ reply: 'hi' }), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('postBot (DECISIONS 24)', () => {
  it('[S1-B-095][S1-B-105] posts to the bot service with a Bearer token', async () => {
    configureApi({ botServiceUrl: 'https://bot.example.com/v1/' });
    setBotTokenSource(async () => 'bot-token-1');
    const fetchMock = statuses(200);
    await expect(postBot('chat/send', { text: 'hello' })).resolves.toEqual({ reply: 'hi' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://bot.example.com/v1/chat/send');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer bot-token-1');
  });

  it('[S1-B-096] refreshes the token once on 401 and retries', async () => {
    const source = vi.fn(async (refresh: boolean) => (refresh ? 'fresh' : 'stale'));
    setBotTokenSource(source);
    const fetchMock = statuses(401, 200);
    await postBot('chat/send', {});
    expect(source).toHaveBeenLastCalledWith(true);
    const auth = (fetchMock.mock.calls[1] as unknown as [string, RequestInit])[1].headers as Record<
      string,
      string
    >;
    expect(auth.Authorization).toBe('Bearer fresh');
  });

  it('[S1-B-096] a second 401 fails instead of looping', async () => {
    setBotTokenSource(async () => 't');
    statuses(401, 401, 200);
    await expect(postBot('x', {})).rejects.toEqual(new BotCallError(401));
  });

  it('[S1-B-097][S1-K-009] retries other failures 1 s apart, at most 3 times', async () => {
    setBotTokenSource(async () => 't');
    const fetchMock = statuses(502, 503, 500, 504, 200);
    const sleep = vi.fn(async () => undefined);
    await expect(postBot('x', {}, { sleep })).rejects.toEqual(new BotCallError(504));
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(sleep.mock.calls).toEqual([[1000], [1000], [1000]]);
  });

  it('[S1-B-097] 400 is not retried', async () => {
    setBotTokenSource(async () => 't');
    const fetchMock = statuses(400);
    await expect(postBot('x', {}, { sleep: async () => undefined })).rejects.toEqual(new BotCallError(400));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('[S1-B-096] a streamed answer: refreshed after a 401, its events handed on whole even when split across chunks', async () => {
    setBotTokenSource(async (refresh) => (refresh ? 'fresh' : 'stale'));
    const encoder = new TextEncoder();
    const pieces = [
      'data: {"type":"delta","te',
      'xt":"Hel"}\n\ndata: {"type":"delta","text":"lo"}\n',
      '\ndata: {"type":"done"}\n\n',
    ];
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      const auth = (init.headers as Record<string, string>).Authorization;
      if (auth !== 'Bearer fresh') return new Response('', { status: 401 });
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (const piece of pieces) controller.enqueue(encoder.encode(piece));
          controller.close();
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    });
    vi.stubGlobal('fetch', fetchMock);
    const events: unknown[] = [];
    await postBotStream('agents/ask', { text: 'hi' }, (event) => events.push(event));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(events).toEqual([{ type: 'delta', text: 'Hel' }, { type: 'delta', text: 'lo' }, { type: 'done' }]);
  });
});

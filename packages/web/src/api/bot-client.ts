import { callWithBotRules } from '@vela/core';
import { apiSettings } from './api-settings.js';
import { isAbsoluteUrl } from './call-paths.js';
import { newRequestId } from './request-client.js';

/**
 * postBot (spec 1 §4 "Robot messaging", DECISIONS 24): calls to the bot
 * service carry a Bearer token, under the rules core's callWithBotRules
 * keeps (401 refreshes once; other failures but 400 retried 1 s apart, 3 times).
 */
export type BotTokenSource = (refresh: boolean) => Promise<string>;

let tokenSource: BotTokenSource = async () => '';
let cachedToken: string | undefined;

export function setBotTokenSource(source: BotTokenSource): void {
  tokenSource = source;
  cachedToken = undefined;
}

async function botToken(refresh: boolean): Promise<string> {
  if (refresh || cachedToken === undefined) cachedToken = await tokenSource(refresh);
  return cachedToken;
}

export interface BotCallOptions {
  signal?: AbortSignal;
  /** Injected by tests to avoid real waiting. */
  sleep?: (ms: number) => Promise<void>;
}

function botAddress(path: string): string {
  const base = apiSettings().botServiceUrl.replace(/\/+$/, '');
  return isAbsoluteUrl(path) ? path : `${base}/${path.replace(/^\/+/, '')}`;
}

/** The 200 answer of a bot call, its body unread. */
async function botAnswer(path: string, body: unknown, options: BotCallOptions): Promise<Response> {
  const address = botAddress(path);
  return callWithBotRules({
    token: botToken,
    ...(options.sleep ? { sleep: options.sleep } : {}),
    send: async (token) => {
      const response = await fetch(address, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          'X-Request-Id': newRequestId(),
        },
        body: JSON.stringify(body ?? {}),
        signal: options.signal ?? null,
      });
      // A failed try's body is not read: free its connection.
      if (response.status !== 200) await response.body?.cancel().catch(() => undefined);
      return response;
    },
  });
}

export async function postBot<T>(path: string, body: unknown, options: BotCallOptions = {}): Promise<T> {
  return (await (await botAnswer(path, body, options)).json()) as T;
}

/**
 * A bot call answered as server-sent events (`data: <json>` blocks): each
 * event's parsed data is handed on as it arrives, so a reply shows while it is written.
 */
export async function postBotStream(
  path: string,
  body: unknown,
  onEvent: (data: unknown) => void,
  options: BotCallOptions = {},
): Promise<void> {
  const response = await botAnswer(path, body, options);
  const reader = response.body?.getReader();
  if (!reader) return;
  const decoder = new TextDecoder();
  let buffered = '';
  for (;;) {
    const { done, value } = await reader.read();
    buffered += decoder.decode(value ?? new Uint8Array(), { stream: !done });
    let end = buffered.indexOf('\n\n');
    while (end >= 0) {
      const block = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trimStart())
        .join('\n');
      if (data !== '') onEvent(JSON.parse(data));
      end = buffered.indexOf('\n\n');
    }
    if (done) return;
  }
}

import { BOT_MAX_RETRIES, BOT_RETRY_DELAY_MS } from '@vela/core';
import { apiSettings } from './api-settings.js';
import { isAbsoluteUrl } from './call-paths.js';
import { newRequestId } from './request-client.js';

/**
 * postBot (spec 1 §4 "Robot messaging", DECISIONS 24): calls to the bot
 * service carry a Bearer token. A 401 refreshes the token once and retries;
 * any status other than 200 and 400 is retried 1 s later, at most 3 times.
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

export class BotCallError extends Error {
  constructor(readonly status: number) {
    super(`bot service answered ${status}`);
    this.name = 'BotCallError';
  }
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function postBot<T>(path: string, body: unknown, options: BotCallOptions = {}): Promise<T> {
  const sleep = options.sleep ?? realSleep;
  const base = apiSettings().botServiceUrl.replace(/\/+$/, '');
  const address = isAbsoluteUrl(path) ? path : `${base}/${path.replace(/^\/+/, '')}`;
  let refreshed = false;
  let retries = 0;
  for (;;) {
    const response = await fetch(address, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${await botToken(false)}`,
        'Content-Type': 'application/json',
        'X-Request-Id': newRequestId(),
      },
      body: JSON.stringify(body ?? {}),
      signal: options.signal ?? null,
    });
    if (response.status === 200) return (await response.json()) as T;
    if (response.status === 400) throw new BotCallError(400);
    if (response.status === 401 && !refreshed) {
      refreshed = true;
      await botToken(true);
      continue;
    }
    if (response.status === 401 || retries >= BOT_MAX_RETRIES) throw new BotCallError(response.status);
    retries += 1;
    await sleep(BOT_RETRY_DELAY_MS);
  }
}

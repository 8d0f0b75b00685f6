import { BOT_MAX_RETRIES, BOT_RETRY_DELAY_MS } from './constants.js';

/**
 * The bot call rules (spec 1 §4 "Robot messaging", DECISIONS 24), written once
 * for every caller: the web's postBot and the server's model client. Each try
 * carries a Bearer token; a 401 refreshes the token once and tries again; any
 * status but 200 and 400 is tried again 1 s later, at most 3 times.
 */
export interface BotCallRules<R extends { status: number }> {
  /** One try with this token. */
  send(token: string): Promise<R>;
  /** The token: the cached one, or (refresh) a new one. */
  token(refresh: boolean): Promise<string>;
  /** Injected by tests so they need not wait. */
  sleep?: (ms: number) => Promise<void>;
}

export class BotCallError extends Error {
  constructor(readonly status: number) {
    super(`bot service answered ${status}`);
    this.name = 'BotCallError';
  }
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The answer of status 200; else a BotCallError with the last status. */
export async function callWithBotRules<R extends { status: number }>(rules: BotCallRules<R>): Promise<R> {
  const sleep = rules.sleep ?? realSleep;
  let refreshed = false;
  let retries = 0;
  let token = await rules.token(false);
  for (;;) {
    const answer = await rules.send(token);
    if (answer.status === 200) return answer;
    if (answer.status === 400) throw new BotCallError(400);
    if (answer.status === 401 && !refreshed) {
      refreshed = true;
      token = await rules.token(true);
      continue;
    }
    if (answer.status === 401 || retries >= BOT_MAX_RETRIES) throw new BotCallError(answer.status);
    retries += 1;
    await sleep(BOT_RETRY_DELAY_MS);
  }
}

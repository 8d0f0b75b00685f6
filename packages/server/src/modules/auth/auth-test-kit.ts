import { APP_TYPE, APP_VERSION } from '@vela/core';
import type { FastifyInstance } from 'fastify';

/**
 * Small helpers the auth tests share (kept out of the *.test.ts files so
 * they are written once).
 */
export interface TestClock {
  now: () => Date;
  advanceMinutes(minutes: number): void;
}

export function testClock(start = new Date()): TestClock {
  let current = start;
  return {
    now: () => current,
    advanceMinutes(minutes) {
      current = new Date(current.getTime() + minutes * 60_000);
    },
  };
}

let addresses = 0;
/** A new client address per sign-in, so the per-address rate limit only bites where a test wants it. */
export function freshAddress(): string {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

export function envelope(body: unknown, accessToken?: string) {
  return {
    head: {
      appType: APP_TYPE,
      appVersion: APP_VERSION,
      source: 'test',
      ...(accessToken ? { accessToken } : {}),
    },
    body,
  };
}

/** A POST with the accessToken header, the way the SPA's request client sends it. */
export function postAs(
  app: FastifyInstance,
  accessToken: string,
  url: string,
  payload: unknown = envelope({}),
) {
  return app.inject({
    method: 'POST',
    url,
    headers: { accesstoken: accessToken },
    payload: payload as object,
  });
}

export function getAs(app: FastifyInstance, accessToken: string, url: string) {
  return app.inject({ method: 'GET', url, headers: { accesstoken: accessToken } });
}

import type { ResponseEnvelope } from '@vela/core';
import { vi } from 'vitest';

/**
 * A stand-in for the server in component tests: fetch is replaced by a
 * router over the api path. Handlers return an envelope (or a Response for
 * raw answers); calls are recorded so a test can check what was sent.
 */
export interface RecordedCall {
  url: string;
  path: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  query: URLSearchParams;
}

export type FakeHandler = (call: RecordedCall) => unknown | Promise<unknown>;

export function ok<T>(data: T): ResponseEnvelope<T> {
  return { result: true, returnCode: '1', returnInfo: '', data, requestId: 'srv-req' };
}

export function fail(returnCode: string, returnInfo = 'failed', status = 200): Response {
  return jsonResponse({ result: false, returnCode, returnInfo, data: null, requestId: 'srv-req' }, status);
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function installFakeServer(handlers: Record<string, FakeHandler> = {}) {
  const calls: RecordedCall[] = [];
  const routes = new Map(Object.entries(handlers));
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const parsed = new URL(url, 'http://localhost');
    const path = parsed.pathname.replace(/^\/(api\/)?/, '');
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>));
    let body: unknown = init.body;
    if (typeof init.body === 'string') {
      try {
        body = JSON.parse(init.body);
      } catch {
        body = init.body;
      }
    }
    const call: RecordedCall = {
      url,
      path,
      method: init.method ?? 'GET',
      headers,
      body,
      query: parsed.searchParams,
    };
    calls.push(call);
    const handler = routes.get(path);
    if (!handler)
      return jsonResponse(
        { result: false, returnCode: '404', returnInfo: `no route ${path}`, data: null, requestId: 'x' },
        404,
      );
    const answer = await handler(call);
    return answer instanceof Response ? answer : jsonResponse(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    on(path: string, handler: FakeHandler) {
      routes.set(path, handler);
    },
    callsTo(path: string) {
      return calls.filter((call) => call.path === path);
    },
  };
}

export type FakeServer = ReturnType<typeof installFakeServer>;

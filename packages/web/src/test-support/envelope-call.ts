import { buildRequestHead, type RequestEnvelope } from '@vela/core';
import { type FakeHandler, fail, type RecordedCall } from './fake-server.js';

/**
 * The server refuses a bare body on its POST routes: an envelope call must
 * arrive as `{head, body}` with the head of spec 1 §7 carrying the same token
 * as the accessToken header. These helpers read what such a call carried, so a
 * test fails when a call goes out bare or with a wrong head.
 */
type Opened = { payload: unknown } | { problem: string };

function openEnvelope(call: RecordedCall, source: string): Opened {
  const sent = call.body;
  if (call.method !== 'POST') return { problem: `${call.path} was sent as ${call.method}, not POST` };
  if (!isEnvelope(sent))
    return { problem: `${call.path} got a bare body, not {head, body}: ${JSON.stringify(sent)}` };
  const expected = buildRequestHead(call.headers.accessToken ?? '', source);
  if (JSON.stringify(sent.head) !== JSON.stringify(expected))
    return {
      problem: `${call.path} got head ${JSON.stringify(sent.head)}, expected ${JSON.stringify(expected)}`,
    };
  return { payload: sent.body };
}

function isEnvelope(value: unknown): value is RequestEnvelope<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const keys = Object.keys(value).sort();
  return keys.length === 2 && keys[0] === 'body' && keys[1] === 'head';
}

/** The payload inside an envelope call; throws (failing the test) when the call was not one. */
export function envelopePayload<T = unknown>(call: RecordedCall | undefined, source = 'web'): T {
  if (!call) throw new Error('the envelope call was never made');
  const opened = openEnvelope(call, source);
  if ('problem' in opened) throw new Error(opened.problem);
  return opened.payload as T;
}

/**
 * A fake-server route for an envelope call: the handler gets the payload; a
 * bare body or a wrong head is refused with a 400 envelope, as the server does.
 */
export function envelopeRoute<T = unknown>(
  handler: (payload: T, call: RecordedCall) => unknown | Promise<unknown>,
  source = 'web',
): FakeHandler {
  return (call) => {
    const opened = openEnvelope(call, source);
    if ('problem' in opened) return fail('400', opened.problem, 400);
    return handler(opened.payload as T, call);
  };
}

import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';
export const REQUEST_ID_PRODUCER_HEADER = 'x-request-id-producer';

/** The client sends a fresh request id per call; we keep it (when sane) so logs and the error dialog agree. */
export function requestIdFor(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  if (typeof given === 'string' && /^[A-Za-z0-9._-]{8,64}$/.test(given)) return given;
  return randomUUID();
}

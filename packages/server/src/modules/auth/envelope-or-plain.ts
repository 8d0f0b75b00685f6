import { z } from 'zod';

function unwrapEnvelope(value: unknown): unknown {
  if (typeof value === 'object' && value !== null && 'head' in value && 'body' in value) {
    return (value as { body: unknown }).body;
  }
  return value;
}

/**
 * A body the client may send plain (`post`) or wrapped in the request
 * envelope (`postFormat`); either way the handler sees the plain body, and a
 * wrong field is named as `body.<field>`. The envelope's head only carries the
 * access token, which the auth hook has already read.
 */
export function envelopeOrPlainBody<T extends z.ZodType>(body: T) {
  return z.preprocess(unwrapEnvelope, body);
}

import type { CallContract } from '@vela/core';
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, responseSchema } from './envelope.js';

/**
 * The route schema of a call declared in core's contracts: the request body in
 * its envelope, and the answer's envelope around the contract's data. The
 * answer is serialised through that schema (the type provider's serializer),
 * and /api/docs describes both from it.
 */
export function contractSchema<Request extends z.ZodType, Response extends z.ZodType>(
  contract: CallContract<`/${string}`, Request, Response>,
) {
  return {
    summary: contract.summary,
    body: envelopeSchema(contract.request),
    response: { 200: responseSchema(contract.response) },
  };
}

/** A GET call's route schema: no body (its contract's request is empty), the answer from the contract. */
export function contractGetSchema<Response extends z.ZodType>(
  contract: CallContract<`/${string}`, z.ZodType, Response>,
) {
  return { summary: contract.summary, response: { 200: responseSchema(contract.response) } };
}

/** A GET call that takes a query string: its contract's request is the query's schema. */
export function contractQuerySchema<Request extends z.ZodType, Response extends z.ZodType>(
  contract: CallContract<`/${string}`, Request, Response>,
) {
  return { ...contractGetSchema(contract), querystring: contract.request };
}

type Path = Array<string | number>;

/** Keys the answer had that its schema dropped: a field the contract does not declare. */
function droppedKeys(
  sent: unknown,
  kept: unknown,
  path: Path,
  found: Array<{ path: Path; key: string }>,
): void {
  if (Array.isArray(sent) && Array.isArray(kept)) {
    for (const [index, item] of sent.entries()) droppedKeys(item, kept[index], [...path, index], found);
    return;
  }
  if (!isPlainObject(sent) || !isPlainObject(kept)) return;
  for (const [key, value] of Object.entries(sent)) {
    if (value === undefined) continue;
    if (!(key in kept)) found.push({ path, key });
    else droppedKeys(value, kept[key], [...path, key], found);
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * The type provider's serializer, which refuses an answer its schema does not
 * fit (a missing or mistyped field: a 500 logged with the issues). With
 * `refuseUnknownKeys` (tests) it also refuses a field the schema would quietly
 * strip, so a field the server adds without its contract fails loudly there.
 */
export function contractSerializer(options: {
  refuseUnknownKeys: boolean;
}): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const serialize = serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
    const schema = route.schema;
    if (!options.refuseUnknownKeys || !(schema instanceof z.ZodType)) return serialize;
    return (data) => {
      const json = serialize(data);
      const found: Array<{ path: Path; key: string }> = [];
      droppedKeys(data, z.safeEncode(schema, data).data, [], found);
      if (found.length === 0) return json;
      const issues = found.map(({ path, key }) => ({
        code: 'unrecognized_keys' as const,
        keys: [key],
        path,
        input: data,
        message: `answer field ${[...path, key].join('.')} is not in the contract`,
      }));
      throw new ResponseSerializationError(route.method, route.url, { cause: new z.ZodError(issues) });
    };
  };
}

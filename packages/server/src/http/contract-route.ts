import { isDeepStrictEqual } from 'node:util';
import type { CallContract } from '@vela/core';
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, responseSchema } from './envelope.js';
import { compileFastSerializer } from './fast-serializer.js';

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
 * An answer's serialiser, compiled from its schema the first time the route
 * answers (not at start-up: hundreds of routes, most of which a process may
 * never serve) and shared by every app built from the same schema (tests).
 * Null where only zod serialises the schema faithfully.
 */
const fastSerializers = new WeakMap<z.ZodType, ((data: unknown) => string) | null>();

function fastSerializerOf(schema: z.ZodType): ((data: unknown) => string) | null {
  let fast = fastSerializers.get(schema);
  if (fast === undefined) {
    fast = compileFastSerializer(schema);
    fastSerializers.set(schema, fast);
  }
  return fast;
}

/**
 * Answers are serialised by a serialiser compiled from their schema
 * (fast-json-stringify: zod's encode on every answer was the biggest part of
 * a save's CPU); a schema it cannot serialise faithfully keeps the type
 * provider's zod serialiser, which also refuses an answer its schema does not
 * fit (a missing or mistyped field: a 500 logged with the issues).
 *
 * With `refuseUnknownKeys` (tests) every answer also goes through zod, which
 * refuses a field the schema would quietly strip (so a field the server adds
 * without its contract fails loudly there) or an answer that does not fit,
 * and the two serialisers' JSON must be equal: every server test checks the
 * fast serialiser against zod's.
 */
export function contractSerializer(options: {
  refuseUnknownKeys: boolean;
}): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const serialize = serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
    const schema = route.schema;
    if (!(schema instanceof z.ZodType)) return serialize;
    if (!options.refuseUnknownKeys) {
      let compiled: ((data: unknown) => string) | undefined;
      return (data) => {
        compiled ??= fastSerializerOf(schema) ?? serialize;
        return compiled(data);
      };
    }
    return (data) => {
      const json = serialize(data);
      const found: Array<{ path: Path; key: string }> = [];
      droppedKeys(data, z.safeEncode(schema, data).data, [], found);
      if (found.length > 0) {
        const issues = found.map(({ path, key }) => ({
          code: 'unrecognized_keys' as const,
          keys: [key],
          path,
          input: data,
          message: `answer field ${[...path, key].join('.')} is not in the contract`,
        }));
        throw new ResponseSerializationError(route.method, route.url, { cause: new z.ZodError(issues) });
      }
      const fast = fastSerializerOf(schema);
      if (!fast) return json;
      const fastJson = fast(data);
      if (!isDeepStrictEqual(JSON.parse(fastJson), JSON.parse(json))) {
        throw new Error(
          `${route.method} ${route.url}: the fast serialiser wrote ${fastJson} where zod wrote ${json}`,
        );
      }
      return fastJson;
    };
  };
}

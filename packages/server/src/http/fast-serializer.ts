import fastJson from 'fast-json-stringify';
import type { z } from 'zod';

/**
 * The JSON schema fast-json-stringify compiles an answer's serialiser from:
 * a subset of JSON schema, written here rather than by z.toJSONSchema so that
 * only what serialises exactly as zod's encode + JSON.stringify does gets in.
 * `enum` and `additionalProperties: false` matter only where fast-json-stringify
 * picks a union's option (it validates the value against each in turn).
 */
type FastSchema =
  | Record<string, never>
  | { $ref: string }
  | PrimitiveSchema
  | { type: 'array' | ['array', 'null']; items: FastSchema }
  | ObjectSchema
  | { anyOf: FastSchema[] };

interface PrimitiveSchema {
  type: Primitive | Primitive[];
  enum?: unknown[];
}

interface ObjectSchema {
  type: 'object' | ['object', 'null'];
  properties: Record<string, FastSchema>;
  required: string[];
  additionalProperties?: FastSchema | boolean;
}

type Primitive = 'string' | 'number' | 'boolean' | 'null';

/** Why a schema keeps zod's serialiser: a part of it whose output fast-json-stringify would not reproduce. */
class NotFaithful extends Error {}

/** A conversion's state: schemas being converted (a recursive one is met again) and the definitions they became. */
interface Conversion {
  inProgress: Set<z.ZodType>;
  names: Map<z.ZodType, string>;
  definitions: Record<string, FastSchema>;
}

/**
 * A serialiser compiled once from a response schema, or null where the schema
 * holds something only zod serialises faithfully (a codec, transform, default,
 * date, a union fast-json-stringify might resolve differently...). For every
 * answer the schema accepts, its output is the same JSON as zod's encode
 * followed by JSON.stringify: undeclared keys dropped, undefined keys left out.
 * It does not check the answer against the schema (tests do, through zod).
 */
export function compileFastSerializer(schema: z.ZodType): ((data: unknown) => string) | null {
  const conversion: Conversion = { inProgress: new Set(), names: new Map(), definitions: {} };
  let fast: FastSchema;
  try {
    fast = toFastSchema(schema, conversion);
  } catch (error) {
    if (error instanceof NotFaithful) return null;
    throw error;
  }
  const root = { ...fast, definitions: conversion.definitions };
  // The cast: fast-json-stringify's own schema type is wider than FastSchema.
  return fastJson(root as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
}

/** A schema met again inside itself becomes a definition both places refer to. */
function toFastSchema(schema: z.ZodType, conversion: Conversion): FastSchema {
  const { inProgress, names, definitions } = conversion;
  if (inProgress.has(schema)) {
    const name = names.get(schema) ?? `s${names.size}`;
    names.set(schema, name);
    return { $ref: `#/definitions/${name}` };
  }
  inProgress.add(schema);
  try {
    const converted = convert(schema, conversion);
    const name = names.get(schema);
    if (name === undefined) return converted;
    definitions[name] = converted;
    return { $ref: `#/definitions/${name}` };
  } finally {
    inProgress.delete(schema);
  }
}

/** The zod definition's parts read here (zod v4's public `_zod.def`). */
interface Def {
  type: string;
  format?: string;
  checks?: readonly unknown[];
  innerType?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  options?: readonly z.ZodType[];
  discriminator?: string;
  getter?: () => z.ZodType;
  values?: readonly unknown[];
  entries?: Record<string, unknown>;
}

function defOf(schema: z.ZodType): Def {
  return schema._zod.def as unknown as Def;
}

function convert(schema: z.ZodType, conversion: Conversion): FastSchema {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
    case 'template_literal':
      return { type: 'string' };
    // Integers too: "number" writes the value as it is, "integer" would round one.
    case 'number':
      return { type: 'number' };
    case 'boolean':
      return { type: 'boolean' };
    case 'null':
      return { type: 'null' };
    case 'any':
    case 'unknown':
      return {};
    case 'literal':
      return primitivesOf(def.values ?? []);
    case 'enum':
      return primitivesOf(Object.values(def.entries ?? {}));
    case 'optional':
    case 'readonly':
    case 'nonoptional':
      return toFastSchema(inner(def.innerType), conversion);
    case 'lazy':
      return toFastSchema(inner(def.getter?.()), conversion);
    case 'nullable':
      return withNull(toFastSchema(inner(def.innerType), conversion));
    case 'array':
      return { type: 'array', items: toFastSchema(inner(def.element), conversion) };
    case 'object':
      return objectSchema(def, conversion);
    case 'record':
      return recordSchema(def, conversion);
    case 'union':
      return unionSchema(def, conversion);
    default:
      // date, bigint, pipe (codecs, transforms), default, catch, tuple, intersection, custom, never...
      throw new NotFaithful(def.type);
  }
}

function inner(schema: z.ZodType | undefined): z.ZodType {
  if (!schema) throw new NotFaithful('a wrapper without its inner schema');
  return schema;
}

function objectSchema(def: Def, conversion: Conversion): ObjectSchema {
  const properties: Record<string, FastSchema> = {};
  const required: string[] = [];
  for (const [key, value] of Object.entries(def.shape ?? {})) {
    properties[key] = toFastSchema(value, conversion);
    // A key zod may leave out (optional, or any/unknown that was undefined) is left out when undefined here too.
    const type = defOf(value).type;
    if (value._zod.optout !== 'optional' && type !== 'unknown' && type !== 'any') required.push(key);
  }
  if (!def.catchall) return { type: 'object', properties, required };
  // Strict: other keys are refused (dropped when serialising); loose or a catchall: kept, as zod keeps them.
  const catchall = defOf(def.catchall).type;
  const additionalProperties =
    catchall === 'never'
      ? false
      : catchall === 'unknown' || catchall === 'any'
        ? true
        : toFastSchema(def.catchall, conversion);
  return { type: 'object', properties, required, additionalProperties };
}

function recordSchema(def: Def, conversion: Conversion): ObjectSchema {
  const keyType = def.keyType ? defOf(def.keyType).type : undefined;
  if (keyType !== 'string' && keyType !== 'enum') throw new NotFaithful(`a record keyed by ${keyType}`);
  return {
    type: 'object',
    properties: {},
    required: [],
    additionalProperties: toFastSchema(inner(def.valueType), conversion),
  };
}

function primitivesOf(values: readonly unknown[]): PrimitiveSchema {
  const types = new Set<Primitive>();
  for (const value of values) {
    if (value === null) types.add('null');
    else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      types.add(typeof value as Primitive);
    } else throw new NotFaithful(`a literal ${typeof value}`);
  }
  return { type: oneOrMany([...types]), enum: [...values] };
}

function oneOrMany(types: Primitive[]): Primitive | Primitive[] {
  if (types.length === 0) throw new NotFaithful('a type without values');
  return types.length === 1 ? (types[0] as Primitive) : types;
}

function isPrimitiveSchema(schema: FastSchema): schema is PrimitiveSchema {
  if (!('type' in schema)) return false;
  return [schema.type]
    .flat()
    .every((type) => type === 'string' || type === 'number' || type === 'boolean' || type === 'null');
}

/**
 * A union of primitives becomes one multi-type schema (written by the value's
 * own type, as JSON.stringify would). A union of objects becomes anyOf, whose
 * option fast-json-stringify picks by validating the value against each in
 * turn: the same option zod picks (its first that parses, or the one the
 * discriminator names) only where that validation accepts exactly what zod's
 * option accepts, so a plain union is kept only when no option has a check
 * (a length, pattern, format...) the JSON schema here leaves out.
 */
function unionSchema(def: Def, conversion: Conversion): FastSchema {
  const zodOptions = def.options ?? [];
  const options = zodOptions.map((option) => toFastSchema(option, conversion));
  if (options.every(isPrimitiveSchema)) return unionOfPrimitives(options);
  if (
    def.discriminator === undefined &&
    !zodOptions.every((option) => acceptsAsConverted(option, new Set()))
  ) {
    throw new NotFaithful('a union whose options have checks');
  }
  return { anyOf: options };
}

function unionOfPrimitives(options: PrimitiveSchema[]): PrimitiveSchema {
  const types = new Set<Primitive>();
  for (const option of options) for (const type of [option.type].flat()) types.add(type);
  const enums = options.map((option) => option.enum);
  // Only values (literals, enums) throughout: the union still names its values, for a union around it.
  if (enums.every((values) => values !== undefined))
    return { type: oneOrMany([...types]), enum: enums.flat() };
  return { type: oneOrMany([...types]) };
}

/**
 * Whether validating against this schema's conversion accepts exactly what
 * zod accepts: no checks, formats or exhaustive records, and no union that
 * mixes values with open types (its conversion names no values).
 */
function acceptsAsConverted(schema: z.ZodType, seen: Set<z.ZodType>): boolean {
  if (seen.has(schema)) return true;
  seen.add(schema);
  const def = defOf(schema);
  if ((def.checks?.length ?? 0) > 0 || def.format !== undefined) return false;
  const parts = [
    def.innerType,
    def.element,
    def.catchall,
    def.valueType,
    def.getter?.(),
    ...Object.values(def.shape ?? {}),
    ...(def.options ?? []),
  ];
  if (def.type === 'record' && def.keyType && defOf(def.keyType).type !== 'string') return false;
  if (def.type === 'union' && def.discriminator === undefined) {
    const valued = (def.options ?? []).map((option) => ['literal', 'enum'].includes(defOf(option).type));
    if (valued.includes(true) && valued.includes(false)) return false;
  }
  return parts.every((part) => part === undefined || acceptsAsConverted(part, seen));
}

function withNull(schema: FastSchema): FastSchema {
  if (isPrimitiveSchema(schema)) {
    return unionOfPrimitives([schema, { type: 'null', ...(schema.enum ? { enum: [null] } : {}) }]);
  }
  if ('items' in schema) return { type: ['array', 'null'], items: schema.items };
  if ('properties' in schema) {
    const { properties, required, additionalProperties } = schema;
    return {
      type: ['object', 'null'],
      properties,
      required,
      ...(additionalProperties === undefined ? {} : { additionalProperties }),
    };
  }
  // A definition's reference or a union: null is one more option (any: already takes null).
  if ('$ref' in schema || 'anyOf' in schema) return { anyOf: [schema, { type: 'null' }] };
  return schema;
}

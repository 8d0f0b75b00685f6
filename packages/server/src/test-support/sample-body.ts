/**
 * Bodies built from a route's published JSON schema (the OpenAPI document),
 * for sweeps that put one odd string into every text field of every route.
 * The bodies are plausible, not necessarily valid: a sweep only needs the
 * string to get as far as the server lets it.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  items?: JsonSchema;
  minItems?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
}

type StringAt = (path: string, node: JsonSchema) => string;

function plainText(schema: JsonSchema): string {
  if (schema.format === 'date-time') return '2026-01-02T03:04:05.000Z';
  if (schema.format === 'date') return '2026-01-02';
  if (schema.format === 'email') return 'someone@example.com';
  return 'a'.repeat(Math.max(1, schema.minLength ?? 1));
}

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;
}

function build(schema: JsonSchema, path: string, stringAt: StringAt): unknown {
  if ('const' in schema) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) {
    const chosen = branches.find((branch) => typeOf(branch) === 'string') ?? branches[0];
    return build(chosen as JsonSchema, path, stringAt);
  }
  switch (typeOf(schema)) {
    case 'string':
      return stringAt(path, schema);
    case 'integer':
    case 'number': {
      const low = schema.minimum !== undefined && schema.minimum > 1 ? schema.minimum : 1;
      return schema.maximum !== undefined && schema.maximum < low ? schema.maximum : low;
    }
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'array': {
      const count = Math.max(1, schema.minItems ?? 1);
      return Array.from({ length: count }, (_, index) =>
        build(schema.items ?? {}, `${path}.${index}`, stringAt),
      );
    }
    default: {
      const result: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(schema.properties ?? {})) {
        result[key] = build(child, path ? `${path}.${key}` : key, stringAt);
      }
      return result;
    }
  }
}

/** The dotted paths of the free-text fields of a body (enums and constants are not free text). */
export function textFieldPaths(schema: JsonSchema): string[] {
  const paths: string[] = [];
  build(schema, '', (path) => {
    paths.push(path);
    return 'a';
  });
  return paths;
}

/** A body with `text` in the fields `where` picks and plain values elsewhere. */
export function sampleBody(schema: JsonSchema, text: string, where: (path: string) => boolean): unknown {
  return build(schema, '', (path, node) => (where(path) ? text : plainText(node)));
}

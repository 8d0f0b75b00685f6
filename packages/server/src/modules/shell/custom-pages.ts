import { type CustomPage, type CustomPageComponent, customPageComponentSchema } from '@vela/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../http/envelope.js';

/**
 * Reads stored components one by one: a component this version does not know (or a damaged one) is
 * left out, so one bad component never hides the rest of the page.
 */
export function parseStoredComponents(json: string): CustomPageComponent[] {
  let stored: unknown;
  try {
    stored = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((component) => {
    const parsed = customPageComponentSchema.safeParse(component);
    return parsed.success ? [parsed.data] : [];
  });
}

export async function loadCustomPage(db: Kysely<Database>, orgId: string, id: string): Promise<CustomPage> {
  const row = await db
    .selectFrom('custom_page')
    .select(['id', 'name', 'components_json'])
    .where('id', '=', id)
    .where('org_id', '=', orgId)
    .executeTakeFirst();
  if (!row) throw notFound(`The custom page ${id}`);
  return { id: row.id, name: row.name, components: parseStoredComponents(row.components_json) };
}

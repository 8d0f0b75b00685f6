import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../http/envelope.js';

/**
 * Custom lightning pages (spec 1 §2.7): pages built from the components the app already has. Rich
 * text is stored as headings and paragraphs of plain text, never as HTML, so a page cannot carry a
 * script into everyone's browser.
 */
const apiName = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/);

export const customPageComponentSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('richText'),
    blocks: z.array(z.strictObject({ style: z.enum(['heading', 'paragraph']), text: z.string().max(4000) })),
  }),
  z.strictObject({
    kind: z.literal('listView'),
    objectApi: apiName,
    objId: apiName,
    prefix: z.string().regex(/^[A-Za-z0-9]{3}$/),
    viewId: z.string().max(64).optional(),
  }),
  z.strictObject({ kind: z.literal('recordDetail'), recordId: z.string().regex(/^[A-Za-z0-9_-]{3,40}$/) }),
]);
export type CustomPageComponent = z.infer<typeof customPageComponentSchema>;

export const customPageSchema = z.object({
  id: z.string(),
  name: z.string(),
  components: z.array(customPageComponentSchema),
});
export type CustomPage = z.infer<typeof customPageSchema>;

/** getCustomPage: the page id a menu item's lightningpageId names (without its hash marker). */
export const getCustomPageBodySchema = z.strictObject({ page: z.string().min(1).max(64) });

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

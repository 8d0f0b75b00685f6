import { z } from 'zod';
import { defineCall } from './call-contract.js';

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

export const getCustomPageContract = defineCall({
  path: '/customPage/getCustomPage',
  summary:
    "A custom page of the user's organisation and its components (rich text, list views, record details)",
  request: getCustomPageBodySchema,
  response: customPageSchema,
});

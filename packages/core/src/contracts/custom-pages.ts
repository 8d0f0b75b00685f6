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

/**
 * The custom page manager of setup (issue 18, `costomui/pageList`): system administrators list, build,
 * change and delete the organisation's custom pages; one page may be the organisation's default
 * (`defaultCustomPage`).
 */
export const MAX_CUSTOM_PAGE_COMPONENTS = 20;

export const customPageSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  componentCount: z.number().int(),
  isDefault: z.boolean(),
  /** Apps whose menus open the page (a page in a menu cannot be deleted). */
  usedBy: z.array(z.string()),
  updatedAt: z.string(),
});
export type CustomPageSummary = z.infer<typeof customPageSummarySchema>;

export const listCustomPagesContract = defineCall({
  path: '/customPage/list',
  summary: "The organisation's custom pages, for setup (system administrators)",
  request: z.strictObject({}),
  response: z.object({ pages: z.array(customPageSummarySchema) }),
});

export const customPageInputSchema = z.strictObject({
  /** Absent for a new page. */
  id: z.string().min(1).max(64).optional(),
  name: z.string().trim().min(1).max(80),
  components: z.array(customPageComponentSchema).max(MAX_CUSTOM_PAGE_COMPONENTS),
  isDefault: z.boolean().default(false),
});
export type CustomPageInput = z.input<typeof customPageInputSchema>;

export const saveCustomPageContract = defineCall({
  path: '/customPage/save',
  summary: 'Create or change a custom page (system administrators); the next opening of the page shows it',
  request: customPageInputSchema,
  response: customPageSummarySchema,
});

export const deleteCustomPageContract = defineCall({
  path: '/customPage/delete',
  summary: 'Delete a custom page no menu opens (system administrators)',
  request: z.strictObject({ id: z.string().min(1).max(64) }),
  response: z.object({ id: z.string() }),
});

/** defaultCustomPage: the organisation's default custom page, or none chosen. */
export const getDefaultCustomPageContract = defineCall({
  path: '/customPage/getDefault',
  summary: "The organisation's default custom page, if one is chosen",
  request: z.strictObject({}),
  response: z.object({ page: customPageSchema.nullable() }),
});

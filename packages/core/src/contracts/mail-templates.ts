import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../languages/index.js';
import { TEMPLATE_KINDS, TEMPLATE_LIMITS, TEMPLATE_VISIBILITIES } from '../mail/mail-templates.js';
import { defineCall } from './call-contract.js';

/**
 * E-mail and text-message templates (issue 23, setuppage/emailTemplate and setuppage/messageTemplate):
 * one template per purpose with a version per language, kept in folders, private to its owner or
 * public to the organisation. Merge fields are checked on save (core mail/mail-templates.ts).
 */
const templateId = z.string().min(4).max(64);

export const templateVersionSchema = z.strictObject({
  language: z.enum(SUPPORTED_LANGUAGES),
  /** E-mail only; a text message has no subject. */
  subject: z.string().max(TEMPLATE_LIMITS.subject).default(''),
  /** E-mail: HTML from the editor, sanitised by the server; text message: plain text. */
  body: z.string().max(TEMPLATE_LIMITS.emailBody).default(''),
});

export const templateInputSchema = z.strictObject({
  /** '' creates a template. */
  id: z.string().max(64).default(''),
  kind: z.enum(TEMPLATE_KINDS),
  name: z.string().trim().min(1, 'a template needs a name').max(TEMPLATE_LIMITS.name),
  /** The object whose records fill the merge fields, e.g. Contact. */
  objectApi: z.string().trim().min(1, 'choose the object whose fields it merges').max(64),
  folder: z.string().trim().max(TEMPLATE_LIMITS.folder).default(''),
  visibility: z.enum(TEMPLATE_VISIBILITIES).default('private'),
  /** The version used when none is written in the language asked for. */
  defaultLanguage: z.enum(SUPPORTED_LANGUAGES).default('en'),
  versions: z.array(templateVersionSchema).min(1, 'write the template in at least one language').max(16),
});
export type TemplateInput = z.input<typeof templateInputSchema>;

export const templateSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(TEMPLATE_KINDS),
  name: z.string(),
  objectApi: z.string(),
  folder: z.string(),
  visibility: z.enum(TEMPLATE_VISIBILITIES),
  defaultLanguage: z.string(),
  languages: z.array(z.string()),
  ownerName: z.string(),
  /** The caller may change or delete it: its owner, or an administrator. */
  canEdit: z.boolean(),
  updatedAt: z.string(),
});
export type TemplateSummary = z.infer<typeof templateSummarySchema>;

export const templateViewSchema = templateSummarySchema.extend({
  versions: z.array(z.object({ language: z.string(), subject: z.string(), body: z.string() })),
});
export type TemplateView = z.infer<typeof templateViewSchema>;

export const listTemplatesContract = defineCall({
  path: '/mail/templates/list',
  summary:
    "The templates the caller may use: their own and the organisation's public ones, of one kind, optionally for one object",
  request: z.strictObject({
    kind: z.enum(TEMPLATE_KINDS),
    objectApi: z.string().trim().max(64).default(''),
    /** Only the templates that fill this record's object (composing from a record). */
    recordId: z.string().max(64).default(''),
    search: z.string().trim().max(100).default(''),
  }),
  response: z.array(templateSummarySchema),
});

export const getTemplateContract = defineCall({
  path: '/mail/templates/get',
  summary: 'One template with its versions in every language',
  request: z.strictObject({ id: templateId }),
  response: templateViewSchema,
});

export const saveTemplateContract = defineCall({
  path: '/mail/templates/save',
  summary: 'Create or change a template; a merge field the object does not have is refused, naming it (400)',
  request: templateInputSchema,
  response: templateViewSchema,
});

export const deleteTemplateContract = defineCall({
  path: '/mail/templates/delete',
  summary: 'Delete a template (its owner or an administrator)',
  request: z.strictObject({ id: templateId }),
  response: z.object({ id: z.string() }),
});

export const renderTemplateContract = defineCall({
  path: '/mail/templates/render',
  summary:
    "A template filled from a record the caller may read, in the language asked for (else the template's default)",
  request: z.strictObject({
    id: templateId,
    recordId: z.string().min(4).max(64),
    language: z.enum(SUPPORTED_LANGUAGES).optional(),
  }),
  response: z.object({ language: z.string(), subject: z.string(), body: z.string() }),
});

export const mergeFieldsContract = defineCall({
  path: '/mail/templates/mergeFields',
  summary:
    "The merge fields a template of an object may use: the object's fields the caller sees and $User's",
  request: z.strictObject({ objectApi: z.string().trim().min(1).max(64) }),
  response: z.array(z.object({ path: z.string(), label: z.string() })),
});

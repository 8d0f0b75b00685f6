import { z } from 'zod';
import { MARKETING_FORM_TARGETS, MARKETING_FORM_TEMPLATES } from '../marketing-forms/form-rules.js';
import { defineCall } from './call-contract.js';

/**
 * Marketing forms (web-to-lead): the organisation's forms (their owners and administrators), their
 * submissions, and the public page's calls (no sign-in; the form's secret slug is the proof). The three
 * downloads of spec 1 §7 (`/form/getSharePhoto`, `/form/exportFormList`, `/form/exportFormInfo`) answer
 * files, not envelopes: only their requests are declared here.
 */
const id = z.string().min(1).max(64);

export const marketingFormFieldSchema = z.strictObject({
  api: z.string().min(1).max(64),
  label: z.string().max(200).default(''),
  required: z.boolean().default(false),
});

const formFields = {
  name: z.string().max(500),
  intro: z.string().max(5000).default(''),
  thankYou: z.string().max(5000).default(''),
  template: z.enum(MARKETING_FORM_TEMPLATES).default('blank'),
  target: z.enum(MARKETING_FORM_TARGETS).default('lead'),
  fields: z.array(marketingFormFieldSchema).max(100),
};

export const marketingFormSchema = z.object({
  id: z.string(),
  name: z.string(),
  intro: z.string(),
  thankYou: z.string(),
  template: z.enum(MARKETING_FORM_TEMPLATES),
  target: z.enum(MARKETING_FORM_TARGETS),
  fields: z.array(z.object({ api: z.string(), label: z.string(), required: z.boolean(), type: z.string() })),
  status: z.enum(['draft', 'published']),
  /** The public page's path, with the form's secret slug. */
  publicPath: z.string(),
  ownerId: z.string(),
  ownerName: z.string(),
  submissionCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MarketingForm = z.infer<typeof marketingFormSchema>;

export const listMarketingFormsContract = defineCall({
  path: '/form/list',
  summary: 'The marketing forms the caller owns (administrators: all of the organisation)',
  request: z.strictObject({}),
  response: z.object({ forms: z.array(marketingFormSchema) }),
});

export const getMarketingFormContract = defineCall({
  path: '/form/get',
  summary: 'One marketing form, for its owner or an administrator',
  request: z.strictObject({ id }),
  response: marketingFormSchema,
});

export const marketingFieldChoicesContract = defineCall({
  path: '/form/fieldChoices',
  summary: 'The fields of a lead or contact a visitor can fill, with their labels in the caller’s language',
  request: z.strictObject({ target: z.enum(MARKETING_FORM_TARGETS) }),
  response: z.object({
    fields: z.array(
      z.object({ api: z.string(), type: z.string(), label: z.string(), required: z.boolean() }),
    ),
  }),
});

export const saveMarketingFormContract = defineCall({
  path: '/form/save',
  summary: 'Creates a marketing form (no id) or changes one; a bad definition is refused naming the field',
  request: z.strictObject({ id: id.optional(), ...formFields }),
  response: marketingFormSchema,
});

export const publishMarketingFormContract = defineCall({
  path: '/form/publish',
  summary: 'Publishes a form (its public page takes submissions) or takes it back to draft',
  request: z.strictObject({ id, published: z.boolean() }),
  response: marketingFormSchema,
});

export const deleteMarketingFormContract = defineCall({
  path: '/form/delete',
  summary: 'Deletes a form and its submissions (the records they created stay)',
  request: z.strictObject({ id }),
  response: z.object({ deleted: z.boolean() }),
});

export const marketingSubmissionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  values: z.record(z.string(), z.string()),
  recordId: z.string(),
  recordName: z.string(),
  /** 'created': a new record; 'matched': a duplicate rule found the person's record, which was kept. */
  outcome: z.enum(['created', 'matched']),
});
export type MarketingSubmission = z.infer<typeof marketingSubmissionSchema>;

export const listMarketingSubmissionsContract = defineCall({
  path: '/form/submissions',
  summary: 'A form’s submissions, newest first, a page at a time',
  request: z.strictObject({
    id,
    page: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(200).default(50),
  }),
  response: z.object({ submissions: z.array(marketingSubmissionSchema), total: z.number() }),
});

export const publicMarketingFormSchema = z.object({
  name: z.string(),
  intro: z.string(),
  fields: z.array(
    z.object({
      api: z.string(),
      label: z.string(),
      required: z.boolean(),
      type: z.string(),
      options: z.array(z.string()),
    }),
  ),
});

export const getPublicMarketingFormContract = defineCall({
  path: '/form/public/get',
  summary: 'A published form as its public page shows it (no sign-in)',
  request: z.strictObject({ slug: z.string().min(1).max(100) }),
  response: publicMarketingFormSchema,
});

export const submitPublicMarketingFormContract = defineCall({
  path: '/form/public/submit',
  summary: 'A visitor’s answers: saved as a lead (or contact) of the form’s owner and kept as a submission',
  request: z.strictObject({
    slug: z.string().min(1).max(100),
    values: z.record(z.string().max(64), z.string().max(10_000)),
  }),
  response: z.object({ thankYou: z.string() }),
});

/** `/form/getSharePhoto`: the public link's QR code, a PNG. */
export const marketingSharePhotoRequestSchema = z.strictObject({
  id,
  size: z.number().int().min(128).max(1024).default(512),
});
/** `/form/exportFormList`: the form's submissions as CSV or XLSX. */
export const marketingExportListRequestSchema = z.strictObject({
  id,
  format: z.enum(['csv', 'xlsx']).default('csv'),
});
/** `/form/exportFormInfo`: the form's definition as JSON (docs/DESIGN-CHOICES.md "Marketing forms"). */
export const marketingExportInfoRequestSchema = z.strictObject({ id });

export const MARKETING_FORM_DOWNLOAD_PATHS = {
  sharePhoto: '/form/getSharePhoto',
  exportList: '/form/exportFormList',
  exportInfo: '/form/exportFormInfo',
} as const;

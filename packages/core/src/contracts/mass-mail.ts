import { z } from 'zod';
import { MASS_MAIL_LIMITS } from '../mail/mass-mail.js';
import { defineCall } from './call-contract.js';
import { listQuestionSchema } from './list-views.js';

/**
 * Mass e-mail (issue 23, server module mail): a template sent to every contact or lead of a list view
 * the caller may read, throttled on the job runner, each message with its own unsubscribe link.
 */

/** Which records: the list's question (view, filters, keyword, scope) as the list screen asks it. */
export const massMailAudienceSchema = listQuestionSchema.extend({
  /** '' while none is chosen: the counts need no template. */
  templateId: z.string().max(64).default(''),
});

export const massMailPreviewSchema = z.object({
  objectApi: z.string(),
  /** The records of the list (at most MASS_MAIL_LIMITS.recipients). */
  total: z.number().int(),
  recipients: z.number().int(),
  skippedOptOut: z.number().int(),
  skippedNoAddress: z.number().int(),
  /** The list holds more records than one send reaches: only the first ones count. */
  limited: z.boolean(),
});
export type MassMailPreview = z.infer<typeof massMailPreviewSchema>;

export const massMailViewSchema = z.object({
  id: z.string(),
  status: z.enum(['sending', 'done']),
  templateName: z.string(),
  objectApi: z.string(),
  perMinute: z.number().int(),
  /** Recipients queued when it started (opted-out and addressless records are not among them). */
  total: z.number().int(),
  queued: z.number().int(),
  sent: z.number().int(),
  /** Refused by the server (a bounce at sending) or not sent, each with the reason in failures. */
  failed: z.number().int(),
  /** No longer readable by the sender when their turn came. */
  skipped: z.number().int(),
  /** Sent, then reported undeliverable by a delivery status notification the sender's mailbox received. */
  bounced: z.number().int(),
  skippedOptOut: z.number().int(),
  skippedNoAddress: z.number().int(),
  createdAt: z.string(),
  finishedAt: z.string(),
  /** The first failed, skipped or bounced recipients, with why. */
  failures: z.array(
    z.object({
      recordId: z.string(),
      name: z.string(),
      address: z.string(),
      status: z.enum(['failed', 'skipped', 'bounced']),
      reason: z.string(),
    }),
  ),
});
export type MassMailView = z.infer<typeof massMailViewSchema>;

export const previewMassMailContract = defineCall({
  path: '/mail/mass/preview',
  summary:
    'How many records of a list view would receive a mass e-mail, and how many are skipped (opted out, no address)',
  request: massMailAudienceSchema,
  response: massMailPreviewSchema,
});

export const startMassMailContract = defineCall({
  path: '/mail/mass/start',
  summary:
    'Send an e-mail template to the contacts or leads of a list view the caller may read, at most perMinute a minute, on the job runner',
  request: massMailAudienceSchema.extend({
    templateId: z.string().min(1, 'choose the e-mail template').max(64),
    perMinute: z
      .number()
      .int()
      .min(1)
      .max(MASS_MAIL_LIMITS.perMinute)
      .default(MASS_MAIL_LIMITS.defaultPerMinute),
  }),
  response: massMailViewSchema,
});

export const getMassMailContract = defineCall({
  path: '/mail/mass/get',
  summary: "The progress of one of the caller's mass e-mails: sent, not delivered and why, still queued",
  request: z.strictObject({ id: z.string().min(4).max(64) }),
  response: massMailViewSchema,
});

import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../languages/index.js';

/**
 * Mail merge (issue 23, spec 1 §7 `/mailMerge/generateDocument`): an e-mail or text-message template
 * filled from each of some records the caller may read, as one PDF (a letter a page) drawn by the
 * print writer. The answer is the file itself (a raw download), so only the request is declared.
 */
export const MAIL_MERGE_PATH = '/mailMerge/generateDocument';

export const MAIL_MERGE_LIMITS = {
  /** Records one document merges; more are several documents. */
  records: 50,
} as const;

export const mailMergeRequestSchema = z.strictObject({
  templateId: z.string().min(4).max(64),
  recordIds: z
    .array(z.string().min(4).max(64))
    .min(1, 'name at least one record')
    .max(MAIL_MERGE_LIMITS.records, `at most ${MAIL_MERGE_LIMITS.records} records in one document`),
  /** The template's version in this language, else its default. */
  language: z.enum(SUPPORTED_LANGUAGES).optional(),
});
export type MailMergeRequest = z.input<typeof mailMergeRequestSchema>;

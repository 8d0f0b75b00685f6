import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../languages/index.js';

/**
 * Mail merge (issue 23, spec 1 §7 `/mailMerge/generateDocument`): an e-mail or text-message template
 * filled from each of some records the caller may read, as one PDF (a letter a page) drawn by the
 * print writer, or as one Word document (DOCX) to edit. The answer is the file itself (a raw download), so only the request is declared.
 */
export const MAIL_MERGE_PATH = '/mailMerge/generateDocument';

export const MAIL_MERGE_LIMITS = {
  /** Records one document merges; more are several documents. */
  records: 50,
} as const;

export const MAIL_MERGE_FORMATS = ['pdf', 'docx'] as const;
export type MailMergeFormat = (typeof MAIL_MERGE_FORMATS)[number];

export const mailMergeRequestSchema = z.strictObject({
  templateId: z.string().min(4).max(64),
  recordIds: z
    .array(z.string().min(4).max(64))
    .min(1, 'name at least one record')
    .max(MAIL_MERGE_LIMITS.records, `at most ${MAIL_MERGE_LIMITS.records} records in one document`),
  /** The template's version in this language, else its default. */
  language: z.enum(SUPPORTED_LANGUAGES).optional(),
  /** pdf: drawn by the print writer, to print; docx: a Word document, to edit before sending. */
  format: z.enum(MAIL_MERGE_FORMATS).default('pdf'),
});
export type MailMergeRequest = z.input<typeof mailMergeRequestSchema>;

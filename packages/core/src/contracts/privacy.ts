import { z } from 'zod';
import { defineCall } from './call-contract.js';

/**
 * GDPR compliance (issue 18, setup page gdprCompliance): an administrator finds a person (a contact,
 * a lead or a user, by name or e-mail), exports everything held about them as one JSON file, and
 * erases or anonymises them across records, files, field history and the search index. See
 * docs/DESIGN-CHOICES.md "GDPR compliance".
 */

export const PRIVACY_PERSON_KINDS = ['contact', 'lead', 'user'] as const;
export type PrivacyPersonKind = (typeof PRIVACY_PERSON_KINDS)[number];

/** What an erase does: `erase` removes the records for good; `anonymise` keeps them without what names the person. */
export const PRIVACY_ERASE_MODES = ['erase', 'anonymise'] as const;
export type PrivacyEraseMode = (typeof PRIVACY_ERASE_MODES)[number];

/** The most people one search answers. */
export const MAX_PRIVACY_MATCHES = 50;

const personId = z
  .string()
  .trim()
  .min(1, 'choose a person')
  .max(64)
  .regex(/^[0-9A-Za-z_-]+$/, 'not a record or user id');

export const privacyPersonSchema = z.object({
  kind: z.enum(PRIVACY_PERSON_KINDS),
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** The object's label (Contact, Lead) or "User". */
  objectLabel: z.string(),
});
export type PrivacyPerson = z.infer<typeof privacyPersonSchema>;

export const findPrivacyPeopleContract = defineCall({
  path: '/privacy/findPeople',
  summary: 'GDPR: contacts, leads and users whose name or e-mail holds the words typed (administrators only)',
  request: z.strictObject({
    query: z.string().trim().min(2, 'type at least 2 characters of a name or an e-mail').max(200),
  }),
  response: z.object({ people: z.array(privacyPersonSchema), more: z.boolean() }),
});

const heldRecordSchema = z.object({
  objectApi: z.string(),
  objectLabel: z.string(),
  id: z.string(),
  name: z.string(),
  /** The record's stored values by field api name. */
  values: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type PrivacyHeldRecord = z.infer<typeof heldRecordSchema>;

export const privacyExportSchema = z.object({
  format: z.literal('vela-gdpr-export/1'),
  exportedAt: z.string(),
  person: privacyPersonSchema,
  /** The person's own record (a contact or lead), or their user account's profile. */
  records: z.array(heldRecordSchema),
  /** Records that point at the person: activities, opportunities, cases… */
  related: z.array(heldRecordSchema.extend({ through: z.string() })),
  files: z.array(
    z.object({
      id: z.string(),
      recordId: z.string(),
      name: z.string(),
      type: z.string(),
      size: z.number(),
      /** The file's bytes in base64; empty when the store no longer has them. */
      contentBase64: z.string(),
    }),
  ),
  history: z.array(
    z.object({
      recordId: z.string(),
      field: z.string(),
      oldValue: z.string().nullable(),
      newValue: z.string().nullable(),
      changedBy: z.string(),
      changedAt: z.string(),
    }),
  ),
});
export type PrivacyExport = z.infer<typeof privacyExportSchema>;

const personReference = z.strictObject({ kind: z.enum(PRIVACY_PERSON_KINDS), id: personId });

export const exportPrivacyPersonContract = defineCall({
  path: '/privacy/exportPerson',
  summary:
    'GDPR: everything held about one person (records, related records, files with their contents, field history) as one JSON document',
  request: personReference,
  response: privacyExportSchema,
});

export const privacyEraseSummarySchema = z.object({
  mode: z.enum(PRIVACY_ERASE_MODES),
  records: z.number().int(),
  related: z.number().int(),
  files: z.number().int(),
  history: z.number().int(),
});
export type PrivacyEraseSummary = z.infer<typeof privacyEraseSummarySchema>;

export const erasePrivacyPersonContract = defineCall({
  path: '/privacy/erasePerson',
  summary:
    'GDPR: erase (for good) or anonymise a person across records, files, field history and the search index; recorded in the setup audit trail without their name',
  request: personReference.extend({ mode: z.enum(PRIVACY_ERASE_MODES) }),
  response: privacyEraseSummarySchema,
});

/** The field types whose values can name a person; anonymising blanks them (name gets ANONYMISED_NAME). */
export const PERSONAL_FIELD_TYPES: ReadonlySet<string> = new Set([
  'S',
  'X',
  'A',
  'E',
  'H',
  'U',
  'D',
  'IMG',
  'file',
]);

/** The name an anonymised record keeps, so lists and lookups still show something. */
export function anonymisedName(id: string): string {
  return `Anonymised ${id.slice(-6)}`;
}

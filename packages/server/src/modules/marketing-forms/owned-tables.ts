/**
 * The tables this module owns: the marketing forms and their submissions.
 * Only this module queries them. scripts/check-boundaries.mjs checks it.
 */
export const OWNED_TABLES = ['marketing_form', 'marketing_form_submission'] as const;

import type { DuplicateMatchKind, DuplicateRuleModel } from './metadata-model.js';

/**
 * Duplicate rules match on normalised values: an e-mail address without case
 * or surrounding space, a phone number's digits (the last 10 of them, so a
 * country code does not hide a match), a name without case, punctuation,
 * accents or company suffixes. The key of a rule joins its fields' keys.
 */
const COMPANY_SUFFIXES =
  /\b(inc|incorporated|ltd|limited|llc|gmbh|ag|co|corp|corporation|company|plc|sa|srl|bv)\b/g;

export function normaliseForMatch(kind: DuplicateMatchKind, value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = String(value).trim();
  switch (kind) {
    case 'email':
      return text.toLowerCase();
    case 'phone': {
      const digits = text.replace(/\D/g, '');
      return digits.length > 10 ? digits.slice(-10) : digits;
    }
    case 'name':
      return text
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s]/gu, ' ')
        .replace(COMPANY_SUFFIXES, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    default:
      return text;
  }
}

/** The rule's key for a record, or null when a field it matches on is empty (nothing to match). */
export function matchKey(rule: DuplicateRuleModel, values: Record<string, unknown>): string | null {
  const parts: string[] = [];
  for (const { field, match } of rule.match) {
    const part = normaliseForMatch(match, values[field]);
    if (part === '') return null;
    parts.push(part);
  }
  return parts.length > 0 ? parts.join('\u001f') : null;
}

import { addressLines, displayDate, displayDateTime, isBlankValue, parseStoredInstant } from '@vela/core';
import type { DetailField, LookupName, PicklistOption } from '../record-detail-api.js';

/**
 * How a field's stored value reads on the detail page, by field type (core's
 * FIELD_TYPES codes). Pure: the components only draw what this decides, and
 * the tests pin it per type.
 */
export type DisplayValue =
  | { kind: 'empty' }
  | { kind: 'text'; text: string; align?: 'end' }
  | { kind: 'multiline'; text: string }
  | { kind: 'checkbox'; checked: boolean }
  | { kind: 'records'; records: LookupName[] }
  | { kind: 'email'; address: string }
  | { kind: 'phone'; number: string }
  | { kind: 'url'; href: string; text: string }
  | { kind: 'html'; html: string }
  | { kind: 'address'; lines: string[] };

export interface DisplayLocale {
  /** BCP 47 language of the user (`en`, `de`, `zh-CN` …). */
  language: string;
  /** IANA zone of the user; date-times are stored in UTC. */
  timeZone?: string | undefined;
  /** Currency fields without a record currency use the user's. */
  currencyCode?: string | undefined;
}

const blank = isBlankValue;

function isPicklistOption(entry: PicklistOption | LookupName): entry is PicklistOption {
  return 'key' in entry;
}

/** A picklist key's label; keys no option knows show as stored. */
export function picklistLabel(field: DetailField, key: string): string {
  const option = (field.data ?? []).filter(isPicklistOption).find((candidate) => candidate.key === key);
  return option?.val ?? key;
}

/** Dates and date-times: the one display rule of core (fields/date-display), as lists and prints use. */
export { parseStoredInstant };

export function formatDate(stored: string, locale: DisplayLocale): string {
  return displayDate(stored, locale);
}

export function formatDateTime(stored: string, locale: DisplayLocale): string {
  return displayDateTime(stored, locale);
}

export function formatNumber(value: number, decimals: number, locale: DisplayLocale): string {
  return new Intl.NumberFormat(locale.language, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}

export function formatCurrency(value: number, locale: DisplayLocale, currency?: string): string {
  const code = currency || locale.currencyCode;
  if (!code) return formatNumber(value, 2, locale);
  try {
    return new Intl.NumberFormat(locale.language, { style: 'currency', currency: code }).format(value);
  } catch {
    return `${formatNumber(value, 2, locale)} ${code}`;
  }
}

function lookupRecords(field: DetailField, value: unknown, record: Record<string, unknown>): LookupName[] {
  const ids = String(value)
    .split(';')
    .map((id) => id.trim())
    .filter(Boolean);
  const known = new Map(
    (field.data ?? [])
      .filter((entry): entry is LookupName => 'id' in entry)
      .map((entry) => [entry.id, entry.value]),
  );
  const names = String(record[`${field.apiname}ccname`] ?? '').split(';');
  return ids.map((id, index) => ({ id, value: known.get(id) || names[index] || id }));
}

const toNumber = (value: unknown): number | null => {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
};

/**
 * The value of one field for people. `record` is the record's values (for
 * `{api}ccname` lookup names, address parts and the record's currency).
 */
export function displayValue(
  field: DetailField,
  record: Record<string, unknown>,
  locale: DisplayLocale,
): DisplayValue {
  const value = field.value !== undefined ? field.value : record[field.apiname];
  if (field.fieldType === 'AD') {
    const lines = addressLines(field, record);
    return lines.length > 0 ? { kind: 'address', lines } : { kind: 'empty' };
  }
  if (field.fieldType === 'B')
    return { kind: 'checkbox', checked: value === true || value === 'true' || value === 1 || value === '1' };
  if (blank(value)) return { kind: 'empty' };
  const text = String(value);
  switch (field.fieldType) {
    case 'L':
      return { kind: 'text', text: picklistLabel(field, text) };
    case 'Q':
      return {
        kind: 'text',
        text: text
          .split(';')
          .filter(Boolean)
          .map((key) => picklistLabel(field, key))
          .join(', '),
      };
    case 'Y':
    case 'M':
    case 'MR':
      return { kind: 'records', records: lookupRecords(field, value, record) };
    case 'N': {
      const number = toNumber(value);
      return number === null
        ? { kind: 'text', text }
        : { kind: 'text', text: formatNumber(number, field.decimalPlaces ?? 0, locale), align: 'end' };
    }
    case 'P': {
      const number = toNumber(value);
      return number === null
        ? { kind: 'text', text }
        : {
            kind: 'text',
            text: new Intl.NumberFormat(locale.language, {
              style: 'percent',
              maximumFractionDigits: field.decimalPlaces ?? 2,
            }).format(number / 100),
            align: 'end',
          };
    }
    case 'c': {
      const number = toNumber(value);
      const currency = typeof record.currency === 'string' ? record.currency : undefined;
      return number === null
        ? { kind: 'text', text }
        : { kind: 'text', text: formatCurrency(number, locale, currency), align: 'end' };
    }
    case 'D':
      return { kind: 'text', text: formatDate(text, locale) };
    case 'F':
      return { kind: 'text', text: formatDateTime(text, locale) };
    case 'E':
      return { kind: 'email', address: text };
    case 'H':
      return { kind: 'phone', number: text };
    case 'U':
      return /^https?:\/\//i.test(text)
        ? { kind: 'url', href: text, text: text.replace(/^https?:\/\//i, '') }
        : /^[\w.-]+\.[a-z]{2,}/i.test(text)
          ? { kind: 'url', href: `https://${text}`, text }
          : { kind: 'text', text };
    case 'X':
      return { kind: 'multiline', text };
    case 'A':
      return { kind: 'html', html: text };
    default:
      return { kind: 'text', text };
  }
}

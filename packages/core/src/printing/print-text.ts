import { isUnreadableLookupName } from '../access/unreadable-lookup.js';
import { addressLines, isBlankValue } from '../fields/address-lines.js';
import { displayDate, displayDateTime } from '../fields/date-display.js';

/**
 * A field's value as plain text for paper: picklist labels, lookup names,
 * numbers, percents, money and dates in the reader's language. Pure, so the
 * server's PDF and any other printer agree on it.
 */
export interface PrintLocale {
  /** BCP 47 language (`en`, `de`, `zh-CN` …). */
  language: string;
  /** IANA zone for date-times (stored in UTC); UTC when absent or unknown. */
  timeZone?: string | undefined;
}

/** The field as the layout (getDetail's dataList) describes it. */
export interface PrintableField {
  apiname: string;
  fieldType: string;
  fieldLabel: string;
  value?: unknown;
  decimalPlaces?: number | undefined;
  /** Picklists: {key, val}; lookups: {id, value}. */
  data?: ReadonlyArray<{ key?: string; val?: string; id?: string; value?: string }> | undefined;
  children?: readonly PrintableField[] | undefined;
}

const blank = isBlankValue;

/** Intl refuses unknown languages and zones: fall back to English and UTC rather than fail a print. */
export function safeLanguage(language: string): string {
  try {
    return Intl.NumberFormat.supportedLocalesOf([language]).length > 0 ? language : 'en';
  } catch {
    return 'en';
  }
}

const toNumber = (value: unknown): number | null => {
  if (typeof value === 'boolean' || blank(value)) return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
};

export function printNumber(value: number, decimals: number, locale: PrintLocale): string {
  return new Intl.NumberFormat(safeLanguage(locale.language), {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}

/** Money with its currency code when known (a wrong code prints the number and the code as given). */
export function printMoney(value: number, locale: PrintLocale, currency?: string): string {
  const language = safeLanguage(locale.language);
  if (!currency) return printNumber(value, 2, locale);
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(value);
  } catch {
    return `${printNumber(value, 2, locale)} ${currency}`;
  }
}

export function printPercent(value: number, decimals: number, locale: PrintLocale): string {
  return new Intl.NumberFormat(safeLanguage(locale.language), {
    style: 'percent',
    maximumFractionDigits: decimals,
  }).format(value / 100);
}

/** Dates and date-times on paper follow the one display rule (fields/date-display). */
export function printDate(stored: string, locale: PrintLocale): string {
  return displayDate(stored, locale);
}

export function printDateTime(stored: string, locale: PrintLocale): string {
  return displayDateTime(stored, locale);
}

function optionLabel(field: PrintableField, key: string): string {
  return (field.data ?? []).find((option) => option.key === key)?.val ?? key;
}

function lookupText(
  field: PrintableField,
  value: unknown,
  record: Record<string, unknown>,
  words: PrintWords,
): string {
  const names = String(record[`${field.apiname}ccname`] ?? '').split(';');
  const known = new Map(
    (field.data ?? []).flatMap((entry) => (entry.id ? [[entry.id, entry.value ?? '']] : [])),
  );
  return String(value)
    .split(';')
    .map((id) => id.trim())
    .filter(Boolean)
    .map((id, index) => known.get(id) || names[index] || id)
    .map((name) => (isUnreadableLookupName(name) ? words.noAccess : name))
    .join(', ');
}

/** Rich text on paper: its words, without tags or entities. */
export function plainTextOfHtml(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/li|\/h\d)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export interface PrintWords {
  yes: string;
  no: string;
  /** What a lookup to a record the reader may not read prints (see UNREADABLE_LOOKUP_NAME). */
  noAccess: string;
}

const ENGLISH_WORDS: PrintWords = { yes: 'Yes', no: 'No', noAccess: 'No access' };

/**
 * The text of one field. `record` gives lookup names (`{api}ccname`), address
 * parts and the record's currency.
 */
export function printFieldText(
  field: PrintableField,
  record: Record<string, unknown>,
  locale: PrintLocale,
  words: PrintWords = ENGLISH_WORDS,
): string {
  const value = field.value !== undefined ? field.value : record[field.apiname];
  if (field.fieldType === 'AD') return addressLines(field, record).join('\n');
  if (field.fieldType === 'B')
    return value === true || value === 'true' || value === 1 || value === '1' ? words.yes : words.no;
  if (blank(value)) return '';
  const text = String(value);
  const number = toNumber(value);
  switch (field.fieldType) {
    case 'L':
      return optionLabel(field, text);
    case 'Q':
      return text
        .split(';')
        .filter(Boolean)
        .map((key) => optionLabel(field, key))
        .join(', ');
    case 'Y':
    case 'M':
    case 'MR':
      return lookupText(field, value, record, words);
    case 'N':
      return number === null ? text : printNumber(number, field.decimalPlaces ?? 0, locale);
    case 'P':
      return number === null ? text : printPercent(number, field.decimalPlaces ?? 2, locale);
    case 'c':
      return number === null
        ? text
        : printMoney(number, locale, typeof record.currency === 'string' ? record.currency : undefined);
    case 'D':
      return printDate(text, locale);
    case 'F':
      return printDateTime(text, locale);
    case 'A':
      return plainTextOfHtml(text);
    default:
      return text;
  }
}

/** Number-like types sit on the right of a table column. */
export function printAlign(fieldType: string): 'start' | 'end' {
  return ['N', 'P', 'c'].includes(fieldType) ? 'end' : 'start';
}

/**
 * The server's type check of a saved value, per field type. Reasons are plain
 * English sentences that name the field; the save answer carries them in
 * `errormessage` with the field in `errorField`.
 */
import { isRecordId } from '../ids/index.js';
import type { FieldTypeCode } from '../metadata/types.js';
import { checkNumberValue, effectiveLength, type NumberFieldSize } from './number-limits.js';
import { sanitiseRichText } from './rich-text.js';
import { parseDateText, parseDateTimeText, parseTimeText } from './temporal-values.js';

export interface ParseableField extends NumberFieldSize {
  apiName: string;
  label: string;
  type: FieldTypeCode;
  /** Picklist and multi-select: the codekeys a value may take. */
  allowedValues?: readonly string[] | null;
}

export type ParsedValue = string | number | boolean | null;

export type FieldValueParse = { ok: true; value: ParsedValue } | { ok: false; reason: string };

export interface ParseOptions {
  /** Overrides `field.allowedValues` (e.g. narrowed by a controlling field). */
  allowedValues?: readonly string[] | null;
}

const EMAIL = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]{2,}$/;
const PHONE = /^\+?[\d\s().\-/]+(?:\s*(?:x|ext\.?)\s*\d+)?$/i;
const TEXT_TYPES: readonly FieldTypeCode[] = ['S', 'X', 'A', 'E', 'H', 'U'];

const ok = (value: ParsedValue): FieldValueParse => ({ ok: true, value });
const fail = (reason: string): FieldValueParse => ({ ok: false, reason });

function isEmptyRaw(raw: unknown): boolean {
  return raw === null || raw === undefined || raw === '' || (Array.isArray(raw) && raw.length === 0);
}

/** Text of a scalar: strings as they are, numbers as digits, `{id}` objects (lookups) as the id. */
function scalarText(raw: unknown): string | null {
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  if (raw !== null && typeof raw === 'object' && !Array.isArray(raw)) {
    const id = (raw as { id?: unknown }).id;
    if (typeof id === 'string') return id;
  }
  return null;
}

function listItems(raw: unknown): string[] | null {
  const parts = Array.isArray(raw) ? raw.map(scalarText) : [scalarText(raw)];
  if (parts.some((part) => part === null)) return null;
  const items = (parts as string[]).flatMap((part) => part.split(';')).map((part) => part.trim());
  return [...new Set(items.filter((part) => part !== ''))];
}

function isUrl(text: string): boolean {
  if (/\s/.test(text)) return false;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(text) ? text : `http://${text}`;
  try {
    const url = new URL(withScheme);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      (url.hostname.includes('.') || url.hostname === 'localhost')
    );
  } catch {
    return false;
  }
}

function parseBoolean(field: ParseableField, raw: unknown): FieldValueParse {
  if (raw === true || raw === 1 || raw === 'true' || raw === '1') return ok(true);
  if (raw === false || raw === 0 || raw === 'false' || raw === '0' || isEmptyRaw(raw)) return ok(false);
  return fail(`${field.label} must be true or false`);
}

function parseNumber(field: ParseableField, raw: unknown): FieldValueParse {
  const check = checkNumberValue(field, typeof raw === 'string' ? raw.trim() : raw);
  if (check.ok) return ok(check.value);
  switch (check.reason) {
    case 'not-a-number':
      return fail(`${field.label} must be a number`);
    case 'too-large':
      return fail(`${field.label} must be at most ${check.limit}`);
    case 'too-small':
      return fail(`${field.label} must be at least ${check.limit}`);
    case 'too-precise':
      return fail(`${field.label} allows at most ${check.limit} decimal places`);
  }
}

function parseText(field: ParseableField, given: string): FieldValueParse {
  // Rich text is stored clean: the limit applies to what is stored.
  const text = field.type === 'A' ? sanitiseRichText(given) : given;
  const length = effectiveLength(field);
  if (length !== null && [...text].length > length)
    return fail(`${field.label} is longer than ${length} characters`);
  const trimmed = text.trim();
  if (field.type === 'E' && trimmed !== '' && !EMAIL.test(trimmed)) {
    return fail(`${field.label} is not a valid e-mail address`);
  }
  if (field.type === 'H' && (!PHONE.test(trimmed) || trimmed.replace(/\D/g, '').length < 3)) {
    return fail(`${field.label} is not a valid phone number`);
  }
  if (field.type === 'U' && !isUrl(trimmed)) return fail(`${field.label} is not a valid URL`);
  return ok(field.type === 'E' || field.type === 'H' || field.type === 'U' ? trimmed : text);
}

function parseChoices(field: ParseableField, raw: unknown, allowed: readonly string[] | null | undefined) {
  const items = listItems(raw);
  if (items === null) return fail(`${field.label} must be text`);
  if (field.type === 'L' && items.length > 1) return fail(`${field.label} takes one value, not several`);
  const wrong = allowed ? items.filter((item) => !allowed.includes(item)) : [];
  if (wrong.length === 1) return fail(`${field.label}: "${wrong[0]}" is not one of its values`);
  if (wrong.length > 1)
    return fail(`${field.label}: ${wrong.map((w) => `"${w}"`).join(', ')} are not among its values`);
  return ok(items.length === 0 ? null : items.join(';'));
}

function parseLookup(field: ParseableField, raw: unknown): FieldValueParse {
  const items = listItems(raw);
  if (items === null) return fail(`${field.label} must be a record id`);
  if (field.type !== 'MR' && items.length > 1) return fail(`${field.label} takes one record, not several`);
  const bad = items.find((item) => !isRecordId(item));
  if (bad !== undefined) return fail(`${field.label}: "${bad}" is not a record id`);
  return ok(items.length === 0 ? null : items.join(';'));
}

/**
 * Checks and converts one value for storage. Empty values (null, undefined,
 * '', []) are null (a checkbox's is false); whether a field may be empty is
 * the required check's business, not this one's.
 */
export function parseFieldValue(
  field: ParseableField,
  raw: unknown,
  options: ParseOptions = {},
): FieldValueParse {
  switch (field.type) {
    case 'V':
    case 'Z':
      return fail(`${field.label} is computed by the system and cannot be set`);
    case 'AD':
    case 'LT':
      return fail(`${field.label} is a group of fields; set its fields instead`);
    case 'B':
      return parseBoolean(field, raw);
    default:
  }
  if (isEmptyRaw(raw)) return ok(null);
  switch (field.type) {
    case 'N':
    case 'P':
    case 'c':
      return parseNumber(field, raw);
    case 'L':
    case 'Q':
      return parseChoices(field, raw, options.allowedValues ?? field.allowedValues);
    case 'Y':
    case 'M':
    case 'MR':
      return parseLookup(field, raw);
    case 'file':
    case 'IMG': {
      const items = listItems(raw);
      if (items === null) return fail(`${field.label} must list file ids`);
      const limit = effectiveLength(field);
      if (field.type === 'file' && limit !== null && items.length > limit) {
        return fail(`${field.label} holds at most ${limit} files`);
      }
      if (field.type === 'IMG' && items.length > 1) return fail(`${field.label} holds one image`);
      return ok(items.length === 0 ? null : items.join(';'));
    }
    default:
  }
  const text = scalarText(raw);
  if (text === null || (typeof raw === 'object' && raw !== null)) return fail(`${field.label} must be text`);
  switch (field.type) {
    case 'D':
      return parseDateText(text) === null
        ? fail(`${field.label} must be a date written YYYY-MM-DD`)
        : ok(text.trim());
    case 'F':
      return parseDateTimeText(text) === null
        ? fail(`${field.label} must be a date and time written YYYY-MM-DD HH:mm:ss or ISO-8601`)
        : ok(text.trim());
    case 'T':
      // '9:30' is stored as '09:30' so that stored times sort as text.
      return parseTimeText(text) === null
        ? fail(`${field.label} must be a time written HH:mm or HH:mm:ss`)
        : ok(text.trim().replace(/^(\d):/, '0$1:'));
    default:
      return TEXT_TYPES.includes(field.type) ? parseText(field, text) : ok(text);
  }
}

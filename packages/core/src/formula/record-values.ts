import { parseDateText, parseDateTimeText, parseTimeText, utcDay } from './date-values.js';
import { finiteOrNull, parseDecimal } from './decimal.js';
import type { FormulaType, FormulaValue } from './types.js';

/**
 * Turns a stored field value (string, number, boolean, ISO date …) into a formula value of the field's
 * type. As in Salesforce, text, picklists and checkboxes are never null: blank text is "", a blank
 * picklist is "", a blank multi-select picklist selects nothing and an unset checkbox is false.
 * Numbers, dates and times stay blank (null): "treat blank fields as blanks".
 */
export function toFormulaValue(raw: unknown, type: FormulaType): FormulaValue {
  switch (type) {
    case 'number':
      return toNumber(raw);
    case 'text':
    case 'picklist':
      return toText(raw);
    case 'boolean':
      return (
        raw === true || raw === 1 || raw === '1' || (typeof raw === 'string' && raw.toLowerCase() === 'true')
      );
    case 'date':
      if (raw instanceof Date) return utcDay(raw);
      return typeof raw === 'string' ? parseDateText(raw) : null;
    case 'datetime':
      if (raw instanceof Date) return Number.isNaN(raw.getTime()) ? null : raw;
      return typeof raw === 'string' ? parseDateTimeText(raw) : null;
    case 'time':
      if (raw instanceof Date) return Number.isNaN(raw.getTime()) ? null : raw;
      return typeof raw === 'string' ? parseTimeText(raw) : null;
    case 'multipicklist':
      return toSelection(raw);
    case 'null':
      return null;
  }
}

function toNumber(raw: unknown): number | null {
  if (typeof raw === 'number') return finiteOrNull(raw);
  if (typeof raw === 'string') return parseDecimal(raw);
  return null;
}

function toText(raw: unknown): string {
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'number' || typeof raw === 'boolean') return String(raw);
  return '';
}

/** Stored as a list or as Salesforce's "A;B;C". */
function toSelection(raw: unknown): string[] {
  const values = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(';') : [];
  return values.filter((value): value is string => typeof value === 'string' && value !== '');
}

/** Reads `name` from a record, matching the api name exactly first and then ignoring case. */
export function readRecordValue(record: Record<string, unknown> | null | undefined, name: string): unknown {
  if (!record) return undefined;
  if (Object.hasOwn(record, name)) return record[name];
  const lower = name.toLowerCase();
  const key = Object.keys(record).find((candidate) => candidate.toLowerCase() === lower);
  return key === undefined ? undefined : record[key];
}

import {
  type ImportDateFormat,
  type ImportNumberFormat,
  type ImportReasonCode,
  type ImportReasonParams,
  importReasonText,
} from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';
import type { FieldModel } from '../metadata/index.js';
import { isLookupType } from '../metadata/index.js';
import { matchKey } from './import-fields.js';
import type { LookupResolver } from './lookup-resolver.js';

/**
 * A cell (or row) the import cannot turn into values: the row fails with this reason, stored as its code and
 * parameters so each reader gets it in their own language; the message is the English text.
 */
export class CellRefusal extends Error {
  constructor(
    readonly code: ImportReasonCode,
    readonly params: ImportReasonParams,
  ) {
    super(importReasonText('en', code, params));
  }
}

const TRUE_WORDS = new Set([
  'true',
  'yes',
  'y',
  '1',
  'x',
  'on',
  'ja',
  'oui',
  'sí',
  'si',
  'sim',
  'da',
  'tak',
  '是',
  'はい',
  '예',
  'ใช่',
  'да',
]);
const FALSE_WORDS = new Set([
  'false',
  'no',
  'n',
  '0',
  'off',
  'nein',
  'non',
  'não',
  'nee',
  'nie',
  'нет',
  '否',
  'いいえ',
  '아니요',
  'ไม่',
]);

export interface ConvertOptions {
  dateFormat: ImportDateFormat;
  numberFormat: ImportNumberFormat;
  lookups: LookupResolver;
  /** Where lookups are read: the batch's transaction. */
  database: DatabaseHandle;
}

/**
 * A cell as the save pipeline takes it: numbers and dates rewritten from the
 * file's format, picklist labels (any language) to their codes, lookups from
 * names or ids to ids. Anything else goes as written: the pipeline checks it.
 */
export function convertCell(field: FieldModel, raw: string, options: ConvertOptions): unknown {
  const text = raw.trim();
  if (text === '') return field.typeCode === 'B' ? false : null;
  switch (field.typeCode) {
    case 'B':
      return toBoolean(field, text);
    case 'N':
    case 'P':
    case 'c':
      return toNumber(field, text, options.numberFormat);
    case 'D':
      return toDate(field, text, options.dateFormat);
    case 'F':
      return toDateTime(field, text, options.dateFormat);
    case 'L':
      return picklistCode(field, text);
    case 'Q':
      return text
        .split(/[;；]/)
        .map((part) => part.trim())
        .filter(Boolean)
        .map((part) => picklistCode(field, part))
        .join(';');
    default:
  }
  if (isLookupType(field.typeCode)) return options.lookups.resolve(options.database, field, text);
  return raw;
}

function toBoolean(field: FieldModel, text: string): boolean {
  const word = text.toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  throw new CellRefusal('notYesNo', { field: field.label, text });
}

function toNumber(field: FieldModel, text: string, format: ImportNumberFormat): number {
  let plain = text.replace(/[\s\u00a0\u202f]/g, '').replace(/[%¥$€£]/g, '');
  if (format === 'dot') plain = plain.replace(/,/g, '');
  else plain = plain.replace(/\./g, '').replace(',', '.');
  if (format === 'space') plain = plain.replace(/'/g, '');
  const value = Number(plain);
  if (plain === '' || !Number.isFinite(value))
    throw new CellRefusal('notNumber', { field: field.label, text });
  return value;
}

const DATE_PATTERNS: Record<ImportDateFormat, { pattern: RegExp; order: [number, number, number] }> = {
  'YYYY-MM-DD': { pattern: /^(\d{4})-(\d{1,2})-(\d{1,2})/, order: [1, 2, 3] },
  'YYYY/MM/DD': { pattern: /^(\d{4})\/(\d{1,2})\/(\d{1,2})/, order: [1, 2, 3] },
  'DD/MM/YYYY': { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{4})/, order: [3, 2, 1] },
  'MM/DD/YYYY': { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{4})/, order: [3, 1, 2] },
  'DD.MM.YYYY': { pattern: /^(\d{1,2})\.(\d{1,2})\.(\d{4})/, order: [3, 2, 1] },
};

/** The date part in ISO, and what follows it (a time). */
function isoDate(field: FieldModel, text: string, format: ImportDateFormat): { date: string; rest: string } {
  // An ISO date (XLSX cells are read as one) is taken whatever the file's format.
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  const { pattern, order } = DATE_PATTERNS[format];
  const match = iso ?? pattern.exec(text);
  const indexes = iso ? ([1, 2, 3] as const) : order;
  if (!match) throw new CellRefusal('notDate', { field: field.label, text, format });
  const [year, month, day] = indexes.map((index) => Number(match[index]));
  const date = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day ?? 0));
  if (date.getUTCMonth() !== (month ?? 0) - 1 || date.getUTCDate() !== day) {
    throw new CellRefusal('notRealDate', { field: field.label, text });
  }
  return { date: date.toISOString().slice(0, 10), rest: text.slice(match[0].length).trim() };
}

function toDate(field: FieldModel, text: string, format: ImportDateFormat): string {
  return isoDate(field, text, format).date;
}

function toDateTime(field: FieldModel, text: string, format: ImportDateFormat): string {
  const { date, rest } = isoDate(field, text, format);
  const time = /^T?(\d{1,2}):(\d{2})(?::(\d{2}))?/.exec(rest);
  if (!time) return `${date} 00:00:00`;
  return `${date} ${time[1]?.padStart(2, '0')}:${time[2]}:${time[3] ?? '00'}`;
}

/** Per picklist field: each of its values' names (code, value, label in any language) as matched → its code. */
const picklistNames = new WeakMap<FieldModel, Map<string, string>>();

function picklistCode(field: FieldModel, text: string): string {
  let names = picklistNames.get(field);
  if (!names) {
    // Built once per field and metadata snapshot (not per cell): the first value a name matches wins.
    names = new Map();
    for (const option of field.picklist)
      for (const name of [option.codeKey, option.codeValue, ...Object.values(option.labels)]) {
        const key = matchKey(name);
        if (!names.has(key)) names.set(key, option.codeKey);
      }
    picklistNames.set(field, names);
  }
  const code = names.get(matchKey(text));
  if (code === undefined) throw new CellRefusal('notPicklistValue', { field: field.label, text });
  return code;
}

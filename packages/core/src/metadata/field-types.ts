import type { FieldTypeCode, OperationType } from './types.js';

/** What a field's value is, to the rules. */
export type FieldValueKind = 'text' | 'number' | 'boolean' | 'date' | 'none';

/** How the server stores a field's column; 'none' has no column (groups, formulas). */
export type SqlStorageKind = 'text' | 'number' | 'integer' | 'boolean' | 'date' | 'datetime' | 'none';

export interface FieldTypeInfo {
  code: FieldTypeCode;
  label: string;
  valueKind: FieldValueKind;
  storage: SqlStorageKind;
  /** The server sets the value (auto-number) or computes it (formula); saves never write it. */
  computed: boolean;
  /** The value is several values joined with ';'. */
  multiValue: boolean;
}

function info(
  code: FieldTypeCode,
  label: string,
  valueKind: FieldValueKind,
  storage: SqlStorageKind,
  flags: { computed?: boolean; multiValue?: boolean } = {},
): FieldTypeInfo {
  return {
    code,
    label,
    valueKind,
    storage,
    computed: flags.computed ?? false,
    multiValue: flags.multiValue ?? false,
  };
}

export const FIELD_TYPES: Readonly<Record<FieldTypeCode, FieldTypeInfo>> = {
  B: info('B', 'Checkbox', 'boolean', 'boolean'),
  P: info('P', 'Percent', 'number', 'number'),
  N: info('N', 'Number', 'number', 'number'),
  c: info('c', 'Currency', 'number', 'number'),
  D: info('D', 'Date', 'date', 'date'),
  Y: info('Y', 'Lookup', 'text', 'text'),
  M: info('M', 'Master-detail', 'text', 'text'),
  MR: info('MR', 'Multi lookup', 'text', 'text', { multiValue: true }),
  Q: info('Q', 'Multi-select picklist', 'text', 'text', { multiValue: true }),
  L: info('L', 'Picklist', 'text', 'text'),
  AD: info('AD', 'Address', 'none', 'none'),
  LT: info('LT', 'Group', 'none', 'none'),
  IMG: info('IMG', 'Image', 'text', 'text'),
  file: info('file', 'File', 'text', 'text', { multiValue: true }),
  S: info('S', 'Text', 'text', 'text'),
  X: info('X', 'Long text', 'text', 'text'),
  A: info('A', 'Rich text', 'text', 'text'),
  E: info('E', 'E-mail', 'text', 'text'),
  H: info('H', 'Phone', 'text', 'text'),
  U: info('U', 'URL', 'text', 'text'),
  F: info('F', 'Date-time', 'date', 'datetime'),
  T: info('T', 'Time', 'text', 'text'),
  V: info('V', 'Auto-number', 'text', 'text', { computed: true }),
  Z: info('Z', 'Formula', 'text', 'none', { computed: true }),
};

export const FIELD_TYPE_CODES = Object.keys(FIELD_TYPES) as FieldTypeCode[];

export function isFieldTypeCode(value: unknown): value is FieldTypeCode {
  return typeof value === 'string' && Object.hasOwn(FIELD_TYPES, value);
}

export function isNumericType(type: FieldTypeCode): boolean {
  return type === 'N' || type === 'P' || type === 'c';
}

export function isLookupType(type: FieldTypeCode): boolean {
  return type === 'Y' || type === 'M' || type === 'MR';
}

/** DECISIONS 3: the server also accepts lowercase `edit` (and, leniently, any case). */
export function normaliseOperationType(value: string): OperationType | null {
  const upper = value.trim().toUpperCase();
  return upper === 'NEW' || upper === 'EDIT' || upper === 'COPY' ? upper : null;
}

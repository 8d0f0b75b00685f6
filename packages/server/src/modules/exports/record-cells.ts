import { isLookupType } from '../metadata/index.js';
import type { RecordValues } from '../records/index.js';
import type { TableCell, TableCellKind, TableColumn } from './table-writer.js';

/** A record field as an export column: what the table writer needs to know of it. */
export interface RecordColumn {
  apiName: string;
  label: string;
  /** The field's type code (metadata). */
  type: string;
}

/** How the writer formats a field type's values. */
export function cellKindOf(type: string): TableCellKind {
  switch (type) {
    case 'N':
      return 'number';
    case 'c':
      return 'currency';
    case 'P':
      return 'percent';
    case 'D':
      return 'date';
    case 'F':
      return 'datetime';
    case 'B':
      return 'boolean';
    default:
      return 'text';
  }
}

export function tableColumnOf(column: RecordColumn): TableColumn {
  return { key: column.apiName, label: column.label, kind: cellKindOf(column.type) };
}

/** A value as the table shows it: lookups by name, multi-values joined, numbers as numbers. */
export function recordCell(column: RecordColumn, row: RecordValues): TableCell {
  if (isLookupType(column.type)) {
    const names = String(row[`${column.apiName}ccname`] ?? '');
    return names.split(';').filter(Boolean).join(', ');
  }
  const value = row[column.apiName];
  if (value === null || value === undefined || value === '') return null;
  switch (column.type) {
    case 'B':
      return value === true || value === 1 || value === '1';
    case 'N':
    case 'c':
    case 'P': {
      const number = Number(value);
      return Number.isFinite(number) ? number : String(value);
    }
    case 'Q':
      return String(value).split(';').join(', ');
    default:
      return typeof value === 'number' ? value : String(value);
  }
}

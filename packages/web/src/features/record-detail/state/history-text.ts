import type { DetailField, FieldHistoryEntry } from '../record-detail-api.js';
import { type DisplayLocale, displayValue } from './display-value.js';

/** Types whose stored history value reads better formatted here: numbers, money, dates, times. */
const FORMATTED_TYPES = new Set(['N', 'c', 'P', 'D', 'F']);

/**
 * One side of a field-history change as people read it: numbers, currency,
 * percents and dates in the user's locale (the field's type from the layout);
 * picklist labels, looked-up names and the rest as the server wrote them.
 */
export function historyText(
  entry: FieldHistoryEntry,
  side: 'old' | 'new',
  field: DetailField | undefined,
  record: Record<string, unknown>,
  locale: DisplayLocale,
): string {
  const text = side === 'old' ? entry.oldText : entry.newText;
  const stored = side === 'old' ? entry.oldValue : entry.newValue;
  if (
    !field ||
    !FORMATTED_TYPES.has(field.fieldType) ||
    stored === null ||
    stored === undefined ||
    stored === ''
  )
    return text.split(';').join(', ');
  const shown = displayValue({ ...field, value: stored }, record, locale);
  return shown.kind === 'text' ? shown.text : text;
}

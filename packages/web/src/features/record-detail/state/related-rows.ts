import type { DetailField, RelatedColumn, RelatedListRows } from '../record-detail-api.js';
import { type DisplayLocale, type DisplayValue, displayValue, parseStoredInstant } from './display-value.js';

/** A related list's column as a detail field, so its values read like the page's own fields. */
export function columnField(column: RelatedColumn, row: Record<string, unknown>): DetailField {
  return {
    apiname: column.apiName,
    fieldId: column.apiName,
    fieldType: column.fieldType,
    fieldLabel: column.label,
    value: row[column.apiName] ?? null,
    data: column.options,
  };
}

export interface RelatedRowView {
  id: string;
  name: string;
  cells: Array<{ label: string; apiName: string; value: DisplayValue }>;
}

/** The rows of a related list as people read them: name, then each filled column with its label. */
export function relatedRowViews(rows: RelatedListRows, locale: DisplayLocale): RelatedRowView[] {
  return rows.dataList.map((row) => ({
    id: String(row.id ?? ''),
    name: String(row.name ?? row.id ?? ''),
    cells: rows.columns
      .map((column) => ({
        label: column.label,
        apiName: column.apiName,
        value: displayValue(columnField(column, row), row, locale),
      }))
      .filter(
        (cell) => cell.value.kind !== 'empty' && !(cell.value.kind === 'checkbox' && !cell.value.checked),
      ),
  }));
}

export interface TimelineEntry {
  id: string;
  name: string;
  kind: 'event' | 'task' | 'call';
  /** The moment the entry sits at: an event's start, a task's due date; null when it has none. */
  at: number | null;
  /** When, as people read it. */
  when: string;
  status: string;
}

/**
 * The activity timeline: the record's events and tasks, newest moment first,
 * undated ones last. Calls are tasks of type 'logcall'.
 */
export function timelineEntries(lists: readonly RelatedListRows[], locale: DisplayLocale): TimelineEntry[] {
  const entries: TimelineEntry[] = [];
  for (const list of lists) {
    const isEvent = list.objectApi.toLowerCase() === 'event';
    const column = (api: string) => list.columns.find((candidate) => candidate.apiName === api);
    for (const row of list.dataList) {
      const whenColumn = column(isEvent ? 'begintime' : 'duedate');
      const stored = whenColumn ? String(row[whenColumn.apiName] ?? '') : '';
      const instant = stored
        ? parseStoredInstant(stored.length === 10 ? `${stored} 00:00:00` : stored)
        : null;
      const when = whenColumn
        ? displayValue(columnField(whenColumn, row), row, locale)
        : { kind: 'empty' as const };
      const statusColumn = column('status');
      const status = statusColumn
        ? displayValue(columnField(statusColumn, row), row, locale)
        : { kind: 'empty' as const };
      entries.push({
        id: String(row.id ?? ''),
        name: String(row.name ?? row.id ?? ''),
        kind: isEvent ? 'event' : row.tasktype === 'logcall' ? 'call' : 'task',
        at: instant ? instant.getTime() : null,
        when: when.kind === 'text' ? when.text : '',
        status: status.kind === 'text' ? status.text : '',
      });
    }
  }
  return entries.sort((a, b) => (b.at ?? Number.NEGATIVE_INFINITY) - (a.at ?? Number.NEGATIVE_INFINITY));
}

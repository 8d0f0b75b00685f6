import type { DateGranularity } from '../reports/report-rules.js';

/**
 * The rules of a dashboard that the grid and the server share: which kinds of
 * component exist, how large the grid is, and what a chart segment means as a
 * filter when someone clicks it.
 */
export const DASHBOARD_COMPONENT_KINDS = ['chart', 'table', 'metric', 'gauge'] as const;
export type DashboardComponentKind = (typeof DASHBOARD_COMPONENT_KINDS)[number];

/** Twelve columns, as react-grid-layout's default breakpoints expect; rows are unbounded but capped for sanity. */
export const DASHBOARD_COLUMNS = 12;
export const DASHBOARD_MAX_ROWS = 200;
/** Twenty components keep one run of the whole dashboard well inside a second (docs/BENCHMARKS.md). */
export const MAX_DASHBOARD_COMPONENTS = 20;
/** Dashboard conditions (spec 1 §3): a few filters that every component whose object has the field obeys. */
export const MAX_DASHBOARD_FILTERS = 5;
export const DASHBOARD_LIST_PAGE_SIZE = 50;

export interface GridBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Why a box cannot sit on the grid, or null when it fits. */
export function gridBoxProblem(box: GridBox): string | null {
  if (box.w < 1 || box.h < 1) return 'needs a width and a height of at least 1';
  if (box.x < 0 || box.y < 0) return 'cannot start left of or above the grid';
  if (box.x + box.w > DASHBOARD_COLUMNS) return `is wider than the grid's ${DASHBOARD_COLUMNS} columns`;
  if (box.y + box.h > DASHBOARD_MAX_ROWS) return `reaches below row ${DASHBOARD_MAX_ROWS}`;
  return null;
}

/** The first pair of boxes that overlap (by index), or null. */
export function overlappingBoxes(boxes: readonly GridBox[]): [number, number] | null {
  for (let a = 0; a < boxes.length; a += 1)
    for (let b = a + 1; b < boxes.length; b += 1) {
      const one = boxes[a] as GridBox;
      const two = boxes[b] as GridBox;
      if (one.x < two.x + two.w && two.x < one.x + one.w && one.y < two.y + two.h && two.y < one.y + one.h)
        return [a, b];
    }
  return null;
}

export interface SegmentFilter {
  field: string;
  operator: string;
  value?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The half-open day range [from, to) of a period key as reports group dates (2026-11-27, 2026-11, 2026-Q4, 2026). */
export function periodRange(key: string, granularity: DateGranularity): { from: string; to: string } | null {
  const next = (year: number, month: number) =>
    month > 12 ? `${year + 1}-01-01` : `${year}-${pad(month)}-01`;
  switch (granularity) {
    case 'day': {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(key)) return null;
      const after = new Date(`${key}T00:00:00.000Z`);
      if (Number.isNaN(after.getTime())) return null;
      after.setUTCDate(after.getUTCDate() + 1);
      return { from: key, to: after.toISOString().slice(0, 10) };
    }
    case 'month': {
      const match = /^(\d{4})-(\d{2})$/.exec(key);
      if (!match) return null;
      const [year, month] = [Number(match[1]), Number(match[2])];
      return { from: `${key}-01`, to: next(year, month + 1) };
    }
    case 'quarter': {
      const match = /^(\d{4})-Q([1-4])$/.exec(key);
      if (!match) return null;
      const [year, quarter] = [Number(match[1]), Number(match[2])];
      return { from: `${year}-${pad(quarter * 3 - 2)}-01`, to: next(year, quarter * 3 + 1) };
    }
    case 'year':
      return /^\d{4}$/.test(key) ? { from: `${key}-01-01`, to: `${Number(key) + 1}-01-01` } : null;
  }
}

/**
 * The filters that select the records behind one chart segment: the group's key
 * equals the value, a date's period becomes its day range, an empty key means
 * the field is empty. Null when the key is not one the grouping can produce.
 */
export function segmentFilters(
  field: string,
  key: string | null,
  granularity: DateGranularity | null,
): SegmentFilter[] | null {
  if (key === null) return [{ field, operator: 'empty' }];
  if (granularity === null) return [{ field, operator: 'e', value: key }];
  const range = periodRange(key, granularity);
  if (!range) return null;
  return [
    { field, operator: 'h', value: range.from },
    { field, operator: 'l', value: range.to },
  ];
}

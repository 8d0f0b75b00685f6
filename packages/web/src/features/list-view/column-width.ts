import type { ListColumn } from './list-view-api.js';

const WIDTH_BY_TYPE: Record<string, number> = {
  B: 90,
  D: 130,
  F: 170,
  N: 120,
  P: 110,
  c: 140,
  E: 220,
  U: 220,
};

/** A column's width: the user's remembered one, else by the field's type (names wider). */
export function columnWidth(column: ListColumn): number {
  return column.width ?? (column.apiName === 'name' ? 240 : (WIDTH_BY_TYPE[column.type] ?? 160));
}

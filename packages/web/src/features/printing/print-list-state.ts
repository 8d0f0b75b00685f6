import type { ParamCheck } from '@vela/core';
import type { TablePrintQuestion } from './printing-api.js';

type ListState = Pick<TablePrintQuestion, 'filters' | 'sort' | 'scope'>;

/** The list page's unsaved state (filter panel, sort, scope) for the print-table link's ?list=. */
export function writeListState(state: ListState): string {
  const kept: ListState = {
    ...(state.filters && state.filters.criteria.length > 0 ? { filters: state.filters } : {}),
    ...(state.sort ? { sort: state.sort } : {}),
    ...(state.scope ? { scope: state.scope } : {}),
  };
  return Object.keys(kept).length > 0 ? JSON.stringify(kept) : '';
}

/** Reads ?list= back; the server checks every part of it again. */
export function readListState(text: string | null): ParamCheck<ListState> {
  if (!text) return { ok: true, value: {} };
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return { ok: false, problem: 'list is not a list state' };
    const { filters, sort, scope } = value as ListState;
    return {
      ok: true,
      value: { ...(filters ? { filters } : {}), ...(sort ? { sort } : {}), ...(scope ? { scope } : {}) },
    };
  } catch {
    return { ok: false, problem: 'list is not readable JSON' };
  }
}

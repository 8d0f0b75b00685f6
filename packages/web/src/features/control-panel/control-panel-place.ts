import type { ListRow } from '../list-view/index.js';
import { fetchListPage, fetchViewCatalogue } from '../list-view/index.js';
import { CONTROL_PANEL_OBJECT } from './control-panel-path.js';

/** Rows read per page while looking for the case in its view, and at most this many pages. */
const PAGE_SIZE = 200;
const MAX_PAGES = 10;

export interface CasePlace {
  viewId: string;
  viewName: string;
  /** The case's 1-based place in the view, or null when the view does not hold it. */
  order: number | null;
  previous: ListRow | undefined;
  next: ListRow | undefined;
}

/**
 * Where a case stands in a case view: the view's rows are read page by page (in the view's own order)
 * until the case and the one after it are found. `caseOrder` is checked first, so a panel opened from a
 * list at a known place agrees with it; a case that moved is found by its id. Without a view, the
 * object's default view.
 */
export async function findCasePlace(
  caseId: string,
  caseOrder: number | undefined,
  viewId: string | undefined,
): Promise<CasePlace> {
  let view = viewId;
  if (!view) view = (await fetchViewCatalogue(CONTROL_PANEL_OBJECT)).defaultViewId ?? undefined;
  const rows: ListRow[] = [];
  let cursor: string | undefined;
  let viewName = '';
  let resolvedView = view ?? '';
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const answer = await fetchListPage(
      { objectApi: CONTROL_PANEL_OBJECT, ...(view ? { viewId: view } : {}) },
      undefined,
      PAGE_SIZE,
      cursor,
    );
    viewName = answer.view.name;
    resolvedView = answer.view.id;
    rows.push(...answer.rows);
    const index = placeOf(rows, caseId, caseOrder);
    // Found with the row after it (or the view ends): enough.
    if ((index >= 0 && index + 1 < rows.length) || !answer.nextCursor) break;
    cursor = answer.nextCursor;
  }
  const index = placeOf(rows, caseId, caseOrder);
  return {
    viewId: resolvedView,
    viewName,
    order: index >= 0 ? index + 1 : null,
    previous: index > 0 ? rows[index - 1] : undefined,
    next: index >= 0 ? rows[index + 1] : undefined,
  };
}

function placeOf(rows: readonly ListRow[], caseId: string, caseOrder: number | undefined): number {
  if (caseOrder && rows[caseOrder - 1]?.id === caseId) return caseOrder - 1;
  return rows.findIndex((row) => row.id === caseId);
}

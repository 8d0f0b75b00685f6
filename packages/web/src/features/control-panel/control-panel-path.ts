/** The object the service control panel works through (spec 2 §2 "Routes used": cases). */
export const CONTROL_PANEL_OBJECT = 'velacase';

/** The control panel's address (S2-R-003): the case, its 1-based place in the view, and the view. */
export function controlPanelPath(
  caseId: string,
  caseOrder: number | undefined,
  viewId: string | undefined,
): string {
  const query = new URLSearchParams({
    caseId,
    caseOrder: caseOrder && caseOrder > 0 ? String(caseOrder) : '',
    viewId: viewId ?? '',
  });
  return `/controlPanel/control?${query}`;
}

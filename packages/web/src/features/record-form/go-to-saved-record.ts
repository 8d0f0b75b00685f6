import type { NavigateFunction } from 'react-router';
import { isConsoleApp, openConsoleTab } from '../../shell/index.js';
import { currentApplication, useGlobalStore } from '../../state/index.js';
import { CONTROL_PANEL_OBJECT, controlPanelPath } from '../control-panel/index.js';
import { detailPath } from './state/save-outcome.js';

export interface SavedRecordPlace {
  consoleRoute: boolean;
  replace: boolean;
  /** The saved record's object. */
  objectApi?: string | undefined;
  /** Opened for a caller's phone number or e-mail address (a phone context). */
  phoneContext?: boolean | undefined;
  /** The case view and place the control panel starts at. */
  viewId?: string | undefined;
  caseOrder?: number | undefined;
}

/**
 * After a save: the record's detail page (S2-R-001); in the console
 * navigation style its console detail, opened as a console tab so the tab
 * list shows it (S2-R-002, S2-B-033). A case saved from a console or phone
 * context goes to the service control panel (S2-B-060, S2-R-003).
 */
export function goToSavedRecord(
  navigate: NavigateFunction,
  saved: { id: string; name: string },
  options: SavedRecordPlace,
): void {
  const inConsole = isConsoleApp(currentApplication(useGlobalStore.getState()));
  if (
    options.objectApi?.toLowerCase() === CONTROL_PANEL_OBJECT &&
    (inConsole || options.consoleRoute || options.phoneContext)
  ) {
    const path = controlPanelPath(saved.id, options.caseOrder, options.viewId);
    if (inConsole) openConsoleTab({ id: saved.id, title: saved.name || saved.id, path });
    else navigate(path, { replace: options.replace });
    return;
  }
  if (inConsole) {
    openConsoleTab({ id: saved.id, title: saved.name || saved.id, path: detailPath(saved.id, true) });
    return;
  }
  navigate(detailPath(saved.id, options.consoleRoute), { replace: options.replace });
}

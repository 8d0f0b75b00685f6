import type { NavigateFunction } from 'react-router';
import { isConsoleApp, openConsoleTab } from '../../shell/index.js';
import { currentApplication, useGlobalStore } from '../../state/index.js';
import { detailPath } from './state/save-outcome.js';

/**
 * After a save: the record's detail page (S2-R-001); in the console
 * navigation style its console detail, opened as a console tab so the tab
 * list shows it (S2-R-002, S2-B-033).
 */
export function goToSavedRecord(
  navigate: NavigateFunction,
  saved: { id: string; name: string },
  options: { consoleRoute: boolean; replace: boolean },
): void {
  if (isConsoleApp(currentApplication(useGlobalStore.getState()))) {
    openConsoleTab({ id: saved.id, title: saved.name || saved.id, path: detailPath(saved.id, true) });
    return;
  }
  navigate(detailPath(saved.id, options.consoleRoute), { replace: options.replace });
}

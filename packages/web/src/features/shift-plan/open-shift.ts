import type { NavigateFunction } from 'react-router';
import { isConsoleApp, openConsoleTab } from '../../shell/index.js';
import { currentApplication, useGlobalStore } from '../../state/index.js';
import { recordDetailPath } from '../field-widgets/index.js';

/** A shift's page: in the console navigation style as a console tab, elsewhere the detail route. */
export function openShiftRecord(navigate: NavigateFunction, shift: { id: string; name: string }): void {
  if (isConsoleApp(currentApplication(useGlobalStore.getState()))) {
    openConsoleTab({
      id: shift.id,
      title: shift.name || shift.id,
      path: `/commonObjects/console-multi-screen/console-detail/${encodeURIComponent(shift.id)}/DETAIL?dataId=${encodeURIComponent(shift.id)}`,
    });
    return;
  }
  void navigate(recordDetailPath(shift.id));
}

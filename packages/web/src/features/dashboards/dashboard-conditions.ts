import { type DashboardFilter, dashboardFiltersSchema } from '@vela/core';
import { updateGlobalState, useGlobalStore } from '../../state/index.js';

const NONE: DashboardFilter[] = [];

/**
 * Dashboard conditions live in the global state (spec 1 §3), one list per dashboard, so a
 * dashboard left and opened again in the session keeps its filters.
 */
export function useDashboardConditions(dashboardId: string): DashboardFilter[] {
  return useGlobalStore((state) => {
    const parsed = dashboardFiltersSchema.safeParse(state.dashboardConditions[dashboardId]);
    return parsed.success ? parsed.data : NONE;
  });
}

export function setDashboardConditions(dashboardId: string, filters: DashboardFilter[]): void {
  const { dashboardConditions } = useGlobalStore.getState();
  updateGlobalState({ dashboardConditions: { ...dashboardConditions, [dashboardId]: filters } });
}

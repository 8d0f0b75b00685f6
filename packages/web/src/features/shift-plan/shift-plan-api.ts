import type { getShiftPlanContract, SaveResultItem, ShiftPlan, saveRecordsContract } from '@vela/core';
import { api } from '../../api/index.js';

/** The shift plan's server calls: one read, and moves through the record engine's own save. */

export type { PlanResource, PlanShift } from '@vela/core';
export type ShiftPlanData = ShiftPlan;

export const SHIFT_PLAN_KEYS = {
  all: ['shiftPlan'] as const,
  window: (window: { from: string; to: string }) => ['shiftPlan', window.from, window.to] as const,
};

export async function fetchShiftPlan(window: { from: string; to: string }): Promise<ShiftPlanData> {
  const answer = await api.call<typeof getShiftPlanContract>('/shiftPlan/getPlan', window);
  return answer.data;
}

/**
 * Saves a shift's new resource and times through /objectInfo/save, the
 * form's own call, so every rule and permission of a save applies; answers
 * the refusal's reason, or null when saved.
 */
export async function saveShiftMove(
  objectApi: string,
  move: { id: string; resourceId: string; start: string; end: string },
): Promise<string | null> {
  const record = {
    id: move.id,
    serviceresourceid: move.resourceId || null,
    starttime: move.start,
    endtime: move.end,
  };
  const answer = await api.call<typeof saveRecordsContract>('/objectInfo/save', {
    objectApi,
    data: JSON.stringify([record]),
    marketsea: 'false',
  });
  const result: SaveResultItem | undefined = answer.data?.[0];
  if (result?.isSaveSuccess) return null;
  return result?.errormessage ?? '';
}

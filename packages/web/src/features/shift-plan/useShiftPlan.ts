import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  fetchShiftPlan,
  type PlanShift,
  SHIFT_PLAN_KEYS,
  type ShiftPlanData,
  saveShiftMove,
} from './shift-plan-api.js';

/** A shift on its way to another cell: shown there until the server answers. */
export interface PendingShiftMove {
  id: string;
  resourceId: string;
  start: string;
  end: string;
}

export type ShiftMoveOutcome =
  | { kind: 'moved'; name: string }
  | { kind: 'refused'; name: string; reason: string }
  | { kind: 'unchanged' };

/** The plan with the moves still waiting for the server shown where they were dropped. */
export function withPendingMoves(plan: ShiftPlanData, pending: readonly PendingShiftMove[]): ShiftPlanData {
  if (pending.length === 0) return plan;
  const byId = new Map(pending.map((move) => [move.id, move]));
  const resourceNames = new Map(plan.resources.map((resource) => [resource.id, resource.name]));
  return {
    ...plan,
    shifts: plan.shifts.map((shift): PlanShift => {
      const move = byId.get(shift.id);
      if (!move) return shift;
      return {
        ...shift,
        resourceId: move.resourceId,
        resourceName: resourceNames.get(move.resourceId) ?? '',
        start: move.start,
        end: move.end,
      };
    }),
  };
}

/**
 * One week of the plan and its one action. A dropped shift shows in its new
 * cell at once; the move is saved through the record form's save, and a
 * refusal puts it back where it was, with the reason.
 */
export function useShiftPlan(window: { from: string; to: string }) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingShiftMove[]>([]);
  const plan = useQuery({
    queryKey: SHIFT_PLAN_KEYS.window(window),
    queryFn: () => fetchShiftPlan(window),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const shown = useMemo(
    () => (plan.data ? withPendingMoves(plan.data, pending) : undefined),
    [plan.data, pending],
  );

  const move = async (step: PendingShiftMove): Promise<ShiftMoveOutcome> => {
    const shift = shown?.shifts.find((candidate) => candidate.id === step.id);
    if (!shown || !shift) return { kind: 'unchanged' };
    if (shift.resourceId === step.resourceId && shift.start === step.start && shift.end === step.end)
      return { kind: 'unchanged' };
    setPending((list) => [...list.filter((entry) => entry.id !== step.id), step]);
    const forget = () => setPending((list) => list.filter((entry) => entry !== step));
    try {
      const refusal = await saveShiftMove(shown.object.objectApi, step);
      if (refusal !== null) {
        forget();
        return { kind: 'refused', name: shift.name, reason: refusal };
      }
      await queryClient.invalidateQueries({ queryKey: SHIFT_PLAN_KEYS.all });
      forget();
      return { kind: 'moved', name: shift.name };
    } catch (error) {
      // The request client has already said what went wrong; the shift goes back.
      forget();
      throw error;
    }
  };

  const refresh = () => queryClient.invalidateQueries({ queryKey: SHIFT_PLAN_KEYS.all });
  return { plan, shown, move, refresh };
}

import { travelMinutes } from './travel.js';
import { type Coordinates, distanceKm, missingSkills, parseSkills, type Span } from './work-order.js';

/**
 * Recommended resources (issue 22): the service goals say what counts and
 * how much (weight), the active work rules who may take work at all. A
 * qualification goal names a service-resource field; the work order's field
 * of the same name must be met by it (every skill of a list, or the same
 * lookup value). Travel counts when both have coordinates (from the place of
 * the job the resource comes from when it has one, else from its base, with
 * the minutes at the assumed speed), workload from
 * the booked hours against capacity, and the first free time decides among
 * equals.
 */

export type GoalKind = 'qualification' | 'travel' | 'preference';

export interface DispatchGoal {
  kind: GoalKind;
  weight: number;
  /** A qualification goal's field: its api name on the service resource, its type code and label. */
  field?: { api: string; type: string; label: string };
}

/** When the organisation has no active service goals: skills must match, then travel, then workload. */
export const DEFAULT_DISPATCH_GOALS: readonly DispatchGoal[] = [
  { kind: 'qualification', weight: 1, field: { api: 'skills', type: 'S', label: 'Skills' } },
  {
    kind: 'qualification',
    weight: 1,
    field: { api: 'serviceterritoryid', type: 'Y', label: 'Service territory' },
  },
  { kind: 'travel', weight: 1 },
  { kind: 'preference', weight: 1 },
];

export type RecommendationReason =
  | { kind: 'qualified'; field: string; values: string[] }
  | { kind: 'unqualified'; field: string; values: string[] }
  | { kind: 'workRule'; rule: string }
  | { kind: 'freeTime'; start: number; end: number }
  | { kind: 'noFreeTime' }
  | { kind: 'travel'; km: number; minutes: number; fromPreviousJob: boolean }
  | { kind: 'workload'; bookedHours: number; capacityHours: number };

export interface DispatchCandidate {
  id: string;
  /** Field api name → stored value, with lookups' names in `names`. */
  values: Readonly<Record<string, unknown>>;
  names?: Readonly<Record<string, string>>;
  /** Names of the active work rules it fails. */
  failedRules: readonly string[];
  coordinates: Coordinates | null;
  /** Where the job before its first free time was, when it had coordinates and was within reach. */
  previousPlace?: Coordinates | null;
  firstFree: Span | null;
  bookedHours: number;
  capacityHours: number;
}

export interface Recommendation {
  id: string;
  eligible: boolean;
  score: number;
  reasons: RecommendationReason[];
  firstFree: Span | null;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

function qualification(
  goal: DispatchGoal,
  workOrder: Readonly<Record<string, unknown>>,
  workOrderNames: Readonly<Record<string, string>>,
  candidate: DispatchCandidate,
): RecommendationReason | null {
  const field = goal.field;
  if (!field) return null;
  const wanted = workOrder[field.api];
  if (text(wanted) === '') return null;
  if (field.type === 'Y' || field.type === 'L' || field.type === 'B') {
    const label = workOrderNames[field.api] || text(wanted);
    const same = text(candidate.values[field.api]) === text(wanted);
    return { kind: same ? 'qualified' : 'unqualified', field: field.label, values: [label] };
  }
  const required = parseSkills(text(wanted));
  const missing = missingSkills(required, parseSkills(text(candidate.values[field.api])));
  return missing.length > 0
    ? { kind: 'unqualified', field: field.label, values: missing }
    : { kind: 'qualified', field: field.label, values: required };
}

/**
 * Ranks the candidates for one work order, best first: the eligible ones
 * (no failed work rule or unmet qualification) by score, then the rest with
 * the reasons they are not. A candidate without free time in the window
 * comes after every one with it.
 */
export function rankCandidates(
  workOrder: Readonly<Record<string, unknown>>,
  workOrderNames: Readonly<Record<string, string>>,
  workOrderPlace: Coordinates | null,
  candidates: readonly DispatchCandidate[],
  goals: readonly DispatchGoal[],
  notBefore: number,
): Recommendation[] {
  const ranked = candidates.map((candidate): Recommendation => {
    const reasons: RecommendationReason[] = candidate.failedRules.map((rule) => ({ kind: 'workRule', rule }));
    let score = 0;
    for (const goal of goals) {
      const weight = Math.max(0, goal.weight) * 10;
      if (goal.kind === 'qualification') {
        const reason = qualification(goal, workOrder, workOrderNames, candidate);
        if (!reason) continue;
        reasons.push(reason);
        if (reason.kind === 'qualified') score += weight;
      } else if (
        goal.kind === 'travel' &&
        workOrderPlace &&
        (candidate.previousPlace || candidate.coordinates)
      ) {
        const from = (candidate.previousPlace ?? candidate.coordinates) as Coordinates;
        const km = Math.round(distanceKm(workOrderPlace, from) * 10) / 10;
        reasons.push({
          kind: 'travel',
          km,
          minutes: travelMinutes(km),
          fromPreviousJob: Boolean(candidate.previousPlace),
        });
        score += weight / (1 + km / 10);
      } else if (goal.kind === 'preference') {
        reasons.push({
          kind: 'workload',
          bookedHours: candidate.bookedHours,
          capacityHours: candidate.capacityHours,
        });
        const load = candidate.capacityHours > 0 ? candidate.bookedHours / candidate.capacityHours : 1;
        score += weight * Math.max(0, 1 - load);
      }
    }
    if (candidate.firstFree) {
      reasons.unshift({ kind: 'freeTime', start: candidate.firstFree.start, end: candidate.firstFree.end });
      // Sooner is better, by up to 5 points over a week.
      const wait = (candidate.firstFree.start - notBefore) / (7 * 86_400_000);
      score += 5 * Math.max(0, 1 - wait);
    } else reasons.unshift({ kind: 'noFreeTime' });
    const eligible = !reasons.some((reason) => reason.kind === 'unqualified' || reason.kind === 'workRule');
    return {
      id: candidate.id,
      eligible,
      score: Math.round(score * 100) / 100,
      reasons,
      firstFree: candidate.firstFree,
    };
  });
  const order = (item: Recommendation) => (item.eligible ? 0 : 2) + (item.firstFree ? 0 : 1);
  return ranked.sort((a, b) => order(a) - order(b) || b.score - a.score || a.id.localeCompare(b.id));
}

import {
  busyWithTravel,
  type CallAnswer,
  compareForVisibility,
  coordinatesOf,
  DEFAULT_DISPATCH_GOALS,
  type DispatchCandidate,
  type DispatchGoal,
  type FieldTypeCode,
  firstFreeSlot,
  type GoalKind,
  numberOrNull,
  type PlacedJob,
  previousJob,
  type RecommendationReason,
  rankCandidates,
  type recommendResourcesContract,
  type Span,
  usageByDay,
  type VisibilityOperator,
  workDurationMs,
  workingWindows,
} from '@vela/core';
import type { CurrentUser } from '../../http/current-user.js';
import { labelIn } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { lookupNames, type RecordRow, recordsDb } from '../records/index.js';
import { barRowsIn, column, instantOf, resourceRows, storedTime, text } from '../resource-calendar/index.js';
import { readableWorkOrder } from './assign.js';
import {
  assignedWorkOrders,
  type DispatchObjects,
  dayBounds,
  dayNames,
  dispatchObjects,
  valuesOf,
  zoneOf,
} from './dispatch-objects.js';

type Answer = CallAnswer<typeof recommendResourcesContract>;

interface WorkRule {
  name: string;
  field: { api: string; type: string };
  operator: string;
  value: string;
}

/** The organisation's rules: read whoever asks, since they decide for everyone. */
async function rulesAndGoals(
  context: ModuleContext,
  objects: DispatchObjects,
  language: string | undefined,
): Promise<{ rules: WorkRule[]; goals: DispatchGoal[] }> {
  const { snapshot } = objects;
  const read = async (api: string): Promise<RecordRow[]> => {
    const object = snapshot.byApi.get(api);
    if (!object) return [];
    return recordsDb(context.database)
      .selectFrom(object.tableName)
      .selectAll()
      .where('is_deleted', '=', 0)
      .limit(200)
      .execute();
  };
  const ruleObject = snapshot.byApi.get('workrule');
  const goalObject = snapshot.byApi.get('servicegoal');
  const rules: WorkRule[] = [];
  if (ruleObject)
    for (const row of await read('workrule')) {
      const values = valuesOf(ruleObject, row);
      const active = values.isactive;
      if (active === 0 || active === false || active === '0' || active === 'false') continue;
      const field = resolveResourceField(objects, text(values.resourcesproperty));
      if (!field || !text(values.fieldoperator)) continue;
      rules.push({
        name: text(values.name),
        field: { api: field.apiName, type: field.typeCode },
        operator: text(values.fieldoperator),
        value: text(values.resourcespropertyvalue),
      });
    }
  const goals: DispatchGoal[] = [];
  if (goalObject)
    for (const row of await read('servicegoal')) {
      const values = valuesOf(goalObject, row);
      const kind = text(values.goaltype) as GoalKind;
      const weight = numberOrNull(values.weight) ?? 1;
      if (kind === 'travel' || kind === 'preference') goals.push({ kind, weight });
      if (kind !== 'qualification') continue;
      const field = resolveResourceField(objects, text(values.qualificationfield));
      // A qualification compares a resource field with the work order's field of the same name.
      if (!field || !objects.workOrder.fieldsByApi.has(field.apiName)) continue;
      goals.push({
        kind,
        weight,
        field: {
          api: field.apiName,
          type: field.typeCode,
          label: labelIn(field.labels, field.label, language),
        },
      });
    }
  return { rules, goals: goals.length > 0 ? goals : [...DEFAULT_DISPATCH_GOALS] };
}

/** A service-resource field by its id (as the pickers store it) or api name. */
function resolveResourceField(objects: DispatchObjects, reference: string) {
  if (!reference) return undefined;
  const byId = objects.snapshot.fieldsById.get(reference);
  if (byId) return byId.objectId === objects.resource.id ? byId : undefined;
  return objects.resource.fieldsByApi.get(reference.toLowerCase());
}

/**
 * Recommended resources for one work order over `days` of the caller's
 * days from `from`: every active resource the caller may read, scored by the
 * service goals, with the active work rules it fails, its first free time
 * for the work order's duration inside its working hours (not before now),
 * its distance when both have coordinates, and its booked hours.
 */
export async function recommendResources(
  context: ModuleContext,
  user: CurrentUser,
  request: { workOrderId: string; from: string; days: number },
): Promise<Answer> {
  const zone = await zoneOf(context, user);
  const bounds = dayBounds(request.from, request.days, zone);
  const window = { start: bounds[0] as number, end: bounds.at(-1) as number };
  const objects = await dispatchObjects(context);
  const row = await readableWorkOrder(context, objects, user, request.workOrderId);
  const workOrder = valuesOf(objects.workOrder, row);
  const duration = workDurationMs(workOrder);
  const resources = await resourceRows(context, objects, user);
  const ids = resources.map((resource) => text(resource.id));
  const userColumn = column(objects.resource, 'relatedrecordid');
  const [{ rules, goals }, assigned, shifts, events, workOrderNames] = await Promise.all([
    rulesAndGoals(context, objects, user.language),
    // Every booking takes time, whoever may read it.
    assignedWorkOrders(context, objects, null, ids, window),
    barRowsIn(context, objects, null, 'shift', ids, window, 5_000),
    barRowsIn(
      context,
      objects,
      null,
      'event',
      resources.map((resource) => text(resource[userColumn])).filter(Boolean),
      window,
      5_000,
    ),
    lookupNames(context.database, objects.snapshot, objects.workOrder, [row], user),
  ]);
  const span = (start: unknown, end: unknown): Span | null => {
    const s = instantOf(start);
    const e = instantOf(end);
    return s === null || e === null ? null : { start: s, end: e };
  };
  const weekdays = dayNames(request.from, request.days).map((day) => day.weekday);
  const notBefore = Math.max(window.start, context.now().getTime());
  const place = coordinatesOf(workOrder);
  const candidates: DispatchCandidate[] = resources.map((resource) => {
    const id = text(resource.id);
    const values = valuesOf(objects.resource, resource);
    const jobs = assigned
      .filter(
        (other) =>
          text(other[column(objects.workOrder, 'serviceresourceid')]) === id &&
          text(other.id) !== request.workOrderId,
      )
      .flatMap((other): PlacedJob[] => {
        const when = span(
          other[column(objects.workOrder, 'scheduledstart')],
          other[column(objects.workOrder, 'scheduledend')],
        );
        return when ? [{ ...when, place: coordinatesOf(valuesOf(objects.workOrder, other)) }] : [];
      });
    const busy = [
      // A booked job keeps the resource until it has travelled from there to this work order.
      ...busyWithTravel(jobs, place),
      ...events
        .filter(
          (event) => text(resource[userColumn]) !== '' && text(event.ownerid) === text(resource[userColumn]),
        )
        .map((event) =>
          span(event[column(objects.event, 'begintime')], event[column(objects.event, 'endtime')]),
        ),
    ].filter((item): item is Span => item !== null);
    const ownShifts = shifts
      .filter((shift) => text(shift[column(objects.shift, 'serviceresourceid')]) === id)
      .map((shift) =>
        span(shift[column(objects.shift, 'starttime')], shift[column(objects.shift, 'endtime')]),
      )
      .filter((item): item is Span => item !== null);
    const windows = workingWindows(
      bounds,
      numberOrNull(values.dailyhours),
      ownShifts,
      (index) => weekdays[index] ?? 1,
    );
    const usage = usageByDay(
      bounds,
      windows,
      busy.slice(jobs.length).concat(jobs.map((job) => ({ start: job.start, end: job.end }))),
    );
    const firstFree = firstFreeSlot(windows.flat(), busy, duration, notBefore);
    return {
      id,
      values,
      failedRules: rules
        .filter(
          (rule) =>
            !compareForVisibility(
              rule.field.type as FieldTypeCode,
              rule.operator as VisibilityOperator,
              values[rule.field.api],
              rule.value,
            ),
        )
        .map((rule) => rule.name),
      coordinates: coordinatesOf(values),
      previousPlace: firstFree ? (previousJob(jobs, firstFree.start)?.place ?? null) : null,
      firstFree,
      bookedHours: Math.round(usage.reduce((sum, day) => sum + day.bookedHours, 0) * 100) / 100,
      capacityHours: Math.round(usage.reduce((sum, day) => sum + day.capacityHours, 0) * 100) / 100,
    };
  });
  const names = new Map(resources.map((resource) => [text(resource.id), text(resource.name)]));
  const wire = (reason: RecommendationReason) =>
    reason.kind === 'freeTime'
      ? { kind: 'freeTime' as const, start: storedTime(reason.start), end: storedTime(reason.end) }
      : reason;
  const ranked = rankCandidates(
    workOrder,
    namesByField(objects, workOrder, workOrderNames),
    place,
    candidates,
    goals,
    notBefore,
  );
  return {
    workOrderId: request.workOrderId,
    goals: goals.map((goal) => (goal.field ? `${goal.kind}:${goal.field.api}` : goal.kind)),
    recommendations: ranked.map((item) => ({
      resourceId: item.id,
      name: names.get(item.id) ?? '',
      eligible: item.eligible,
      score: item.score,
      firstFreeStart: item.firstFree ? storedTime(item.firstFree.start) : '',
      firstFreeEnd: item.firstFree ? storedTime(item.firstFree.end) : '',
      reasons: item.reasons.map(wire),
    })),
  };
}

/** The names of the work order's lookups, by field api name (what a qualification reason shows). */
function namesByField(
  objects: DispatchObjects,
  workOrder: Readonly<Record<string, unknown>>,
  names: ReadonlyMap<string, string>,
): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const field of objects.workOrder.fields) {
    const name = names.get(text(workOrder[field.apiName]));
    if (name) byField[field.apiName] = name;
  }
  return byField;
}

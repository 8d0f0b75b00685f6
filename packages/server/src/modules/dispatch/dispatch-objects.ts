import {
  type DeskBar,
  instantOfWallClock,
  numberOrNull,
  parseSkills,
  safeZone,
  WORK_ORDER_END_FIELD,
  WORK_ORDER_OBJECT_API,
  WORK_ORDER_RESOURCE_FIELD,
  WORK_ORDER_START_FIELD,
  type WorkOrderCard,
} from '@vela/core';
import { sql } from 'kysely';
import type { CurrentUser } from '../../http/current-user.js';
import { badRequest } from '../../http/envelope.js';
import { loadUserInfo } from '../auth/index.js';
import type { ObjectModel } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { prepareRecordAccess, type RecordRow, recordAccessFilter, recordsDb } from '../records/index.js';
import {
  type CalendarObjects,
  calendarObjects,
  column,
  instantOf,
  storedTime,
  text,
} from '../resource-calendar/index.js';

/** The resource calendar's objects and the work order. */
export interface DispatchObjects extends CalendarObjects {
  workOrder: ObjectModel;
}

export async function dispatchObjects(context: ModuleContext): Promise<DispatchObjects> {
  const objects = await calendarObjects(context);
  const workOrder = objects.snapshot.byApi.get(WORK_ORDER_OBJECT_API);
  if (!workOrder) throw badRequest('this org has no work orders');
  await prepareRecordAccess(context.database, workOrder);
  return { ...objects, workOrder };
}

export const DAY = 86_400_000;

/** The caller's zone: days on the desk and in the usage view are theirs. */
export async function zoneOf(context: ModuleContext, user: CurrentUser): Promise<string> {
  return safeZone((await loadUserInfo(context.database, user.userId))?.timeZone);
}

/** The bounds of `count` days from `from` in the zone: count + 1 instants of local midnight. */
export function dayBounds(from: string, count: number, zone: string): number[] {
  if (Number.isNaN(Date.parse(`${from}T00:00:00Z`))) throw badRequest('from: write a day as YYYY-MM-DD');
  return Array.from({ length: count + 1 }, (_, index) => instantOfWallClock(from, 24 * index, zone));
}

/** The days' own names ('YYYY-MM-DD') and weekdays (0 = Sunday). */
export function dayNames(from: string, count: number): { day: string; weekday: number }[] {
  const first = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(first + index * DAY);
    return { day: date.toISOString().slice(0, 10), weekday: date.getUTCDay() };
  });
}

/** A start or end column as stored text for the wire ('' when empty). */
export const wireTime = (value: unknown): string => {
  const instant = instantOf(value);
  return instant === null ? '' : storedTime(instant);
};

/** Whether a resource row is active (an unset flag counts as active, as the calendars read it). */
export function isActiveResource(objects: CalendarObjects, row: RecordRow): boolean {
  const value: unknown = row[column(objects.resource, 'isactive')];
  return !(value === 0 || value === false || value === '0' || value === 'false');
}

/**
 * Work orders assigned to any of `resources` that overlap the window: every
 * one when `user` is null (a booking hidden from the caller still takes the
 * time), else the ones the caller may read.
 */
export async function assignedWorkOrders(
  context: ModuleContext,
  objects: DispatchObjects,
  user: CurrentUser | null,
  resources: readonly string[],
  window: { start: number; end: number },
): Promise<RecordRow[]> {
  if (resources.length === 0) return [];
  const { workOrder } = objects;
  const start = column(workOrder, WORK_ORDER_START_FIELD);
  const end = column(workOrder, WORK_ORDER_END_FIELD);
  const from = new Date(window.start - DAY).toISOString().slice(0, 10);
  const to = new Date(window.end + DAY).toISOString().slice(0, 10);
  let query = recordsDb(context.database)
    .selectFrom(workOrder.tableName)
    .selectAll()
    .where('is_deleted', '=', 0)
    .where(column(workOrder, WORK_ORDER_RESOURCE_FIELD), 'in', [...resources])
    .where(sql<boolean>`${sql.ref(start)} < ${to}`)
    .where(sql<boolean>`${sql.ref(end)} > ${from}`);
  if (user) query = query.where(recordAccessFilter(user, workOrder));
  const rows = await query.orderBy(start).orderBy('id').limit(5_000).execute();
  return rows.filter((row) => {
    const s = instantOf(row[start]);
    const e = instantOf(row[end]);
    return s !== null && e !== null && s < window.end && e > window.start;
  });
}

/** The ids among `ids` of `object` the caller may change. */
export { editableRecordIds as editableIds } from '../resource-calendar/index.js';

/** One bar of a resource's row: a work order, a shift or an event, in stored time. */
export function deskBar(
  kind: DeskBar['kind'],
  row: RecordRow,
  resourceId: string,
  start: unknown,
  end: unknown,
  name: unknown,
  canEdit: boolean,
): DeskBar {
  return {
    id: text(row.id),
    kind,
    resourceId,
    name: text(name),
    start: storedTime(instantOf(start) ?? 0),
    end: storedTime(instantOf(end) ?? 0),
    canEdit,
  };
}

/** An assigned work order as a bar on its resource's row. */
export function workOrderBar(objects: DispatchObjects, row: RecordRow, canEdit: boolean): DeskBar {
  const wo = (api: string) => column(objects.workOrder, api);
  return deskBar(
    'workOrder',
    row,
    text(row[wo(WORK_ORDER_RESOURCE_FIELD)]),
    row[wo(WORK_ORDER_START_FIELD)],
    row[wo(WORK_ORDER_END_FIELD)],
    row[wo('subject')],
    canEdit,
  );
}

/** A work order as the desk shows it. */
export function workOrderCard(
  objects: DispatchObjects,
  row: RecordRow,
  names: ReadonlyMap<string, string>,
  canEdit: boolean,
): WorkOrderCard {
  const value = (api: string) => row[column(objects.workOrder, api)];
  const territoryId = text(value('serviceterritoryid'));
  return {
    id: text(row.id),
    name: text(value('subject')) || text(row.name),
    status: text(value('status')),
    priority: text(value('priority')),
    territoryId,
    territoryName: territoryId ? (names.get(territoryId) ?? '') : '',
    skills: parseSkills(value('skills')),
    durationHours: numberOrNull(value('durationhours')) ?? 1,
    resourceId: text(value(WORK_ORDER_RESOURCE_FIELD)),
    start: wireTime(value(WORK_ORDER_START_FIELD)),
    end: wireTime(value(WORK_ORDER_END_FIELD)),
    canEdit,
  };
}

/** A row's values by field api name (the record tables' columns are the fields' column names). */
export function valuesOf(object: ObjectModel, row: RecordRow): Record<string, unknown> {
  const values: Record<string, unknown> = { id: row.id };
  for (const field of object.fields) if (field.columnName) values[field.apiName] = row[field.columnName];
  return values;
}

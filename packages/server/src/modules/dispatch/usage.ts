import {
  type CallAnswer,
  type DeskBar,
  type getResourceUsageContract,
  numberOrNull,
  type Span,
  usageByDay,
  usageTotals,
  workingWindows,
} from '@vela/core';
import type { CurrentUser } from '../../http/current-user.js';
import { userNames } from '../auth/index.js';
import type { ModuleContext } from '../module.js';
import { barRowsIn, column, instantOf, resourceRows, text } from '../resource-calendar/index.js';
import {
  assignedWorkOrders,
  dayBounds,
  dayNames,
  deskBar,
  dispatchObjects,
  editableIds,
  valuesOf,
  workOrderBar,
  zoneOf,
} from './dispatch-objects.js';

type Usage = CallAnswer<typeof getResourceUsageContract>;

/**
 * Resource usage (`commonObjects/ganttResource`, issue 22): each active
 * resource the caller may read × the caller's days, its work orders and its
 * user's events as bars, the hours they book per day against the capacity
 * of its working hours (its shifts that day, else its hours per day on a
 * weekday), over-allocation flagged, and its totals. What the caller may not
 * read is neither shown nor counted.
 */
export async function readResourceUsage(
  context: ModuleContext,
  user: CurrentUser,
  request: { from: string; days: number },
): Promise<Usage> {
  const zone = await zoneOf(context, user);
  const bounds = dayBounds(request.from, request.days, zone);
  const window = { start: bounds[0] as number, end: bounds.at(-1) as number };
  const days = dayNames(request.from, request.days);
  const objects = await dispatchObjects(context);
  const resources = await resourceRows(context, objects, user);
  const ids = resources.map((row) => text(row.id));
  const userColumn = column(objects.resource, 'relatedrecordid');
  const resourceOfUser = new Map<string, string>();
  for (const row of resources) {
    const userId = text(row[userColumn]);
    if (userId && !resourceOfUser.has(userId)) resourceOfUser.set(userId, text(row.id));
  }
  const [assigned, shifts, events, people] = await Promise.all([
    assignedWorkOrders(context, objects, user, ids, window),
    barRowsIn(context, objects, user, 'shift', ids, window, 5_000),
    barRowsIn(context, objects, user, 'event', [...resourceOfUser.keys()], window, 5_000),
    userNames(context.database, [...resourceOfUser.keys()]),
  ]);
  const editable = await editableIds(
    context,
    user,
    objects.workOrder,
    assigned.map((row) => text(row.id)),
  );
  const bar = deskBar;
  const _wo = (api: string) => column(objects.workOrder, api);
  const bars: DeskBar[] = [
    ...assigned.map((row) => workOrderBar(objects, row, editable.has(text(row.id)))),
    ...events.map((row) =>
      bar(
        'event',
        row,
        resourceOfUser.get(text(row.ownerid)) ?? '',
        row[column(objects.event, 'begintime')],
        row[column(objects.event, 'endtime')],
        row[column(objects.event, 'subject')],
        false,
      ),
    ),
  ];
  const toSpan = (item: DeskBar): Span => ({
    start: instantOf(item.start) ?? 0,
    end: instantOf(item.end) ?? 0,
  });
  return {
    zone,
    days: days.map((day) => day.day),
    resources: resources.map((row) => {
      const id = text(row.id);
      const ownShifts = shifts
        .filter((shift) => text(shift[column(objects.shift, 'serviceresourceid')]) === id)
        .map((shift) => ({
          start: instantOf(shift[column(objects.shift, 'starttime')]) ?? 0,
          end: instantOf(shift[column(objects.shift, 'endtime')]) ?? 0,
        }));
      const windows = workingWindows(
        bounds,
        numberOrNull(valuesOf(objects.resource, row).dailyhours),
        ownShifts,
        (index) => days[index]?.weekday ?? 1,
      );
      const perDay = usageByDay(bounds, windows, bars.filter((item) => item.resourceId === id).map(toSpan));
      return {
        id,
        name: text(row.name),
        userName: people.get(text(row[userColumn])) ?? '',
        days: perDay.map((usage, index) => ({ day: days[index]?.day ?? '', ...usage })),
        totals: usageTotals(perDay),
      };
    }),
    bars,
  };
}

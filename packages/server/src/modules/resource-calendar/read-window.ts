import type { ResourceBar, ResourceBarKind, ResourceCalendar } from '@vela/core';
import { sql } from 'kysely';
import type { CurrentUser } from '../../http/current-user.js';
import { badRequest } from '../../http/envelope.js';
import { userNames } from '../auth/index.js';
import type { ModuleContext } from '../module.js';
import { type RecordRow, recordAccessFilter, recordsDb } from '../records/index.js';
import {
  barColumns,
  barRowsIn,
  type CalendarObjects,
  calendarObjects,
  column,
  instantOf,
  storedTime,
  text,
} from './calendar-objects.js';
import { editableRecordIds } from './editable-ids.js';

/** At most this many resource rows (the shift plan's limit too). */
export const RESOURCE_LIMIT = 200;
/** At most this many bars of each kind in one window. */
const BAR_LIMIT = 5_000;
/** The widest window one call may ask for. */
const MAX_WINDOW_DAYS = 42;
const DAY = 86_400_000;

export function parseWindow(from: string, to: string): { start: number; end: number } {
  const start = instantOf(from);
  const end = instantOf(to);
  if (start === null) throw badRequest('from: write a date and time (YYYY-MM-DD HH:mm:ss UTC or ISO-8601)');
  if (end === null) throw badRequest('to: write a date and time (YYYY-MM-DD HH:mm:ss UTC or ISO-8601)');
  if (end <= start) throw badRequest('to: the window must end after it starts');
  if (end - start > MAX_WINDOW_DAYS * DAY)
    throw badRequest(`to: a window covers at most ${MAX_WINDOW_DAYS} days`);
  return { start, end };
}

/** Active service resources the caller may read, by name. */
export async function resourceRows(
  context: ModuleContext,
  objects: CalendarObjects,
  user: CurrentUser,
): Promise<RecordRow[]> {
  const { resource } = objects;
  const active = column(resource, 'isactive');
  return recordsDb(context.database)
    .selectFrom(resource.tableName)
    .selectAll()
    .where('is_deleted', '=', 0)
    .where(sql<boolean>`(${sql.ref(active)} is null or ${sql.ref(active)} = 1)`)
    .where(recordAccessFilter(user, resource))
    .orderBy('name')
    .orderBy('id')
    .limit(RESOURCE_LIMIT)
    .execute();
}

/** The ids among `rows` the caller may change. */
function editableIds(
  context: ModuleContext,
  objects: CalendarObjects,
  user: CurrentUser,
  kind: ResourceBarKind,
  rows: readonly RecordRow[],
): Promise<Set<string>> {
  const { object } = barColumns(objects, kind);
  return editableRecordIds(
    context,
    user,
    object,
    rows.map((row) => text(row.id)),
  );
}

/**
 * Service resources × a window: each resource's shifts, and the events of
 * the user the resource stands for (its User field), as bars. Only what the
 * caller may read is there; each bar says whether they may move it.
 */
export async function readResourceCalendar(
  context: ModuleContext,
  user: CurrentUser,
  from: string,
  to: string,
): Promise<ResourceCalendar> {
  const window = parseWindow(from, to);
  const objects = await calendarObjects(context);
  const resources = await resourceRows(context, objects, user);
  const userColumn = column(objects.resource, 'relatedrecordid');
  const resourceOfUser = new Map<string, string>();
  for (const row of resources) {
    const userId = text(row[userColumn]);
    // A user stands behind one resource row: the first by name.
    if (userId && !resourceOfUser.has(userId)) resourceOfUser.set(userId, text(row.id));
  }
  const [shifts, events, names] = await Promise.all([
    barRowsIn(
      context,
      objects,
      user,
      'shift',
      resources.map((row) => text(row.id)),
      window,
      BAR_LIMIT,
    ),
    barRowsIn(context, objects, user, 'event', [...resourceOfUser.keys()], window, BAR_LIMIT),
    userNames(context.database, [...resourceOfUser.keys()]),
  ]);
  const [shiftEdits, eventEdits] = await Promise.all([
    editableIds(context, objects, user, 'shift', shifts),
    editableIds(context, objects, user, 'event', events),
  ]);
  const bar = (kind: ResourceBarKind, row: RecordRow, resourceId: string, canEdit: boolean): ResourceBar => {
    const columns = barColumns(objects, kind);
    return {
      id: text(row.id),
      kind,
      resourceId,
      name: text(kind === 'shift' ? row.name : row[column(objects.event, 'subject')]),
      start: storedTime(instantOf(row[columns.start]) ?? 0),
      end: storedTime(instantOf(row[columns.end]) ?? 0),
      canEdit,
    };
  };
  const shiftColumns = barColumns(objects, 'shift');
  return {
    resources: resources.map((row) => ({
      id: text(row.id),
      name: text(row.name),
      resourceType: text(row[column(objects.resource, 'resourcetype')]),
      userName: names.get(text(row[userColumn])) ?? '',
    })),
    bars: [
      ...shifts.map((row) => bar('shift', row, text(row[shiftColumns.owner]), shiftEdits.has(text(row.id)))),
      ...events.map((row) =>
        bar('event', row, resourceOfUser.get(text(row.ownerid)) ?? '', eventEdits.has(text(row.id))),
      ),
    ],
  };
}

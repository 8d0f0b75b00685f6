import {
  EVENT_END_FIELD,
  EVENT_START_FIELD,
  parseDateTimeText,
  type ResourceBarKind,
  SHIFT_END_FIELD,
  SHIFT_OBJECT_API,
  SHIFT_RESOURCE_FIELD,
  SHIFT_START_FIELD,
} from '@vela/core';
import { sql } from 'kysely';
import type { CurrentUser } from '../../http/current-user.js';
import { badRequest } from '../../http/envelope.js';
import { currentMetadata, type MetadataSnapshot, type ObjectModel } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { prepareRecordAccess, type RecordRow, recordAccessFilter, recordsDb } from '../records/index.js';

/** The objects of the resource calendar: resources (rows), shifts and events (bars). */
export interface CalendarObjects {
  snapshot: MetadataSnapshot;
  resource: ObjectModel;
  shift: ObjectModel;
  event: ObjectModel;
}

export async function calendarObjects(context: ModuleContext): Promise<CalendarObjects> {
  const snapshot = await currentMetadata(context.database);
  const resource = snapshot.byApi.get('serviceresource');
  const shift = snapshot.byApi.get(SHIFT_OBJECT_API);
  const event = snapshot.byApi.get('event');
  if (!resource || !shift || !event) throw badRequest('this org has no service resources, shifts or events');
  await Promise.all([resource, shift, event].map((object) => prepareRecordAccess(context.database, object)));
  return { snapshot, resource, shift, event };
}

export const column = (object: ObjectModel, api: string): string =>
  object.fieldsByApi.get(api)?.columnName ?? api;

export const text = (value: unknown): string =>
  typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);

/** A stored time ('YYYY-MM-DD HH:mm:ss' UTC, or ISO-8601; PostgreSQL may give a Date) in milliseconds. */
export function instantOf(value: unknown): number | null {
  if (value instanceof Date) return value.getTime();
  return parseDateTimeText(text(value));
}

/** Milliseconds as the stored UTC text. */
export const storedTime = (instant: number): string =>
  new Date(instant).toISOString().slice(0, 19).replace('T', ' ');

/** Each kind's record object and its resource/owner, start and end columns. */
export function barColumns(objects: CalendarObjects, kind: ResourceBarKind) {
  if (kind === 'shift') {
    const { shift } = objects;
    return {
      object: shift,
      owner: column(shift, SHIFT_RESOURCE_FIELD),
      start: column(shift, SHIFT_START_FIELD),
      end: column(shift, SHIFT_END_FIELD),
      startField: SHIFT_START_FIELD,
      endField: SHIFT_END_FIELD,
    };
  }
  const { event } = objects;
  return {
    object: event,
    owner: 'ownerid',
    start: column(event, EVENT_START_FIELD),
    end: column(event, EVENT_END_FIELD),
    startField: EVENT_START_FIELD,
    endField: EVENT_END_FIELD,
  };
}

/**
 * Readable shift or event rows whose owner column (a shift's resource, an
 * event's owner) is one of `owners` and that overlap [start, end). Stored
 * times are text: a day's margin on either side finds every candidate, and
 * the exact overlap is decided on the parsed times.
 */
export async function barRowsIn(
  context: ModuleContext,
  objects: CalendarObjects,
  user: CurrentUser | null,
  kind: ResourceBarKind,
  owners: readonly string[],
  window: { start: number; end: number },
  limit: number,
): Promise<RecordRow[]> {
  if (owners.length === 0) return [];
  const columns = barColumns(objects, kind);
  const DAY = 86_400_000;
  const from = new Date(window.start - DAY).toISOString().slice(0, 10);
  const to = new Date(window.end + DAY).toISOString().slice(0, 10);
  let query = recordsDb(context.database)
    .selectFrom(columns.object.tableName)
    .selectAll()
    .where('is_deleted', '=', 0)
    .where(columns.owner, 'in', [...owners])
    .where(sql<boolean>`${sql.ref(columns.start)} < ${to}`)
    .where(sql<boolean>`${sql.ref(columns.end)} > ${from}`);
  if (user) query = query.where(recordAccessFilter(user, columns.object));
  const rows = await query.orderBy(columns.start).orderBy('id').limit(limit).execute();
  return rows.filter((row) => {
    const start = instantOf(row[columns.start]);
    const end = instantOf(row[columns.end]);
    return start !== null && end !== null && start < window.end && end > window.start;
  });
}

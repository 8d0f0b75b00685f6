import {
  BOOKING_LIMITS,
  EVENT_END_FIELD,
  EVENT_START_FIELD,
  type FreeSlot,
  freeSlots,
  SHIFT_END_FIELD,
  SHIFT_OBJECT_API,
  SHIFT_RESOURCE_FIELD,
  SHIFT_START_FIELD,
  type SlotDeliverer,
  type TimeSpan,
} from '@vela/core';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import { badRequest } from '../../http/envelope.js';
import { currentMetadata } from '../metadata/index.js';
import { recordsDb } from '../records/index.js';
import {
  column,
  type Deliverer,
  deliverersOf,
  resourcesById,
  type ServiceRow,
  weeklyHoursOf,
} from './service-store.js';

const DAY = 86_400_000;

/** A stored record time ('YYYY-MM-DD HH:mm:ss' UTC, ISO-8601, or a Date from PostgreSQL) in ms. */
export function instantOfStored(value: unknown): number | null {
  if (value instanceof Date) return value.getTime();
  if (typeof value !== 'string' || value.length < 10) return null;
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(value) ? `${value.replace(' ', 'T')}Z` : value;
  const parsed = Date.parse(iso);
  return Number.isNaN(parsed) ? null : parsed;
}

/** An instant as a record's stored time. */
export const storedTimeOf = (instant: number) =>
  new Date(instant).toISOString().slice(0, 19).replace('T', ' ');

/** An ISO-8601 instant from a caller, or a refusal naming the field. */
export function parseInstant(field: string, text: string): number {
  const parsed = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(text)
    ? Date.parse(text)
    : Number.NaN;
  if (Number.isNaN(parsed))
    throw badRequest(`${field}: write an ISO-8601 instant with its offset, such as 2026-03-02T09:00:00Z`);
  return parsed;
}

export interface DelivererSchedule extends SlotDeliverer {
  kind: 'user' | 'resource';
  /** Whose calendar the bookings' events go to and whose events make the deliverer busy ('' for none). */
  calendarUserId: string;
}

/** What to leave out of the busy times: the booking being moved and its event. */
export interface Excluding {
  bookingId?: string;
  eventId?: string;
}

/**
 * Each deliverer's working windows (shifts, when the service takes its hours from them) and busy
 * times in [window.start, window.end): their calendar user's events and the live bookings of the
 * deliverer, widened by the buffers they were booked with.
 */
export async function delivererSchedules(
  database: DatabaseHandle,
  service: ServiceRow,
  window: TimeSpan,
  excluding: Excluding = {},
): Promise<DelivererSchedule[]> {
  const deliverers = deliverersOf(service);
  const resources = await resourcesById(
    database,
    service.org_id,
    deliverers.filter((entry) => entry.kind === 'resource').map((entry) => entry.id),
  );
  const live = deliverers.filter(
    (entry) => entry.kind === 'user' || resources.get(entry.id)?.active === true,
  );
  const calendarUser = (entry: Deliverer) =>
    entry.kind === 'user' ? entry.id : (resources.get(entry.id)?.userId ?? '');
  const margin = { start: window.start - DAY, end: window.end + DAY };
  const events = await eventSpans(
    database,
    live.map(calendarUser).filter(Boolean),
    margin,
    excluding.eventId,
  );
  const bookings = await bookingSpans(
    database,
    live.map((entry) => entry.id),
    margin,
    excluding.bookingId,
  );
  const shifts =
    service.hours_source === 'shifts'
      ? await shiftSpans(
          database,
          live.filter((entry) => entry.kind === 'resource').map((entry) => entry.id),
          margin,
        )
      : undefined;
  return live.map((entry) => {
    const userId = calendarUser(entry);
    return {
      id: entry.id,
      kind: entry.kind,
      calendarUserId: userId,
      ...(shifts ? { windows: shifts.get(entry.id) ?? [] } : {}),
      busy: [...(userId ? (events.get(userId) ?? []) : []), ...(bookings.get(entry.id) ?? [])],
    };
  });
}

function push<T>(map: Map<string, T[]>, key: string, value: T) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Events owned by `userIds` overlapping the window (all-day ones cover their days). */
async function eventSpans(
  database: DatabaseHandle,
  userIds: readonly string[],
  window: TimeSpan,
  excludeId?: string,
): Promise<Map<string, TimeSpan[]>> {
  const spans = new Map<string, TimeSpan[]>();
  if (userIds.length === 0) return spans;
  const event = (await currentMetadata(database)).byApi.get('event');
  if (!event) return spans;
  const start = column(event, EVENT_START_FIELD);
  const end = column(event, EVENT_END_FIELD);
  let query = recordsDb(database)
    .selectFrom(event.tableName)
    .select(['id', 'ownerid', `${start} as begin_at`, `${end} as end_at`])
    .where('is_deleted', '=', 0)
    .where('ownerid', 'in', [...new Set(userIds)])
    .where(sql<boolean>`${sql.ref(start)} < ${storedTimeOf(window.end)}`)
    .where(sql<boolean>`${sql.ref(end)} > ${storedTimeOf(window.start)}`);
  if (excludeId) query = query.where('id', '!=', excludeId);
  for (const row of await query.limit(20_000).execute()) {
    const from = instantOfStored(row.begin_at);
    const to = instantOfStored(row.end_at);
    if (from === null || to === null) continue;
    push(spans, String(row.ownerid), { start: from, end: Math.max(to, from + 1) });
  }
  return spans;
}

/** Live bookings of the deliverers overlapping the window, as the spans they block. */
async function bookingSpans(
  database: DatabaseHandle,
  delivererIds: readonly string[],
  window: TimeSpan,
  excludeId?: string,
): Promise<Map<string, TimeSpan[]>> {
  const spans = new Map<string, TimeSpan[]>();
  if (delivererIds.length === 0) return spans;
  let query = database.db
    .selectFrom('booking')
    .select(['deliverer_id', 'blocked_start', 'blocked_end'])
    .where('deliverer_id', 'in', [...delivererIds])
    .where('status', '=', 'booked')
    .where('blocked_start', '<', new Date(window.end).toISOString())
    .where('blocked_end', '>', new Date(window.start).toISOString());
  if (excludeId) query = query.where('id', '!=', excludeId);
  for (const row of await query.execute())
    push(spans, row.deliverer_id, { start: Date.parse(row.blocked_start), end: Date.parse(row.blocked_end) });
  return spans;
}

/** Shifts of the resources overlapping the window: their working windows. */
async function shiftSpans(
  database: DatabaseHandle,
  resourceIds: readonly string[],
  window: TimeSpan,
): Promise<Map<string, TimeSpan[]>> {
  const spans = new Map<string, TimeSpan[]>();
  if (resourceIds.length === 0) return spans;
  const shift = (await currentMetadata(database)).byApi.get(SHIFT_OBJECT_API);
  if (!shift) return spans;
  const owner = column(shift, SHIFT_RESOURCE_FIELD);
  const start = column(shift, SHIFT_START_FIELD);
  const end = column(shift, SHIFT_END_FIELD);
  const rows = await recordsDb(database)
    .selectFrom(shift.tableName)
    .select([`${owner} as resource_id`, `${start} as begin_at`, `${end} as end_at`])
    .where('is_deleted', '=', 0)
    .where(owner, 'in', [...resourceIds])
    .where(sql<boolean>`${sql.ref(start)} < ${storedTimeOf(window.end)}`)
    .where(sql<boolean>`${sql.ref(end)} > ${storedTimeOf(window.start)}`)
    .limit(5_000)
    .execute();
  for (const row of rows) {
    const from = instantOfStored(row.begin_at);
    const to = instantOfStored(row.end_at);
    if (from === null || to === null || to <= from) continue;
    push(spans, String(row.resource_id), { start: from, end: to });
  }
  for (const list of spans.values()) list.sort((a, b) => a.start - b.start);
  return spans;
}

/** The rule's input for a service and its deliverers' schedules. */
export function slotInput(
  service: ServiceRow,
  schedules: readonly SlotDeliverer[],
  window: TimeSpan,
  now: number,
) {
  return {
    from: window.start,
    to: window.end,
    timeZone: service.time_zone,
    weeklyHours: weeklyHoursOf(service),
    deliverers: schedules,
    durationMinutes: service.duration_minutes,
    bufferBeforeMinutes: service.buffer_before_minutes,
    bufferAfterMinutes: service.buffer_after_minutes,
    now,
    horizonDays: service.horizon_days,
  };
}

/** The free slots of a service in a window of at most 42 days. */
export async function serviceSlots(
  database: DatabaseHandle,
  service: ServiceRow,
  window: TimeSpan,
  now: number,
  excluding: Excluding = {},
): Promise<FreeSlot[]> {
  if (window.end <= window.start) throw badRequest('to: the window must end after it starts');
  if (window.end - window.start > BOOKING_LIMITS.maxSlotDays * DAY)
    throw badRequest(`to: ask for at most ${BOOKING_LIMITS.maxSlotDays} days of slots at once`);
  const schedules = await delivererSchedules(database, service, window, excluding);
  return freeSlots(slotInput(service, schedules, window, now));
}

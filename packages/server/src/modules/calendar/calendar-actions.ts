import {
  type CalendarSaveAnswer,
  checkEventTimes,
  EVENT_END_FIELD,
  EVENT_END_MESSAGE,
  EVENT_OBJECT_API,
  EVENT_START_FIELD,
  isKnownTimeZone,
  parseDateTimeText,
  type RecurrenceRule,
  storedTimeText,
  TIME_ZONE_MESSAGE,
} from '@vela/core';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, badRequest, ErrorCode, notFound } from '../../http/envelope.js';
import { currentMetadata, type ObjectModel } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import {
  type RecordRow,
  recordAccessFilter,
  recordsDb,
  type SaveResult,
  saveRecordsPayload,
} from '../records/index.js';
import { addSeriesException, seriesOf, writeSeries } from './calendar-store.js';
import { zoneOf } from './read-calendar.js';
import { expandSeries, requireValidRule } from './recurrence.js';
import { scheduleReminder } from './reminders.js';

const text = (value: unknown) =>
  typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);
const column = (object: ObjectModel, api: string) => object.fieldsByApi.get(api)?.columnName ?? api;

export async function eventObject(context: ModuleContext): Promise<ObjectModel> {
  const event = (await currentMetadata(context.database)).byApi.get(EVENT_OBJECT_API);
  if (!event) throw badRequest('this org has no Event object');
  return event;
}

/** The zone a series keeps its wall-clock times in: the one asked for (checked), else the caller's. */
export async function seriesZone(context: ModuleContext, user: CurrentUser, asked: string | undefined) {
  if (asked === undefined || asked === '') return zoneOf(context, user.userId);
  if (!isKnownTimeZone(asked)) throw badRequest(`timeZone: "${asked}" ${TIME_ZONE_MESSAGE}`);
  return asked;
}

/** Start and end as instants, refused with the reason when malformed or when the end is not after the start. */
export function eventTimes(
  begintime: string,
  endtime: string,
  allDay = false,
): { start: number; end: number } {
  const start = parseDateTimeText(begintime);
  const end = parseDateTimeText(endtime);
  if (start === null)
    throw badRequest(`${EVENT_START_FIELD}: write a date and time (YYYY-MM-DD HH:mm:ss UTC)`);
  if (end === null) throw badRequest(`${EVENT_END_FIELD}: write a date and time (YYYY-MM-DD HH:mm:ss UTC)`);
  if (checkEventTimes({ begintime, endtime, isalldayevent: allDay }))
    throw badRequest(`${EVENT_END_FIELD}: ${EVENT_END_MESSAGE}`);
  return { start, end };
}

function answerOf(result: SaveResult | undefined): CalendarSaveAnswer {
  return {
    isSaveSuccess: result?.isSaveSuccess ?? false,
    id: result?.id ?? '',
    name: result?.name ?? '',
    errormessage: result?.errormessage ?? '',
    errorField: result?.errorField ?? '',
  };
}

export interface CreateEventInput {
  subject: string;
  begintime: string;
  endtime: string;
  isalldayevent?: boolean | undefined;
  location?: string | undefined;
  recurrence?: RecurrenceRule | null | undefined;
  timeZone?: string | undefined;
  reminderMinutes?: number | null | undefined;
}

/**
 * Quick create: every check that can refuse (times, zone, recurrence) runs
 * before the record is saved; the record goes through the save pipeline
 * (required fields, rules, permissions), and only a saved record gets its
 * series and reminder.
 */
export async function createCalendarEvent(
  context: ModuleContext,
  user: CurrentUser,
  input: CreateEventInput,
): Promise<CalendarSaveAnswer> {
  const event = await eventObject(context);
  const { start, end } = eventTimes(input.begintime, input.endtime, input.isalldayevent);
  const zone = await seriesZone(context, user, input.timeZone);
  if (input.recurrence) requireValidRule(input.recurrence, start, zone);
  const record: Record<string, unknown> = {
    subject: input.subject,
    begintime: storedTimeText(start),
    endtime: storedTimeText(end),
    isalldayevent: input.isalldayevent ?? false,
  };
  if (input.location) record.location = input.location;
  const [result] = await saveRecordsPayload(context, user, {
    objectApi: event.apiName,
    data: JSON.stringify([record]),
  });
  if (!result?.isSaveSuccess) return answerOf(result);
  if (input.recurrence)
    await writeSeries(context.database.db, user.orgId, result.id, input.recurrence, zone, context.now());
  if (input.reminderMinutes !== undefined && input.reminderMinutes !== null)
    await scheduleReminder(context, user, result.id, input.reminderMinutes);
  return answerOf(result);
}

/** The event row when the caller may edit it; refused otherwise. */
async function editableEvent(
  context: ModuleContext,
  user: CurrentUser,
  event: ObjectModel,
  eventId: string,
): Promise<RecordRow> {
  const row = await recordsDb(context.database)
    .selectFrom(event.tableName)
    .selectAll()
    .where('id', '=', eventId)
    .where('is_deleted', '=', 0)
    .where(recordAccessFilter(user, event, 'edit'))
    .executeTakeFirst();
  if (!row) {
    const readable = await recordsDb(context.database)
      .selectFrom(event.tableName)
      .select('id')
      .where('id', '=', eventId)
      .where('is_deleted', '=', 0)
      .where(recordAccessFilter(user, event))
      .executeTakeFirst();
    if (readable) throw new AppError(ErrorCode.FORBIDDEN, 'eventId: you may not change this event');
    throw notFound('eventId: the event');
  }
  return row;
}

export async function saveRecurrence(
  context: ModuleContext,
  user: CurrentUser,
  input: { eventId: string; recurrence: RecurrenceRule | null; timeZone?: string | undefined },
): Promise<{ eventId: string; occurrences: number }> {
  const event = await eventObject(context);
  const row = await editableEvent(context, user, event, input.eventId);
  const start = parseDateTimeText(text(row[column(event, EVENT_START_FIELD)]));
  const end = parseDateTimeText(text(row[column(event, EVENT_END_FIELD)]));
  if (start === null || end === null) throw badRequest('eventId: the event has no start and end to repeat');
  const zone = await seriesZone(context, user, input.timeZone);
  if (input.recurrence) requireValidRule(input.recurrence, start, zone);
  await writeSeries(context.database.db, user.orgId, input.eventId, input.recurrence, zone, context.now());
  const occurrences = input.recurrence
    ? expandSeries({ start, end, rule: input.recurrence, timeZone: zone, exceptions: new Set() }).length
    : 1;
  return { eventId: input.eventId, occurrences };
}

/** One occurrence moved or changed on its own: it becomes an event of its own and leaves the series. */
export async function moveOccurrence(
  context: ModuleContext,
  user: CurrentUser,
  input: { eventId: string; index: number; begintime: string; endtime: string },
): Promise<CalendarSaveAnswer> {
  const event = await eventObject(context);
  const row = await editableEvent(context, user, event, input.eventId);
  const series = (await seriesOf(context.database, user.orgId, [input.eventId])).get(input.eventId);
  if (!series) throw badRequest('eventId: the event does not repeat');
  const first = {
    start: parseDateTimeText(text(row[column(event, EVENT_START_FIELD)])) ?? 0,
    end: parseDateTimeText(text(row[column(event, EVENT_END_FIELD)])) ?? 0,
  };
  const occurrences = expandSeries({
    ...first,
    rule: series.rule,
    timeZone: series.timeZone,
    exceptions: series.exceptions,
  });
  if (!occurrences.some((occurrence) => occurrence.index === input.index))
    throw badRequest(`index: the series has no occurrence ${input.index}`);
  const allDay = Number(row[column(event, 'isalldayevent')] ?? 0) === 1;
  const { start, end } = eventTimes(input.begintime, input.endtime, allDay);
  const copy: Record<string, unknown> = {
    subject: text(row.name),
    begintime: storedTimeText(start),
    endtime: storedTimeText(end),
    isalldayevent: allDay,
    ownerid: text(row.ownerid),
  };
  for (const api of ['location', 'whoid', 'relateid', 'description']) {
    const value = row[column(event, api)];
    if (value !== null && value !== undefined && value !== '') copy[api] = value;
  }
  const [result] = await saveRecordsPayload(context, user, {
    objectApi: event.apiName,
    data: JSON.stringify([copy]),
  });
  if (!result?.isSaveSuccess) return answerOf(result);
  await addSeriesException(context.database.db, series, input.index, context.now());
  return answerOf(result);
}

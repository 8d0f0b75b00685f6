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
  seriesEditValues,
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
import { sendOccurrenceMoved, sendTimeUpdates } from './invitation-mail.js';
import { copyInvitees, readableEvent } from './invitees.js';
import { zoneOf } from './read-calendar.js';
import { expandSeries, requireValidRule } from './recurrence.js';
import { carryReminders, scheduleReminder } from './reminders.js';

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

export function answerOf(result: SaveResult | undefined): CalendarSaveAnswer {
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
export async function editableEvent(
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
  // Invitees hold the series as it was: a changed rule goes to them as an update.
  await sendTimeUpdates(context, [input.eventId]);
  const occurrences = input.recurrence
    ? expandSeries({ start, end, rule: input.recurrence, timeZone: zone, exceptions: new Set() }).length
    : 1;
  return { eventId: input.eventId, occurrences };
}

/** An occurrence of a series the caller may edit, with its event, row and series; refused when there is none. */
export async function seriesOccurrence(
  context: ModuleContext,
  user: CurrentUser,
  eventId: string,
  index: number,
) {
  const event = await eventObject(context);
  const row = await editableEvent(context, user, event, eventId);
  const series = (await seriesOf(context.database, user.orgId, [eventId])).get(eventId);
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
  const occurrence = occurrences.find((candidate) => candidate.index === index);
  if (!occurrence) throw badRequest(`index: the series has no occurrence ${index}`);
  const allDay = Number(row[column(event, 'isalldayevent')] ?? 0) === 1;
  return { event, row, series, first, occurrence, occurrences, allDay };
}

/**
 * A new Event record with the series' subject, owner and links, at these
 * times, with the other values the edit changed (the record form's).
 */
export function eventCopy(
  event: ObjectModel,
  row: RecordRow,
  times: { start: number; end: number; allDay: boolean },
  values: Readonly<Record<string, unknown>> = {},
): Record<string, unknown> {
  const copy: Record<string, unknown> = {
    subject: text(row.name),
    begintime: storedTimeText(times.start),
    endtime: storedTimeText(times.end),
    isalldayevent: times.allDay,
    ownerid: text(row.ownerid),
  };
  for (const api of ['location', 'whoid', 'relateid', 'description']) {
    const value = row[column(event, api)];
    if (value !== null && value !== undefined && value !== '') copy[api] = value;
  }
  return { ...copy, ...seriesEditValues(values) };
}

/** An occurrence moved (the calendar) or edited (the record form: its other changed values too). */
export interface OccurrenceEdit {
  eventId: string;
  index: number;
  begintime: string;
  endtime: string;
  values?: Record<string, unknown> | undefined;
}

/** Whether a readable event repeats: its rule, zone and how many occurrences it has; null when it does not. */
export async function readSeries(context: ModuleContext, user: CurrentUser, eventId: string) {
  const event = await eventObject(context);
  const row = await readableEvent(context, user, event, eventId);
  const series = (await seriesOf(context.database, user.orgId, [eventId])).get(eventId);
  if (!series) return null;
  const occurrences = expandSeries({
    start: parseDateTimeText(text(row[column(event, EVENT_START_FIELD)])) ?? 0,
    end: parseDateTimeText(text(row[column(event, EVENT_END_FIELD)])) ?? 0,
    rule: series.rule,
    timeZone: series.timeZone,
    exceptions: series.exceptions,
  });
  return { rule: series.rule, timeZone: series.timeZone, occurrences: occurrences.length };
}

/** One occurrence moved or changed on its own: it becomes an event of its own and leaves the series. */
export async function moveOccurrence(
  context: ModuleContext,
  user: CurrentUser,
  input: OccurrenceEdit,
): Promise<CalendarSaveAnswer> {
  const { event, row, series, occurrence, allDay } = await seriesOccurrence(
    context,
    user,
    input.eventId,
    input.index,
  );
  const { start, end } = eventTimes(input.begintime, input.endtime, allDay);
  const [result] = await saveRecordsPayload(context, user, {
    objectApi: event.apiName,
    data: JSON.stringify([eventCopy(event, row, { start, end, allDay }, input.values)]),
  });
  if (!result?.isSaveSuccess) return answerOf(result);
  await addSeriesException(context.database.db, series, input.index, context.now());
  await carryOver(context, input.eventId, result.id);
  await sendOccurrenceMoved(context, input.eventId, result.id, occurrence.start);
  return answerOf(result);
}

/** What the record's copy does not carry of a cut series: its invitees (with their answers) and reminders. */
export async function carryOver(context: ModuleContext, fromId: string, toId: string): Promise<void> {
  await copyInvitees(context, fromId, toId);
  await carryReminders(context, fromId, toId);
}

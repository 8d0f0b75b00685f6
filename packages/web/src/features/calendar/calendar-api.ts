import type {
  CalendarItem,
  CalendarSaveAnswer,
  CalendarScope,
  createCalendarEventContract,
  deleteOccurrenceContract,
  dismissReminderContract,
  EventConflictAnswer,
  getCalendarContract,
  getFeedLinkContract,
  getRemindersContract,
  getSeriesContract,
  moveFollowingContract,
  moveOccurrenceContract,
  OccurrenceScope,
  RecurrenceRule,
  resetFeedLinkContract,
  SaveResultItem,
  saveRecordsContract,
} from '@vela/core';
import { api } from '../../api/index.js';
import { checkEventConflict } from '../record-form/index.js';

/** The calendar's server calls; events are saved through /objectInfo/save, the form's own call. */

export type { CalendarItem, CalendarScope, OccurrenceScope, RecurrenceRule };
export const EVENT_OBJECT = 'Event';

export interface CalendarQuery {
  from: string;
  to: string;
  scope: CalendarScope;
  userIds?: string[];
  groupId?: string;
}

export const CALENDAR_KEYS = {
  all: ['calendar'] as const,
  window: (query: CalendarQuery) => ['calendar', query] as const,
  reminders: ['calendar', 'reminders'] as const,
  feed: ['calendar', 'feed'] as const,
};

export async function fetchCalendar(query: CalendarQuery) {
  return (await api.call<typeof getCalendarContract>('/calendar/getCalendar', query)).data;
}

/** The overlapping events of a new or moved event (S2-C-016), the first page. */
export function conflictsOf(record: Record<string, unknown>): Promise<EventConflictAnswer> {
  return checkEventConflict(
    { objectApi: EVENT_OBJECT, data: JSON.stringify([record]), marketsea: 'false' },
    1,
  );
}

export interface QuickEvent {
  subject: string;
  begintime: string;
  endtime: string;
  isalldayevent: boolean;
  location?: string;
  recurrence: RecurrenceRule | null;
  timeZone: string;
  reminderMinutes: number | null;
}

export async function createEvent(event: QuickEvent): Promise<CalendarSaveAnswer> {
  const answer = await api.call<typeof createCalendarEventContract>('/calendar/createEvent', event, {
    callerHandlesErrors: true,
  });
  return answer.data;
}

/**
 * Saves new times of an event (and other changed values) through the record
 * save pipeline; answers the refusal's reason, or null.
 */
export async function saveEventTimes(move: {
  id: string;
  begintime: string;
  endtime: string;
  lastModified?: string;
  values?: Record<string, unknown>;
}): Promise<string | null> {
  const record: Record<string, unknown> = {
    ...move.values,
    id: move.id,
    begintime: move.begintime,
    endtime: move.endtime,
  };
  if (move.lastModified) record.lastmodifydate = move.lastModified;
  const answer = await api.call<typeof saveRecordsContract>(
    '/objectInfo/save',
    { objectApi: EVENT_OBJECT, data: JSON.stringify([record]) },
    { callerHandlesErrors: true },
  );
  const result: SaveResultItem | undefined = answer.data?.[0];
  if (result?.isSaveSuccess) return null;
  return result?.errormessage || 'not saved';
}

export interface OccurrenceMove {
  eventId: string;
  index: number;
  begintime: string;
  endtime: string;
  /** The record form's other changes, which the cut occurrence takes. */
  values?: Record<string, unknown>;
}

/** One occurrence changed on its own ('one') or with the ones after it ('following'): the server's answer. */
export async function editOccurrence(
  move: OccurrenceMove,
  scope: 'one' | 'following',
): Promise<CalendarSaveAnswer> {
  const answer =
    scope === 'one'
      ? await api.call<typeof moveOccurrenceContract>('/calendar/moveOccurrence', move, {
          callerHandlesErrors: true,
        })
      : await api.call<typeof moveFollowingContract>('/calendar/moveFollowing', move, {
          callerHandlesErrors: true,
        });
  return answer.data;
}

/** One occurrence moved on its own or with the ones after it; null when saved, else the reason. */
export async function moveOccurrence(move: OccurrenceMove, scope: 'one' | 'following' = 'one') {
  const answer = await editOccurrence(move, scope);
  return answer.isSaveSuccess ? null : answer.errormessage || 'not saved';
}

/** Whether an event repeats (null when it does not). */
export async function fetchSeries(eventId: string) {
  return (await api.call<typeof getSeriesContract>('/calendar/getSeries', { eventId })).data.series;
}

/** Deletes an occurrence, it and the following ones, or the whole series; answers how many are left. */
export async function deleteOccurrence(target: { eventId: string; index: number; scope: OccurrenceScope }) {
  return (await api.call<typeof deleteOccurrenceContract>('/calendar/deleteOccurrence', target)).data;
}

export async function fetchReminders() {
  return (await api.call<typeof getRemindersContract>('/calendar/getReminders', {})).data.reminders;
}

export async function dismissReminder(id: string) {
  await api.call<typeof dismissReminderContract>('/calendar/dismissReminder', { id });
}

export async function fetchFeedLink() {
  return (await api.call<typeof getFeedLinkContract>('/calendar/getFeedLink', {})).data;
}

export async function resetFeedLink() {
  return (await api.call<typeof resetFeedLinkContract>('/calendar/resetFeedLink', {})).data;
}

/** The message of a failed call the caller shows itself. */
export function failureText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

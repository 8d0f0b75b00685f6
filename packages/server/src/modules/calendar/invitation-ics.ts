import { type InviteeResponse, instantOfWall, type RecurrenceRule, wallClockOf } from '@vela/core';
import ical, {
  ICalAttendeeStatus,
  ICalCalendarMethod,
  type ICalEventData,
  ICalEventRepeatingFreq,
  ICalEventStatus,
  ICalWeekday,
} from 'ical-generator';
import { vtimezone, zonedTime } from './ics-zone.js';

/** The iCalendar UID of an event: the same in every invitation, update, cancellation and the feed. */
export const eventUid = (eventId: string) => `${eventId}@vela`;

/** A series as its invitations carry it: RRULE and EXDATE on the wall clock of its zone. */
export interface IcsRepeat {
  zone: string;
  rule: RecurrenceRule;
  /** Starts of the occurrences deleted one by one (EXDATE). */
  exclude: number[];
  /** The end of the last occurrence: the VTIMEZONE covers the series to there. */
  lastEnd: number;
  /** Occurrences moved or changed on their own: VEVENTs with the series' UID and their RECURRENCE-ID. */
  overrides: ReadonlyArray<{ recurrenceId: number; start: number; end: number; summary: string }>;
}

export interface InvitationIcs {
  method: 'REQUEST' | 'CANCEL';
  /** The event whose UID the invitation carries (an occurrence cut out on its own: its series'). */
  uidOf: string;
  sequence: number;
  start: Date;
  end: Date;
  allDay: boolean;
  summary: string;
  location: string;
  stamp: Date;
  organiser: { name: string; email: string };
  attendees: ReadonlyArray<{ name: string; email: string; response: InviteeResponse }>;
  /** The series, when the event repeats. */
  repeat?: IcsRepeat | null | undefined;
  /** One occurrence of a series: its original start and the series' zone. */
  occurrence?: { recurrenceId: number; zone: string } | null | undefined;
}

/** An invitee's answer as an ATTENDEE's PARTSTAT. */
export const ATTENDEE_STATUS: Record<InviteeResponse, ICalAttendeeStatus> = {
  none: ICalAttendeeStatus.NEEDSACTION,
  accepted: ICalAttendeeStatus.ACCEPTED,
  tentative: ICalAttendeeStatus.TENTATIVE,
  declined: ICalAttendeeStatus.DECLINED,
};

const WEEKDAYS = [
  ICalWeekday.MO,
  ICalWeekday.TU,
  ICalWeekday.WE,
  ICalWeekday.TH,
  ICalWeekday.FR,
  ICalWeekday.SA,
  ICalWeekday.SU,
];
const FREQ: Record<RecurrenceRule['freq'], ICalEventRepeatingFreq> = {
  DAILY: ICalEventRepeatingFreq.DAILY,
  WEEKLY: ICalEventRepeatingFreq.WEEKLY,
  MONTHLY: ICalEventRepeatingFreq.MONTHLY,
};

/**
 * The RRULE options of a stored rule, as the calendar expands it (recurrence.ts):
 * a weekly rule always has the first occurrence's weekday; UNTIL is the end of
 * the last day in the series' zone, in UTC as RFC 5545 wants with a TZID start.
 */
export function repeatingOf(repeat: IcsRepeat, start: number): NonNullable<ICalEventData['repeating']> {
  const { rule, zone } = repeat;
  const weekday = (new Date(wallClockOf(start, zone)).getUTCDay() + 6) % 7;
  const days = [...new Set([weekday, ...rule.byWeekday])].sort((a, b) => a - b);
  return {
    freq: FREQ[rule.freq],
    interval: rule.interval,
    ...(rule.count !== null ? { count: rule.count } : {}),
    ...(rule.until !== null
      ? { until: zonedTime(instantOfWall(Date.parse(`${rule.until}T23:59:59Z`), zone)) }
      : {}),
    ...(rule.freq === 'WEEKLY' ? { byDay: days.map((day) => WEEKDAYS[day] ?? ICalWeekday.MO) } : {}),
    ...(repeat.exclude.length > 0 ? { exclude: repeat.exclude.map((at) => zonedTime(at)) } : {}),
  };
}

/**
 * An invitation as RFC 5546 has it (ical-generator escapes and folds the
 * text): REQUEST invites or updates (a higher SEQUENCE replaces the copy in
 * the invitee's calendar), CANCEL takes it out. A series goes whole: RRULE,
 * EXDATE and its moved occurrences, times on the wall clock of its zone with
 * that zone's VTIMEZONE; one occurrence goes with the series' UID and its
 * RECURRENCE-ID, so only that occurrence changes or goes.
 */
export function invitationIcs(invitation: InvitationIcs): string {
  const zone = invitation.repeat?.zone ?? invitation.occurrence?.zone ?? null;
  const start = invitation.start.getTime();
  const end = invitation.end.getTime();
  const last = Math.max(end, invitation.repeat?.lastEnd ?? end);
  const from = Math.min(start, invitation.occurrence?.recurrenceId ?? start);
  const calendar = ical({
    prodId: { company: 'Vela', product: 'Vela CRM', language: 'EN' },
    method: invitation.method === 'REQUEST' ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL,
    // No calendar-wide zone (DTSTAMP and UNTIL stay UTC): only the VTIMEZONE of the events' zone.
    ...(zone ? { timezone: { name: '', generator: (name: string) => vtimezone(name, from, last) } } : {}),
  });
  const time = (instant: number) => (zone ? zonedTime(instant) : new Date(instant));
  const common = {
    id: eventUid(invitation.uidOf),
    sequence: invitation.sequence,
    allDay: invitation.allDay,
    location: invitation.location || null,
    stamp: invitation.stamp,
    organizer: invitation.organiser,
    attendees: invitation.attendees.map((attendee) => ({
      name: attendee.name,
      email: attendee.email,
      status: ATTENDEE_STATUS[attendee.response],
      rsvp: invitation.method === 'REQUEST',
    })),
    status: invitation.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    ...(zone ? { timezone: zone } : {}),
  } satisfies Partial<ICalEventData>;
  calendar.createEvent({
    ...common,
    start: time(start),
    end: time(end),
    summary: invitation.summary,
    ...(invitation.repeat ? { repeating: repeatingOf(invitation.repeat, start) } : {}),
    ...(invitation.occurrence ? { recurrenceId: time(invitation.occurrence.recurrenceId) } : {}),
  });
  if (invitation.method === 'REQUEST')
    for (const override of invitation.repeat?.overrides ?? [])
      calendar.createEvent({
        ...common,
        start: time(override.start),
        end: time(override.end),
        summary: override.summary,
        recurrenceId: time(override.recurrenceId),
      });
  return calendar.toString();
}

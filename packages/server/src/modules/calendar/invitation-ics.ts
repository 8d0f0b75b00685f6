import type { InviteeResponse } from '@vela/core';
import ical, { ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

/** The iCalendar UID of an event: the same in every invitation, update, cancellation and the feed. */
export const eventUid = (eventId: string) => `${eventId}@vela`;

export interface InvitationIcs {
  method: 'REQUEST' | 'CANCEL';
  eventId: string;
  sequence: number;
  start: Date;
  end: Date;
  allDay: boolean;
  summary: string;
  location: string;
  stamp: Date;
  organiser: { name: string; email: string };
  attendees: ReadonlyArray<{ name: string; email: string; response: InviteeResponse }>;
}

/** An invitee's answer as an ATTENDEE's PARTSTAT. */
export const ATTENDEE_STATUS: Record<InviteeResponse, ICalAttendeeStatus> = {
  none: ICalAttendeeStatus.NEEDSACTION,
  accepted: ICalAttendeeStatus.ACCEPTED,
  tentative: ICalAttendeeStatus.TENTATIVE,
  declined: ICalAttendeeStatus.DECLINED,
};

/**
 * An invitation as RFC 5546 has it (ical-generator escapes and folds the
 * text): REQUEST invites or updates (a higher SEQUENCE replaces the copy in
 * the invitee's calendar), CANCEL takes it out.
 */
export function invitationIcs(invitation: InvitationIcs): string {
  const calendar = ical({
    prodId: { company: 'Vela', product: 'Vela CRM', language: 'EN' },
    method: invitation.method === 'REQUEST' ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL,
  });
  calendar.createEvent({
    id: eventUid(invitation.eventId),
    sequence: invitation.sequence,
    start: invitation.start,
    end: invitation.end,
    allDay: invitation.allDay,
    summary: invitation.summary,
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
  });
  return calendar.toString();
}

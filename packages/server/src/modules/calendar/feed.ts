import { EVENT_OBJECT_API } from '@vela/core';
import ical from 'ical-generator';
import type { DatabaseHandle } from '../../db/database.js';
import { loadUserInfo } from '../auth/index.js';
import { currentMetadata } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { feedOwner } from './calendar-store.js';
import { ATTENDEE_STATUS, eventUid } from './invitation-ics.js';
import { type Recipient, recipientsOf } from './invitation-mail.js';
import { eventRows, occurrencesOfRow } from './read-calendar.js';

const DAY = 86_400_000;
/** The feed covers this much past and future: calendar apps poll it, they do not page. */
const FEED_PAST_DAYS = 60;
const FEED_FUTURE_DAYS = 365;

const text = (value: unknown) =>
  typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);

/** Each event's organiser and invitees with an address, for the feed's ORGANIZER and ATTENDEE lines. */
async function peopleOf(context: ModuleContext, rows: ReadonlyArray<Record<string, unknown>>) {
  const ids = rows.map((row) => text(row.id));
  const invitees =
    ids.length === 0
      ? []
      : await context.database.db
          .selectFrom('calendar_invitee')
          .select(['event_id', 'kind', 'ref_id', 'name', 'response'])
          .where('event_id', 'in', ids)
          .execute();
  const organisers = new Map<string, { name: string; email: string; language: string; zone: string }>();
  const people = new Map<string, { organiser: { name: string; email: string }; attendees: Recipient[] }>();
  for (const row of rows) {
    const own = invitees.filter((invitee) => invitee.event_id === text(row.id));
    if (own.length === 0) continue;
    const ownerId = text(row.ownerid);
    if (!organisers.has(ownerId)) {
      const info = await loadUserInfo(context.database, ownerId);
      organisers.set(ownerId, {
        name: info?.userName ?? '',
        email: info?.email ?? '',
        language: info?.language ?? 'en',
        zone: info?.timeZone ?? 'UTC',
      });
    }
    const organiser = organisers.get(ownerId)!;
    people.set(text(row.id), { organiser, attendees: await recipientsOf(context, own, organiser) });
  }
  return people;
}

/**
 * The iCalendar feed of the events a user owns or is invited to (and has
 * not declined), each occurrence of a series
 * as its own VEVENT (so every calendar app shows edited and removed
 * occurrences the same way). Null when the token names no feed.
 */
export async function feedFor(context: ModuleContext, token: string): Promise<string | null> {
  const owner = await feedOwner(context.database, token);
  if (!owner) return null;
  return buildFeed(context, context.database, owner);
}

async function buildFeed(
  context: ModuleContext,
  database: DatabaseHandle,
  owner: { userId: string; orgId: string },
): Promise<string> {
  const event = (await currentMetadata(database)).byApi.get(EVENT_OBJECT_API);
  const calendar = ical({ name: 'Vela', prodId: { company: 'Vela', product: 'Vela CRM', language: 'EN' } });
  if (!event) return calendar.toString();
  const now = context.now().getTime();
  const window = { start: now - FEED_PAST_DAYS * DAY, end: now + FEED_FUTURE_DAYS * DAY };
  const { rows, series } = await eventRows(context, event, owner.orgId, {
    owners: [owner.userId],
    start: window.start,
    end: window.end,
    user: null,
    invited: { userId: owner.userId, withDeclined: false },
  });
  const people = await peopleOf(context, rows);
  const allDayColumn = event.fieldsByApi.get('isalldayevent')?.columnName ?? 'isalldayevent';
  const locationColumn = event.fieldsByApi.get('location')?.columnName ?? 'location';
  for (const row of rows) {
    const id = text(row.id);
    const invitation = people.get(id);
    for (const occurrence of occurrencesOfRow(event, row, series.get(id), window)) {
      calendar.createEvent({
        id: occurrence.index ? `${id}-${occurrence.index}@vela` : eventUid(id),
        start: new Date(occurrence.start),
        end: new Date(occurrence.end),
        allDay: Number(row[allDayColumn] ?? 0) === 1,
        summary: text(row.name),
        location: text(row[locationColumn]) || null,
        stamp: new Date(Date.parse(text(row.lastmodifydate)) || now),
        ...(invitation?.organiser.email
          ? {
              organizer: invitation.organiser,
              attendees: invitation.attendees.map((attendee) => ({
                name: attendee.name,
                email: attendee.email,
                status: ATTENDEE_STATUS[attendee.response],
              })),
            }
          : {}),
      });
    }
  }
  return calendar.toString();
}

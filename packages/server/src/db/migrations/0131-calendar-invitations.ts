import type { Generated, Kysely } from 'kysely';

/**
 * The iCalendar side of an event's invitations (issue 22): the SEQUENCE the
 * invitees' calendars last got (RFC 5546: a changed time goes out with a
 * higher one, so their copy is replaced, not duplicated) and the times it
 * carried, to tell a changed time from any other save.
 */
export interface CalendarInvitationTable {
  event_id: string;
  org_id: string;
  sequence: number;
  /** The stored UTC start and end the last invitation e-mails carried. */
  begintime: string;
  endtime: string;
  /** Migration 0140: the rule last sent (core's RecurrenceRule as JSON, '' for a single event). */
  rule: Generated<string>;
  /** Migration 0140: an occurrence cut out on its own: the series whose UID it carries, and */
  series_id: string | null;
  /** the occurrence's original stored UTC start (its RECURRENCE-ID). */
  recurrence_id: string | null;
}

export interface CalendarInvitationTables {
  calendar_invitation: CalendarInvitationTable;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('calendar_invitation')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('begintime', 'text', (c) => c.notNull())
    .addColumn('endtime', 'text', (c) => c.notNull())
    .execute();
}

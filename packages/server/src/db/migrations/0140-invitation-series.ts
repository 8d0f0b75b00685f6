import type { Kysely } from 'kysely';

/**
 * Invitations of a repeating event (issue 22): the rule the invitees'
 * calendars last got (core's RecurrenceRule as JSON, '' for a single event), so a changed
 * rule goes out as an update like a changed time; and, for an occurrence cut
 * out of its series on its own, the series whose UID its invitations carry
 * and the original start of the occurrence (its RECURRENCE-ID), so the
 * invitees' calendars change that one occurrence instead of adding an event.
 * The columns are typed on 0131's table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('calendar_invitation')
    .addColumn('rule', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('calendar_invitation').addColumn('series_id', 'text').execute();
  await db.schema.alterTable('calendar_invitation').addColumn('recurrence_id', 'text').execute();
}

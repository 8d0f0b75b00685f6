import type { Kysely } from 'kysely';

/**
 * Invitees of events (issue 22): a user, contact or lead invited to an Event
 * record, with their answer. The name is kept as invited for contacts and
 * leads (an invited user may not read the contact); users' names are read live.
 * An invited user's right to read the event is a share of the access module.
 */
export interface CalendarInviteeTable {
  event_id: string;
  org_id: string;
  /** user | contact | lead. */
  kind: string;
  ref_id: string;
  name: string;
  /** none | accepted | declined | tentative. */
  response: string;
  responded_at: string | null;
  invited_at: string;
}

export interface CalendarInviteeTables {
  calendar_invitee: CalendarInviteeTable;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('calendar_invitee')
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('response', 'text', (c) => c.notNull().defaultTo('none'))
    .addColumn('responded_at', 'text')
    .addColumn('invited_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('calendar_invitee_pk', ['event_id', 'kind', 'ref_id'])
    .execute();
  // A user's invitations, for their calendar and free/busy.
  await db.schema
    .createIndex('calendar_invitee_ref_idx')
    .on('calendar_invitee')
    .columns(['ref_id'])
    .execute();
}

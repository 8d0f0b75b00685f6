import type { Kysely } from 'kysely';

/**
 * Company milestones, "major events" (issue 18, setup pages importantEvent, NewMajorEvents…): event
 * types an administrator defines, and milestones on accounts shown on the account page's timeline.
 * Owned by module major-events.
 */
export interface MajorEventTypeTable {
  id: string;
  org_id: string;
  name: string;
  /** One of core MAJOR_EVENT_COLOURS. */
  colour: string;
  description: string;
  active: number;
  created_at: string;
  updated_at: string;
}

export interface MajorEventTable {
  id: string;
  org_id: string;
  account_id: string;
  type_id: string;
  /** YYYY-MM-DD. */
  event_date: string;
  title: string;
  description: string;
  created_by: string;
  created_at: string;
  updated_at: string;
}

export interface MajorEventTables {
  major_event_type: MajorEventTypeTable;
  major_event: MajorEventTable;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('major_event_type')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('colour', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('major_event_type_org').on('major_event_type').column('org_id').execute();
  await db.schema
    .createTable('major_event')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('type_id', 'text', (c) => c.notNull())
    .addColumn('event_date', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('major_event_account')
    .on('major_event')
    .columns(['org_id', 'account_id', 'event_date'])
    .execute();
  await db.schema.createIndex('major_event_type_use').on('major_event').column('type_id').execute();
}

import type { Kysely } from 'kysely';

/**
 * The calendar (issue 22): what an Event record has no field for. A series
 * is the event record plus its rule; occurrences are expanded when read.
 * Reminders are delivered by the job runner into calendar_notice. The feed
 * link's token is kept only as its hash.
 */
export interface CalendarSeriesTable {
  event_id: string;
  org_id: string;
  /** DAILY | WEEKLY | MONTHLY. */
  freq: string;
  interval_n: number;
  /** JSON array of weekdays, 0 = Monday. */
  by_weekday: string;
  count_n: number | null;
  /** 'YYYY-MM-DD' in the series' zone. */
  until_day: string | null;
  time_zone: string;
  /** JSON array of occurrence indexes edited on their own or removed from the series. */
  exceptions: string;
  updated_at: string;
}

export interface CalendarReminderTable {
  event_id: string;
  user_id: string;
  org_id: string;
  minutes_before: number;
  /** Stored UTC time of the next delivery; null when no occurrence is left to remind of. */
  next_fire_at: string | null;
}

export interface CalendarNoticeTable {
  id: string;
  org_id: string;
  user_id: string;
  event_id: string;
  title: string;
  starts_at: string;
  fired_at: string;
  dismissed: number;
}

export interface CalendarFeedTable {
  user_id: string;
  org_id: string;
  /** SHA-256 (hex) of the secret token. */
  token_hash: string;
  created_at: string;
}

export interface CalendarTables {
  calendar_series: CalendarSeriesTable;
  calendar_reminder: CalendarReminderTable;
  calendar_notice: CalendarNoticeTable;
  calendar_feed: CalendarFeedTable;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('calendar_series')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('freq', 'text', (c) => c.notNull())
    .addColumn('interval_n', 'integer', (c) => c.notNull())
    .addColumn('by_weekday', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('count_n', 'integer')
    .addColumn('until_day', 'text')
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('exceptions', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('calendar_reminder')
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('minutes_before', 'integer', (c) => c.notNull())
    .addColumn('next_fire_at', 'text')
    .addPrimaryKeyConstraint('calendar_reminder_pk', ['event_id', 'user_id'])
    .execute();
  await db.schema
    .createTable('calendar_notice')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('fired_at', 'text', (c) => c.notNull())
    .addColumn('dismissed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('calendar_notice_user_idx')
    .on('calendar_notice')
    .columns(['user_id', 'dismissed'])
    .execute();
  await db.schema
    .createTable('calendar_feed')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

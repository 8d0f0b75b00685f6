import { type Kysely, sql } from 'kysely';

/**
 * Appointment scheduling (issue 22): bookable services, their bookings, and one lock row per deliverer.
 * Times are ISO-8601 UTC text ('2026-11-30T09:00:00.000Z'), which sorts as it compares.
 */
export interface BookingServiceTable {
  id: string;
  org_id: string;
  name: string;
  description: string;
  duration_minutes: number;
  buffer_before_minutes: number;
  buffer_after_minutes: number;
  horizon_days: number;
  time_zone: string;
  /** 'weekly' (weekly_hours) or 'shifts' (the resources' shift records). */
  hours_source: string;
  /** JSON: [{weekday, start, end}]. */
  weekly_hours: string;
  /** JSON: [{kind: 'user' | 'resource', id}]. */
  deliverers: string;
  /** 'contact' or 'lead': what a booking creates for a visitor no record has the e-mail of. */
  create_as: string;
  is_active: number;
  /** The public link's secret. */
  slug: string;
  created_by: string;
  created_at: string;
  updated_at: string;
}

export interface BookingTable {
  id: string;
  org_id: string;
  service_id: string;
  deliverer_kind: string;
  deliverer_id: string;
  start_at: string;
  end_at: string;
  /** The slot widened by the service's buffers as they were when booked: what it blocks. */
  blocked_start: string;
  blocked_end: string;
  /** 'booked' or 'cancelled'. */
  status: string;
  visitor_name: string;
  visitor_email: string;
  visitor_phone: string;
  event_id: string;
  person_id: string;
  person_object: string;
  created_at: string;
  cancelled_at: string | null;
}

/**
 * One row per deliverer: a booking updates the rows of its service's deliverers (in id order) before
 * it checks the slot, so two bookings of the same people run one after the other on PostgreSQL (row
 * locks) as on SQLite (one writer).
 */
export interface BookingLockTable {
  deliverer_id: string;
  org_id: string;
  seq: number;
}

export interface BookingTables {
  booking_service: BookingServiceTable;
  booking: BookingTable;
  booking_lock: BookingLockTable;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('booking_service')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('duration_minutes', 'integer', (c) => c.notNull())
    .addColumn('buffer_before_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('buffer_after_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('horizon_days', 'integer', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('hours_source', 'text', (c) => c.notNull().defaultTo('weekly'))
    .addColumn('weekly_hours', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('deliverers', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('create_as', 'text', (c) => c.notNull().defaultTo('contact'))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('booking_service_org_idx')
    .on('booking_service')
    .columns(['org_id', 'name'])
    .execute();

  await db.schema
    .createTable('booking')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('service_id', 'text', (c) => c.notNull())
    .addColumn('deliverer_kind', 'text', (c) => c.notNull())
    .addColumn('deliverer_id', 'text', (c) => c.notNull())
    .addColumn('start_at', 'text', (c) => c.notNull())
    .addColumn('end_at', 'text', (c) => c.notNull())
    .addColumn('blocked_start', 'text', (c) => c.notNull())
    .addColumn('blocked_end', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('booked'))
    .addColumn('visitor_name', 'text', (c) => c.notNull())
    .addColumn('visitor_email', 'text', (c) => c.notNull())
    .addColumn('visitor_phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('event_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('person_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('person_object', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('cancelled_at', 'text')
    .execute();
  await db.schema
    .createIndex('booking_org_start_idx')
    .on('booking')
    .columns(['org_id', 'status', 'start_at'])
    .execute();
  await db.schema
    .createIndex('booking_deliverer_idx')
    .on('booking')
    .columns(['deliverer_id', 'status', 'blocked_start'])
    .execute();
  // The last word against a double booking: one live booking per deliverer and start.
  await db.schema
    .createIndex('booking_live_slot_uq')
    .on('booking')
    .columns(['deliverer_id', 'start_at'])
    .unique()
    .where(sql.ref('status'), '=', 'booked')
    .execute();

  await db.schema
    .createTable('booking_lock')
    .addColumn('deliverer_id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('booking_lock').execute();
  await db.schema.dropTable('booking').execute();
  await db.schema.dropTable('booking_service').execute();
}

import type { Generated, Kysely } from 'kysely';
import type { DialectName } from '../database.js';

/**
 * Report subscriptions (issue 19): a person has a report run as them on a
 * schedule and e-mailed; the job runner sends the due ones.
 */
export interface ReportSubscriptionTable {
  id: string;
  org_id: string;
  user_id: string;
  /** The report's id; the dashboard's when `target` is 'dashboard'. */
  report_id: string;
  /** 'report' or 'dashboard' (added by 0128). */
  target: Generated<string>;
  /** Monthly ones: the day of the month, 1–28 (added by 0128). */
  day_of_month: Generated<number>;
  /** daily, weekly or (dashboards) monthly. */
  frequency: string;
  /** 0–23 in the subscriber's time zone. */
  hour: number;
  /** Weekly: 1 Monday … 7 Sunday. */
  weekday: number;
  /** csv or xlsx. */
  format: string;
  /** Extra addresses beside the subscriber's own, as a JSON array. */
  recipients_json: string;
  next_run_at: string;
  last_run_at: string | null;
  /** pending, sent or failed. */
  status: string;
  last_error: string;
  created_at: string;
}

export interface ReportSubscriptionTables {
  report_subscription: ReportSubscriptionTable;
}

export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('report_subscription')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('report_id', 'text', (c) => c.notNull())
    .addColumn('frequency', 'text', (c) => c.notNull())
    .addColumn('hour', 'integer', (c) => c.notNull())
    .addColumn('weekday', 'integer', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('recipients_json', 'text', (c) => c.notNull())
    .addColumn('next_run_at', 'text', (c) => c.notNull())
    .addColumn('last_run_at', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // The scheduler's question: which are due.
  await db.schema
    .createIndex('report_subscription_due_idx')
    .on('report_subscription')
    .columns(['next_run_at'])
    .execute();
  await db.schema
    .createIndex('report_subscription_user_idx')
    .on('report_subscription')
    .columns(['user_id', 'report_id'])
    .execute();
}

import type { Kysely } from 'kysely';

/**
 * Dashboard subscriptions (issue 19): a dashboard's figures e-mailed on a schedule, kept in the report
 * subscriptions' table so one sweep, one set of rules and one list serve both. `target` says which
 * ('report' for every row of before), `day_of_month` the day a monthly one runs; both are typed on
 * 0114's table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('report_subscription')
    .addColumn('target', 'text', (c) => c.notNull().defaultTo('report'))
    .execute();
  await db.schema
    .alterTable('report_subscription')
    .addColumn('day_of_month', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

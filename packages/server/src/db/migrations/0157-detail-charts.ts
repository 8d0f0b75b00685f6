import type { Kysely } from 'kysely';

/**
 * Charts on record detail pages (issue 19, setup pages `reportChart` and `detailsPageChart`): a saved
 * report with a chart, shown on the detail page of `object_api`'s records, filtered to the record through
 * `link_field` (a lookup of the report's object that points at `object_api`). Owned by module reports.
 */
export interface DetailChartTable {
  id: string;
  org_id: string;
  /** The object whose record detail pages show the chart (its API name). */
  object_api: string;
  report_id: string;
  /** The report object's lookup field, by API name, that points at object_api's records. */
  link_field: string;
  label: string;
  position: number;
  updated_at: string;
}

export interface DetailChartTables {
  detail_chart: DetailChartTable;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('detail_chart')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('object_api', 'text', (c) => c.notNull())
    .addColumn('report_id', 'text', (c) => c.notNull())
    .addColumn('link_field', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('detail_chart_object')
    .on('detail_chart')
    .columns(['org_id', 'object_api'])
    .execute();
}

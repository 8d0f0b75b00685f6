/**
 * Reports (issue 19): the list and builder screens are loaded by the route table; others link here, and
 * dashboards share through the same dialog as report folders.
 */

export { type ChartPoint, chartPoints } from './chart-data.js';
export { chartOption, loadCharts } from './chart-options.js';
/** Dashboards subscribe through these: one schedule engine, one "My subscriptions" for both. */
export { DashboardSubscribeDialog } from './DashboardSubscribeDialog.js';
/** The record detail page's Charts tab: the detail page charts set in setup, run for the record. */
export { useRecordChartsTab } from './RecordCharts.js';
export { newReportPath, reportListPath, reportPath } from './reports-api.js';
export { ShareDialog } from './ShareDialog.js';
export { SubscriptionDrawer } from './SubscriptionDrawer.js';

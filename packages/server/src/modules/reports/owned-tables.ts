/**
 * The tables this module owns (reports). Only this module queries them; another module
 * calls a function this module's index exports. scripts/check-boundaries.mjs checks it.
 */
export const OWNED_TABLES = [
  'report',
  'report_folder',
  'report_folder_share',
  'report_subscription',
  'custom_sql_report',
  'report_type',
  'detail_chart',
  'report_template',
] as const;

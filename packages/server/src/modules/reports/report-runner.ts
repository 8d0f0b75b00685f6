import type { ReportDefinition, ReportResult } from '@vela/core';
import type { CurrentUser } from '../../http/current-user.js';
import type { ModuleContext } from '../module.js';
import { planReport } from './report-plan.js';
import { runReportPlan } from './report-run.js';
import { storedDefinition } from './report-store.js';

/** Checks a definition as the user and runs it: their rows, their fields. */
export async function runReportDefinition(
  context: ModuleContext,
  user: CurrentUser,
  definition: ReportDefinition,
  pageIndex = 1,
  rowsOnly = false,
): Promise<ReportResult> {
  const plan = await planReport(context, user, definition);
  return runReportPlan(context.database, user, plan, pageIndex, rowsOnly);
}

/**
 * Runs a saved report by id for a user (dashboards and home pages call this): a report the user
 * may not run is "not found", and the rows are those the user may read.
 */
export async function runSavedReport(
  context: ModuleContext,
  user: CurrentUser,
  reportId: string,
  options: { pageIndex?: number; rowsOnly?: boolean } = {},
): Promise<ReportResult> {
  const definition = await storedDefinition(context.database, user, reportId, 'run');
  return runReportDefinition(context, user, definition, options.pageIndex ?? 1, options.rowsOnly ?? false);
}

import {
  type DashboardComponentResult,
  type DashboardFilter,
  type DateGranularity,
  isDateType,
  type ReportDefinition,
  type ReportResult,
  segmentFilters,
} from '@vela/core';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, badRequest } from '../../http/envelope.js';
import type { ModuleContext } from '../module.js';
import { readReportFor, reportFields, runReportDefinition } from '../reports/index.js';
import { componentsOf, findVisibleDashboard, runningUser } from './dashboard-store.js';

/**
 * The dashboard filters a report's object has a readable field for join its own filters;
 * the others are named back so the screen can say which component ignored which filter.
 */
async function withDashboardFilters(
  context: ModuleContext,
  runAs: CurrentUser,
  definition: ReportDefinition,
  filters: readonly DashboardFilter[],
): Promise<{ definition: ReportDefinition; skipped: number[] }> {
  if (filters.length === 0) return { definition, skipped: [] };
  const { fields } = await reportFields(context, runAs, definition.objectApi);
  const known = new Set(fields.map((field) => field.apiName.toLowerCase()));
  const skipped: number[] = [];
  const applied = filters.filter((filter, index) => {
    if (known.has(filter.field.toLowerCase())) return true;
    skipped.push(index);
    return false;
  });
  return { definition: { ...definition, filters: [...definition.filters, ...applied] }, skipped };
}

/** A refusal of one of the dashboard's own filters is renumbered to it, never blamed on the report. */
function renamed(error: AppError, reportFilterCount: number): string {
  return error.message.replace(/^Filter (\d+)/, (whole, n: string) =>
    Number(n) > reportFilterCount ? `Dashboard filter ${Number(n) - reportFilterCount}` : whole,
  );
}

/** Every component, each through the reports module as the running user; one failing component never hides the others. */
export async function runDashboard(
  context: ModuleContext,
  viewer: CurrentUser,
  id: string,
  filters: readonly DashboardFilter[],
): Promise<{ ranAs: { userId: string; name: string }; components: DashboardComponentResult[] }> {
  const row = await findVisibleDashboard(context.database, viewer, id);
  const runAs = await runningUser(context.database, viewer, row.running_user_id);
  const components = await Promise.all(
    componentsOf(row).map(async (component): Promise<DashboardComponentResult> => {
      let reportName = '';
      let ownFilters = 0;
      try {
        const report = await readReportFor(context.database, runAs, component.reportId, 'run');
        reportName = report.name;
        ownFilters = report.definition.filters.length;
        const { definition, skipped } = await withDashboardFilters(
          context,
          runAs,
          report.definition,
          filters,
        );
        const result = await runReportDefinition(context, runAs, definition);
        return { id: component.id, reportName, result, error: null, skippedFilters: skipped };
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return {
          id: component.id,
          reportName,
          result: null,
          error: renamed(error, ownFilters),
          skippedFilters: [],
        };
      }
    }),
  );
  return { ranAs: { userId: runAs.userId, name: runAs.name }, components };
}

/** The period a grouping's keys stand for: a date grouped without one is grouped by month (the reports' rule). */
async function granularityOf(
  context: ModuleContext,
  runAs: CurrentUser,
  definition: ReportDefinition,
  grouping: ReportDefinition['groupings'][number],
): Promise<DateGranularity | null> {
  if (grouping.dateGranularity) return grouping.dateGranularity;
  const { fields } = await reportFields(context, runAs, definition.objectApi);
  const field = fields.find((candidate) => candidate.apiName.toLowerCase() === grouping.field.toLowerCase());
  return field && isDateType(field.type) ? 'month' : null;
}

/**
 * The records behind one segment: the component's report as a tabular run, with the dashboard
 * filters and the segment's own (its first grouping equal to the clicked key), as the running user.
 */
export async function drillDown(
  context: ModuleContext,
  viewer: CurrentUser,
  question: {
    id: string;
    componentId: string;
    key: string | null;
    filters: readonly DashboardFilter[];
    pageIndex: number;
  },
): Promise<ReportResult> {
  const row = await findVisibleDashboard(context.database, viewer, question.id);
  const component = componentsOf(row).find((candidate) => candidate.id === question.componentId);
  if (!component) throw badRequest(`Component: the dashboard has no component "${question.componentId}"`);
  const runAs = await runningUser(context.database, viewer, row.running_user_id);
  const report = await readReportFor(context.database, runAs, component.reportId, 'run');
  const { definition } = await withDashboardFilters(context, runAs, report.definition, question.filters);
  const grouping = definition.groupings[0];
  const segment = grouping
    ? segmentFilters(grouping.field, question.key, await granularityOf(context, runAs, definition, grouping))
    : [];
  if (!segment) throw badRequest(`Segment: "${question.key}" is not a value ${grouping?.field} groups by`);
  const columns = definition.columns.length > 0 ? definition.columns : ['name'];
  return runReportDefinition(
    context,
    runAs,
    {
      ...definition,
      format: 'tabular',
      columns,
      groupings: [],
      summaries: [],
      chart: null,
      filters: [...definition.filters, ...segment],
    },
    question.pageIndex,
  );
}

import { z } from 'zod';
import {
  DASHBOARD_COLUMNS,
  DASHBOARD_COMPONENT_KINDS,
  DASHBOARD_MAX_ROWS,
  MAX_DASHBOARD_COMPONENTS,
  MAX_DASHBOARD_FILTERS,
} from '../dashboards/dashboard-rules.js';
import { MAX_DASHBOARD_SHARES } from '../dashboards/dashboard-sharing.js';
import { defineCall } from './call-contract.js';
import { reportFolderShareSchema, reportSharePrincipalSchema } from './report-folders.js';
import { reportFilterSchema, reportResultSchema } from './reports.js';

/** The dashboard calls of issue 19 (server module dashboards). */

const dashboardId = z.string().min(1).max(64);
const componentId = z.string().min(1).max(40);
const cell = (max: number) => z.number().int().min(0).max(max);

export const gridBoxSchema = z.strictObject({
  x: cell(DASHBOARD_COLUMNS - 1),
  y: cell(DASHBOARD_MAX_ROWS - 1),
  w: z.number().int().min(1).max(DASHBOARD_COLUMNS),
  h: z.number().int().min(1).max(DASHBOARD_MAX_ROWS),
});

export const dashboardComponentSchema = gridBoxSchema.extend({
  id: componentId,
  kind: z.enum(DASHBOARD_COMPONENT_KINDS),
  /** The saved report that feeds it; run as the dashboard's running user. */
  reportId: z.string().min(1).max(64),
  /** Empty: the report's name. */
  title: z.string().trim().max(80).default(''),
  /** Gauges: the value at the end of the dial. */
  gaugeMax: z.number().positive().max(1e15).nullable().default(null),
});
export type DashboardComponent = z.infer<typeof dashboardComponentSchema>;

/** Dashboard conditions (spec 1 §3): the same filters reports take, kept in the global state per dashboard. */
export const dashboardFiltersSchema = z.array(reportFilterSchema).max(MAX_DASHBOARD_FILTERS);
export type DashboardFilter = z.infer<typeof reportFilterSchema>;

export const dashboardInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** The list groups dashboards by folder; '' is the unfiled group. */
  folder: z.string(),
  ownerId: z.string(),
  ownerName: z.string(),
  isPublic: z.boolean(),
  /** Null: each viewer runs it with their own access; else the fixed user it runs as (set by an administrator). */
  runningUserId: z.string().nullable(),
  runningUserName: z.string(),
  /** What the caller may do: view (open, run), edit (change it, arrange it), manage (also share, delete). */
  access: z.enum(['view', 'edit', 'manage']),
  canEdit: z.boolean(),
  /** How many users, roles and public groups it is shared with. */
  shareCount: z.number().int(),
  componentCount: z.number().int(),
  updatedAt: z.string(),
});
export type DashboardInfo = z.infer<typeof dashboardInfoSchema>;

export const dashboardSchema = dashboardInfoSchema.extend({
  components: z.array(dashboardComponentSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const getDashboardListContract = defineCall({
  path: '/dashboard/getDashboardList',
  summary:
    "Dashboards the caller may open (their own, the organisation's, those shared with them, their role or a public group of theirs), by folder then name, searched by name or folder",
  request: z.strictObject({ keyword: z.string().max(200).default('') }),
  response: z.object({ dashboards: z.array(dashboardInfoSchema) }),
});

export const getDashboardContract = defineCall({
  path: '/dashboard/getDashboard',
  summary: 'One dashboard with its components and their places on the grid',
  request: z.strictObject({ id: dashboardId }),
  response: dashboardSchema,
});

export const saveDashboardContract = defineCall({
  path: '/dashboard/saveDashboard',
  summary:
    'Creates (no id) or changes (edit access: its owner, an administrator, an edit share) a dashboard; each component must name a report the running user may run, and boxes may not overlap. Only an administrator sets a fixed running user',
  request: z.strictObject({
    id: dashboardId.optional(),
    name: z.string().max(400),
    description: z.string().max(2000).default(''),
    folder: z.string().max(80).default(''),
    isPublic: z.boolean().default(false),
    runningUserId: z.string().min(1).max(64).nullable().default(null),
    components: z.array(dashboardComponentSchema).max(MAX_DASHBOARD_COMPONENTS),
  }),
  response: dashboardSchema,
});

export const saveDashboardLayoutContract = defineCall({
  path: '/dashboard/saveLayout',
  summary: "Saves where the dashboard's components sit after a drag or a resize (edit access)",
  request: z.strictObject({
    id: dashboardId,
    layout: z.array(gridBoxSchema.extend({ id: componentId })).max(MAX_DASHBOARD_COMPONENTS),
  }),
  response: dashboardSchema,
});

export const deleteDashboardContract = defineCall({
  path: '/dashboard/deleteDashboard',
  summary: 'Deletes a dashboard (its owner or an administrator)',
  request: z.strictObject({ id: dashboardId }),
  response: z.object({ id: z.string() }),
});

export const dashboardComponentResultSchema = z.object({
  id: z.string(),
  reportName: z.string(),
  /** Null when it could not run; then error says why. */
  result: reportResultSchema.nullable(),
  /** Why the component could not run (its report deleted, a field no longer readable…). */
  error: z.string().nullable(),
  /** The dashboard filters this component's object has no field for, left out of its run. */
  skippedFilters: z.array(z.number().int()),
});
export type DashboardComponentResult = z.infer<typeof dashboardComponentResultSchema>;

export const runDashboardContract = defineCall({
  path: '/dashboard/runDashboard',
  summary:
    'Runs every component of a dashboard in one call, as the viewer or the fixed running user, with the dashboard filters applied where the object has the field',
  request: z.strictObject({ id: dashboardId, filters: dashboardFiltersSchema.default([]) }),
  response: z.object({
    ranAs: z.object({ userId: z.string(), name: z.string() }),
    components: z.array(dashboardComponentResultSchema),
  }),
});

export const drillDashboardContract = defineCall({
  path: '/dashboard/drillDown',
  summary:
    "The records behind one chart segment (its first grouping's key; null: the empty group), as the component's run would read them, a page at a time",
  request: z.strictObject({
    id: dashboardId,
    componentId,
    key: z.string().max(500).nullable(),
    filters: dashboardFiltersSchema.default([]),
    pageIndex: z.number().int().min(1).max(100_000).default(1),
  }),
  response: reportResultSchema,
});

export const getDashboardSharesContract = defineCall({
  path: '/dashboard/getDashboardShares',
  summary:
    "A dashboard's shares, and the users, roles and public groups it may be shared with (its owner or an administrator)",
  request: z.strictObject({ id: dashboardId }),
  response: z.object({
    shares: z.array(reportFolderShareSchema.extend({ name: z.string() })),
    principals: z.array(reportSharePrincipalSchema),
  }),
});

export const saveDashboardSharesContract = defineCall({
  path: '/dashboard/saveDashboardShares',
  summary:
    "Replaces a dashboard's shares with users, roles and public groups, each view or edit (its owner or an administrator)",
  request: z.strictObject({
    id: dashboardId,
    shares: z.array(reportFolderShareSchema).max(MAX_DASHBOARD_SHARES),
  }),
  response: z.object({ id: z.string(), shareCount: z.number().int() }),
});

import type {
  DashboardComponent,
  DashboardFilter,
  deleteDashboardContract,
  drillDashboardContract,
  getDashboardContract,
  getDashboardListContract,
  getDashboardSharesContract,
  getReportFieldsContract,
  getReportListContract,
  ReportFolderShare,
  runDashboardContract,
  saveDashboardContract,
  saveDashboardLayoutContract,
  saveDashboardSharesContract,
} from '@vela/core';
import { api } from '../../api/index.js';

/** The dashboard calls of issue 19 (server module dashboards): requests and answers are core's contracts. */
export type {
  Dashboard,
  DashboardComponent,
  DashboardComponentResult,
  DashboardFilter,
  DashboardInfo,
  ReportResult,
} from '@vela/core';

export const DASHBOARDS_QUERY_KEY = 'dashboards';

export const fetchDashboardList = async (keyword: string) =>
  (await api.call<typeof getDashboardListContract>('/dashboard/getDashboardList', { keyword })).data;
export const fetchDashboard = async (id: string) =>
  (await api.call<typeof getDashboardContract>('/dashboard/getDashboard', { id })).data;
export const deleteDashboard = async (id: string) =>
  (await api.call<typeof deleteDashboardContract>('/dashboard/deleteDashboard', { id })).data;
/** The dialogs show the server's reason (a box overlapping, a report not readable) in place. */
export const saveDashboard = async (dashboard: {
  id?: string;
  name: string;
  folder: string;
  isPublic: boolean;
  runningUserId: string | null;
  components: DashboardComponent[];
}) =>
  (
    await api.call<typeof saveDashboardContract>('/dashboard/saveDashboard', dashboard, {
      callerHandlesErrors: true,
    })
  ).data;
export const saveLayout = async (
  id: string,
  layout: Array<Pick<DashboardComponent, 'id' | 'x' | 'y' | 'w' | 'h'>>,
) => (await api.call<typeof saveDashboardLayoutContract>('/dashboard/saveLayout', { id, layout })).data;
export const fetchDashboardShares = async (id: string) =>
  (await api.call<typeof getDashboardSharesContract>('/dashboard/getDashboardShares', { id })).data;
export const saveDashboardShares = async (id: string, shares: ReportFolderShare[]) =>
  (await api.call<typeof saveDashboardSharesContract>('/dashboard/saveDashboardShares', { id, shares })).data;
export const runDashboard = async (id: string, filters: DashboardFilter[]) =>
  (await api.call<typeof runDashboardContract>('/dashboard/runDashboard', { id, filters })).data;
export const drillDown = async (question: {
  id: string;
  componentId: string;
  key: string | null;
  filters: DashboardFilter[];
  pageIndex: number;
}) => (await api.call<typeof drillDashboardContract>('/dashboard/drillDown', question)).data;
/** The reports a component may show: the ones the user may run. */
export const fetchRunnableReports = async (keyword: string) =>
  (
    await api.call<typeof getReportListContract>('/report/getReportList', {
      keyword,
      pageIndex: 1,
      pageSize: 100,
    })
  ).data;

/** The fields a dashboard filter may name on one object (the caller's readable ones). */
export const fetchFilterFields = async (objectApi: string) =>
  (await api.call<typeof getReportFieldsContract>('/report/getReportFields', { objectApi })).data;

/** A record's page (spec 1 §2.2), the path the segment's and home page's rows link to. */
export const recordDetailPath = (id: string) => `/commonObjects/detail/${encodeURIComponent(id)}/DETAIL`;

export const dashboardListPath = () => '/dashboardObject/dashBoardList';
export const dashboardPath = (id: string) => `/dashboardObject/dashboardIndex/${encodeURIComponent(id)}`;

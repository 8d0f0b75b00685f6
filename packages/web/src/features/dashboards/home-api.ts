import type {
  getApprovalListContract,
  getCalendarContract,
  getHomePageContract,
  getRolePagesContract,
  getViewListDataContract,
  HomeComponent,
  listRolesContract,
  runReportContract,
  savePersonalPageContract,
  saveRolePageContract,
} from '@vela/core';
import { api } from '../../api/index.js';

/** The home page calls of issue 19, and the reads its components show (other modules' calls, by contract). */
export type { HomeComponent, HomePage, RolePage } from '@vela/core';

export const HOME_QUERY_KEY = 'homePage';
const HOME_ROWS = 5;

/** Quietly: the Home tab still shows its welcome and tabs should the page not load (no error dialog over it). */
export const fetchHomePage = async () =>
  (await api.call<typeof getHomePageContract>('/homePage/getHomePage', {}, { callerHandlesErrors: true }))
    .data;
export const fetchRolePages = async () =>
  (await api.call<typeof getRolePagesContract>('/homePage/getRolePages', {})).data;
export const fetchRoles = async () =>
  (await api.call<typeof listRolesContract>('/access/role/list', {})).data;
/** The editors show the server's reason (a component without its target) in place. */
export const saveRolePage = async (page: {
  roleId: string | null;
  name: string;
  components: HomeComponent[];
}) =>
  (await api.call<typeof saveRolePageContract>('/homePage/saveRolePage', page, { callerHandlesErrors: true }))
    .data;
export const savePersonalPage = async (components: HomeComponent[] | null) =>
  (
    await api.call<typeof savePersonalPageContract>(
      '/homePage/savePersonalPage',
      { components },
      { callerHandlesErrors: true },
    )
  ).data;

export const runSavedReport = async (id: string) =>
  (await api.call<typeof runReportContract>('/report/runReport', { id }, { callerHandlesErrors: true })).data;
/** An object's default list view, first rows. */
export const fetchListRows = async (objectApi: string) =>
  (
    await api.call<typeof getViewListDataContract>('/view/getViewListData', {
      objectApi,
      pageSize: HOME_ROWS,
    })
  ).data;
/** The caller's own records of an object, most recently changed first. */
export const fetchRecentRows = async (objectApi: string) =>
  (
    await api.call<typeof getViewListDataContract>('/view/getViewListData', {
      objectApi,
      scope: 'mine',
      sort: { field: 'lastmodifydate', order: 'desc' },
      pageSize: HOME_ROWS,
    })
  ).data;
/** My events and tasks of the next seven days. */
export const fetchMyWeek = async (now: Date) => {
  const stamp = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');
  const to = new Date(now.getTime() + 7 * 24 * 3_600_000);
  return (
    await api.call<typeof getCalendarContract>('/calendar/getCalendar', {
      from: stamp(now),
      to: stamp(to),
      scope: 'mine',
    })
  ).data;
};
export const fetchWaitingApprovals = async () =>
  (
    await api.call<typeof getApprovalListContract>('/approval/getApprovalList', {
      box: 'waiting',
      pageSize: HOME_ROWS,
    })
  ).data;

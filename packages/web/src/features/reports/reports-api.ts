import {
  buildRequestHead,
  type CallRequest,
  type deleteReportContract,
  type deleteReportFolderContract,
  type deleteReportSubscriptionContract,
  type ExportFormat,
  type getReportContract,
  type getReportFieldsContract,
  type getReportFolderSharesContract,
  type getReportFoldersContract,
  type getReportListContract,
  type getReportPermissionsContract,
  type getReportSubscriptionsContract,
  type getReportTypesContract,
  type ReportDefinition,
  type ReportFolderShare,
  type runReportContract,
  type saveReportContract,
  type saveReportFolderContract,
  type saveReportFolderSharesContract,
  type saveReportPermissionContract,
  type saveReportSubscriptionContract,
  type sendReportSubscriptionContract,
} from '@vela/core';
import { api } from '../../api/index.js';

/** The report calls of issue 19 (server module reports): requests and answers are core's contracts. */
export type {
  ReportDefinition,
  ReportField,
  ReportFolder,
  ReportFolderShare,
  ReportGroup,
  ReportInfo,
  ReportResult,
  ReportSubscription,
  SavedReport,
} from '@vela/core';

export const REPORTS_QUERY_KEY = 'reports';

export const fetchReportTypes = async () =>
  (await api.call<typeof getReportTypesContract>('/report/getReportTypes', {})).data;
export const fetchReportFields = async (objectApi: string, reportTypeId?: string) =>
  (
    await api.call<typeof getReportFieldsContract>(
      '/report/getReportFields',
      reportTypeId ? { objectApi, reportTypeId } : { objectApi },
    )
  ).data;
export const fetchReportList = async (
  keyword: string,
  pageIndex: number,
  pageSize: number,
  folderId?: string | undefined,
) =>
  (
    await api.call<typeof getReportListContract>('/report/getReportList', {
      keyword,
      pageIndex,
      pageSize,
      ...(folderId ? { folderId } : {}),
    })
  ).data;
export const fetchReportFolders = async () =>
  (await api.call<typeof getReportFoldersContract>('/report/getReportFolders', {})).data;
/** A name refused (blank, too long) is shown beside the name field, not as a dialog. */
export const saveReportFolder = async (folder: { id?: string; name: string }) =>
  (
    await api.call<typeof saveReportFolderContract>('/report/saveReportFolder', folder, {
      callerHandlesErrors: true,
    })
  ).data;
/** A folder still holding reports is refused with 10801, which the request layer shows as a toast. */
export const deleteReportFolder = async (id: string) =>
  (await api.call<typeof deleteReportFolderContract>('/report/deleteReportFolder', { id })).data;
export const fetchReportFolderShares = async (id: string) =>
  (await api.call<typeof getReportFolderSharesContract>('/report/getReportFolderShares', { id })).data;
export const saveReportFolderShares = async (id: string, shares: ReportFolderShare[]) =>
  (await api.call<typeof saveReportFolderSharesContract>('/report/saveReportFolderShares', { id, shares }))
    .data;
export const fetchReport = async (id: string) =>
  (await api.call<typeof getReportContract>('/report/getReport', { id })).data;
export const deleteReport = async (id: string) =>
  (await api.call<typeof deleteReportContract>('/report/deleteReport', { id })).data;
/** The builder shows the server's reason (a name missing, a field not readable) beside the form. */
export const saveReport = async (report: {
  id?: string;
  name: string;
  isPublic: boolean;
  folderId: string | null;
  definition: ReportDefinition;
}) =>
  (await api.call<typeof saveReportContract>('/report/saveReport', report, { callerHandlesErrors: true }))
    .data;
/** The preview runs drafts while they are edited: a refusal is shown in place, not as a dialog. */
/** Runs the builder's definition; `reportId` names the saved report it was opened from, whose flags apply. */
export const runReport = async (
  definition: ReportDefinition,
  pageIndex: number,
  rowsOnly = false,
  reportId?: string,
) =>
  (
    await api.call<typeof runReportContract>(
      '/report/runReport',
      { definition, pageIndex, rowsOnly, ...(reportId ? { id: reportId } : {}) },
      { callerHandlesErrors: true },
    )
  ).data;

/** A saved report run by its id (its own definition, the caller's rows): the mobile report shows this. */
export const runSavedReport = async (id: string, pageIndex = 1) =>
  (await api.call<typeof runReportContract>('/report/runReport', { id, pageIndex })).data;

export const reportListPath = () => '/reportObject/reportList';
/**
 * A new report on an object, or on a report type (route dataSource) whose primary object it is; one
 * started from a folder is saved into it unless the builder is told otherwise.
 */
export const newReportPath = (
  objectApi: string,
  folderId?: string,
  reportTypeId?: string,
  templateId?: string,
) => {
  const query = new URLSearchParams();
  if (folderId) query.set('folderId', folderId);
  if (reportTypeId) query.set('reportTypeId', reportTypeId);
  if (templateId) query.set('templateId', templateId);
  const search = query.toString();
  return `/addReport/${encodeURIComponent(objectApi)}${search ? `?${search}` : ''}`;
};
export const reportPath = (objectApi: string, id: string) =>
  `/editReport/${encodeURIComponent(objectApi)}/${encodeURIComponent(id)}`;

/** A saved report's result as a file (a summary one with its detail rows), streamed as the caller may read it. */
export const exportReport = async (id: string, format: ExportFormat, details = false): Promise<Blob> =>
  api.download(
    'report/exportReport',
    { method: 'post', body: { head: buildRequestHead(''), body: { id, format, details } } },
    { timeoutMs: 10 * 60_000 },
  );

export const SUBSCRIPTIONS_QUERY_KEY = 'reportSubscriptions';
export const fetchSubscriptions = async (reportId?: string) =>
  (
    await api.call<typeof getReportSubscriptionsContract>(
      '/report/getSubscriptions',
      reportId ? { reportId } : {},
    )
  ).data;
/** A refusal (an address that is not one) is shown in the dialog, not as a dialog of its own. */
export const saveSubscription = async (subscription: CallRequest<typeof saveReportSubscriptionContract>) =>
  (
    await api.call<typeof saveReportSubscriptionContract>('/report/saveSubscription', subscription, {
      callerHandlesErrors: true,
    })
  ).data;
export const deleteSubscription = async (id: string) =>
  (await api.call<typeof deleteReportSubscriptionContract>('/report/deleteSubscription', { id })).data;
export const sendSubscriptionNow = async (id: string) =>
  (await api.call<typeof sendReportSubscriptionContract>('/report/sendSubscriptionNow', { id })).data;

/** The administrator's report switches (setup). */
export const fetchReportPermissions = async () =>
  (await api.call<typeof getReportPermissionsContract>('/report/getReportPermissions', {})).data;
export const saveReportPermission = async (flags: CallRequest<typeof saveReportPermissionContract>) =>
  (await api.call<typeof saveReportPermissionContract>('/report/saveReportPermission', flags)).data;

import type {
  deleteReportContract,
  getReportContract,
  getReportFieldsContract,
  getReportListContract,
  getReportTypesContract,
  ReportDefinition,
  runReportContract,
  saveReportContract,
} from '@vela/core';
import { api } from '../../api/index.js';

/** The report calls of issue 19 (server module reports): requests and answers are core's contracts. */
export type {
  ReportDefinition,
  ReportField,
  ReportGroup,
  ReportInfo,
  ReportResult,
  SavedReport,
} from '@vela/core';

export const REPORTS_QUERY_KEY = 'reports';

export const fetchReportTypes = async () =>
  (await api.call<typeof getReportTypesContract>('/report/getReportTypes', {})).data;
export const fetchReportFields = async (objectApi: string) =>
  (await api.call<typeof getReportFieldsContract>('/report/getReportFields', { objectApi })).data;
export const fetchReportList = async (keyword: string, pageIndex: number, pageSize: number) =>
  (await api.call<typeof getReportListContract>('/report/getReportList', { keyword, pageIndex, pageSize }))
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
  definition: ReportDefinition;
}) =>
  (await api.call<typeof saveReportContract>('/report/saveReport', report, { callerHandlesErrors: true }))
    .data;
/** The preview runs drafts while they are edited: a refusal is shown in place, not as a dialog. */
export const runReport = async (definition: ReportDefinition, pageIndex: number, rowsOnly = false) =>
  (
    await api.call<typeof runReportContract>(
      '/report/runReport',
      { definition, pageIndex, rowsOnly },
      { callerHandlesErrors: true },
    )
  ).data;

export const reportListPath = () => '/reportObject/reportList';
export const newReportPath = (objectApi: string) => `/addReport/${encodeURIComponent(objectApi)}`;
export const reportPath = (objectApi: string, id: string) =>
  `/editReport/${encodeURIComponent(objectApi)}/${encodeURIComponent(id)}`;

import {
  buildRequestHead,
  type CallRequest,
  type deleteCustomSqlReportContract,
  type deleteReportTypeDefinitionContract,
  type ExportFormat,
  type getCustomSqlReportContract,
  type getCustomSqlReportsContract,
  type getReportTypeDefinitionsContract,
  type getReportTypeLinksContract,
  type runCustomSqlContract,
  type saveCustomSqlReportContract,
  type saveReportTypeDefinitionContract,
} from '@vela/core';
import { api } from '../../api/index.js';

/** The custom SQL report and report type calls (issue 19, server module reports): requests and answers are core's contracts. */

export const CUSTOM_SQL_QUERY_KEY = 'customSqlReports';

export const fetchCustomSqlReports = async () =>
  (await api.call<typeof getCustomSqlReportsContract>('/report/getCustomSqlReports', {})).data;
export const fetchCustomSqlReport = async (id: string) =>
  (await api.call<typeof getCustomSqlReportContract>('/report/getCustomSqlReport', { id })).data;
/** The screen shows the server's refusal (naming the problem) beside the query, not as a dialog. */
export const runCustomSql = async (question: { id: string } | { sql: string }) =>
  (
    await api.call<typeof runCustomSqlContract>('/report/runCustomSql', question, {
      callerHandlesErrors: true,
    })
  ).data;
export const saveCustomSqlReport = async (draft: CallRequest<typeof saveCustomSqlReportContract>) =>
  (
    await api.call<typeof saveCustomSqlReportContract>('/report/saveCustomSqlReport', draft, {
      callerHandlesErrors: true,
    })
  ).data;
export const deleteCustomSqlReport = async (id: string) =>
  (await api.call<typeof deleteCustomSqlReportContract>('/report/deleteCustomSqlReport', { id })).data;
export const exportCustomSql = async (id: string, format: ExportFormat): Promise<Blob> =>
  api.download(
    'report/exportCustomSql',
    { method: 'post', body: { head: buildRequestHead(''), body: { id, format } } },
    { timeoutMs: 10 * 60_000 },
  );

export const REPORT_TYPES_QUERY_KEY = 'reportTypeDefinitions';

export const fetchReportTypeDefinitions = async () =>
  (await api.call<typeof getReportTypeDefinitionsContract>('/report/getReportTypeDefinitions', {})).data;
export const fetchReportTypeLinks = async (objectApi: string) =>
  (await api.call<typeof getReportTypeLinksContract>('/report/getReportTypeLinks', { objectApi })).data;
export const saveReportTypeDefinition = async (draft: CallRequest<typeof saveReportTypeDefinitionContract>) =>
  (
    await api.call<typeof saveReportTypeDefinitionContract>('/report/saveReportTypeDefinition', draft, {
      callerHandlesErrors: true,
    })
  ).data;
export const deleteReportTypeDefinition = async (id: string) =>
  (await api.call<typeof deleteReportTypeDefinitionContract>('/report/deleteReportTypeDefinition', { id }))
    .data;

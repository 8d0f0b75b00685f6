import type {
  CallRequest,
  deleteReportTemplateContract,
  getReportTemplateContract,
  getReportTemplatesContract,
  saveReportTemplateContract,
} from '@vela/core';
import { api } from '../../api/index.js';

/** Report templates (issue 19, server module reports): requests and answers are core's contracts. */
export type { ReportTemplate } from '@vela/core';

export const REPORT_TEMPLATES_QUERY_KEY = 'reportTemplates';

const SETUP = '/systemSettings/setuppage';
/** Setup page newTemplate: a new template on an object (or a report type over it). */
export const newTemplatePath = (objectApi: string, reportTypeId?: string) => {
  const query = new URLSearchParams({ objectApi });
  if (reportTypeId) query.set('reportTypeId', reportTypeId);
  return `${SETUP}/newTemplate?${query.toString()}`;
};
/** Setup page editTemplate: one template, by id. */
export const editTemplatePath = (id: string) => `${SETUP}/editTemplate?id=${encodeURIComponent(id)}`;
export const templateListPath = `${SETUP}/reportTemplate`;

/**
 * The templates the caller may start from (every one for administrators). The "New report" dialog asks
 * quietly: a profile that may not use templates simply sees none.
 */
export const fetchReportTemplates = async (quiet = false) =>
  (
    await api.call<typeof getReportTemplatesContract>(
      '/reportTemplate/list',
      {},
      quiet ? { callerHandlesErrors: true } : {},
    )
  ).data;
export const fetchReportTemplate = async (id: string) =>
  (await api.call<typeof getReportTemplateContract>('/reportTemplate/get', { id })).data;
/** The editor shows the server's refusal (naming the problem) beside the save button. */
export const saveReportTemplate = async (draft: CallRequest<typeof saveReportTemplateContract>) =>
  (
    await api.call<typeof saveReportTemplateContract>('/reportTemplate/save', draft, {
      callerHandlesErrors: true,
    })
  ).data;
export const deleteReportTemplate = async (id: string) =>
  (await api.call<typeof deleteReportTemplateContract>('/reportTemplate/delete', { id })).data;

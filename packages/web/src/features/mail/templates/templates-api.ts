import type {
  CallRequest,
  deleteTemplateContract,
  getTemplateContract,
  listTemplatesContract,
  mergeFieldsContract,
  renderTemplateContract,
  saveTemplateContract,
  TemplateKind,
} from '@vela/core';
import { api } from '../../../api/index.js';

/** The template calls (issue 23): types from core's contracts. The pages show a save's problem themselves. */
export type { TemplateKind, TemplateSummary, TemplateView } from '@vela/core';

export const TEMPLATES_QUERY_KEY = 'mailTemplates';
const quiet = { callerHandlesErrors: true } as const;

/** The objects a template is most often written for; the server accepts any object's api name. */
export const TEMPLATE_OBJECTS = ['Contact', 'Lead', 'Account', 'Opportunity'] as const;

export const fetchTemplates = async (kind: TemplateKind, recordId = '') =>
  (await api.call<typeof listTemplatesContract>('/mail/templates/list', { kind, recordId })).data;

/** The e-mail templates that fill one object's records: what an automation (approval alert, flow) may send. */
export const fetchObjectEmailTemplates = async (objectApi: string) =>
  (await api.call<typeof listTemplatesContract>('/mail/templates/list', { kind: 'email', objectApi })).data;

export const fetchTemplate = async (id: string) =>
  (await api.call<typeof getTemplateContract>('/mail/templates/get', { id })).data;

export const saveTemplate = async (body: CallRequest<typeof saveTemplateContract>) =>
  (await api.call<typeof saveTemplateContract>('/mail/templates/save', body, quiet)).data;

export const deleteTemplate = async (id: string) =>
  (await api.call<typeof deleteTemplateContract>('/mail/templates/delete', { id })).data;

export const fetchMergeFields = async (objectApi: string) =>
  (await api.call<typeof mergeFieldsContract>('/mail/templates/mergeFields', { objectApi })).data;

export const renderTemplate = async (id: string, recordId: string, language?: string) =>
  (
    await api.call<typeof renderTemplateContract>('/mail/templates/render', {
      id,
      recordId,
      ...(language ? { language: language as CallRequest<typeof renderTemplateContract>['language'] } : {}),
    })
  ).data;

import {
  buildRequestHead,
  type CallRequest,
  type deleteMarketingFormContract,
  type getMarketingFormContract,
  type getPublicMarketingFormContract,
  type listMarketingFormsContract,
  type listMarketingSubmissionsContract,
  MARKETING_FORM_DOWNLOAD_PATHS,
  type MarketingFormTarget,
  type marketingFieldChoicesContract,
  type publishMarketingFormContract,
  type saveMarketingFormContract,
  type submitPublicMarketingFormContract,
} from '@vela/core';
import { api, isApiError } from '../../api/index.js';

/** Marketing forms' calls (server module marketing-forms): core's contracts. */
export type { MarketingForm, MarketingSubmission } from '@vela/core';

export const MARKETING_FORMS_QUERY_KEY = 'marketingForms';
/** The screens say themselves what failed. */
const quiet = { callerHandlesErrors: true } as const;

export const loadForms = async () =>
  (await api.call<typeof listMarketingFormsContract>('/form/list', {}, quiet)).data;
export const loadForm = async (id: string) =>
  (await api.call<typeof getMarketingFormContract>('/form/get', { id }, quiet)).data;
export const loadFieldChoices = async (target: MarketingFormTarget) =>
  (await api.call<typeof marketingFieldChoicesContract>('/form/fieldChoices', { target }, quiet)).data;
export const saveForm = async (input: CallRequest<typeof saveMarketingFormContract>) =>
  (await api.call<typeof saveMarketingFormContract>('/form/save', input, quiet)).data;
export const publishForm = async (id: string, published: boolean) =>
  (await api.call<typeof publishMarketingFormContract>('/form/publish', { id, published }, quiet)).data;
export const deleteForm = async (id: string) =>
  (await api.call<typeof deleteMarketingFormContract>('/form/delete', { id }, quiet)).data;
export const loadSubmissions = async (id: string, page: number, pageSize: number) =>
  (
    await api.call<typeof listMarketingSubmissionsContract>(
      '/form/submissions',
      { id, page, pageSize },
      quiet,
    )
  ).data;

export const loadPublicForm = async (slug: string) =>
  (await api.call<typeof getPublicMarketingFormContract>('/form/public/get', { slug }, quiet)).data;
export const submitPublicForm = async (slug: string, values: Record<string, string>) =>
  (await api.call<typeof submitPublicMarketingFormContract>('/form/public/submit', { slug, values }, quiet))
    .data;

/** Spec 1 §7 raw downloads: the token travels in the accessToken header, as on every call. */
const rawDownload = (path: string, body: Record<string, unknown>) =>
  api.download(path.replace(/^\//, ''), { method: 'post', body: { head: buildRequestHead(''), body } });
export const downloadSharePhoto = (id: string) =>
  rawDownload(MARKETING_FORM_DOWNLOAD_PATHS.sharePhoto, { id });
export const downloadSubmissions = (id: string, format: 'csv' | 'xlsx') =>
  rawDownload(MARKETING_FORM_DOWNLOAD_PATHS.exportList, { id, format });
export const downloadFormInfo = (id: string) => rawDownload(MARKETING_FORM_DOWNLOAD_PATHS.exportInfo, { id });

/** Why a call failed, as the server said it, and the field it names. */
export function refusalOf(error: unknown): { message: string; field: string } {
  if (isApiError(error)) {
    const data = error.response?.data as { field?: unknown } | null | undefined;
    return { message: error.message, field: typeof data?.field === 'string' ? data.field : '' };
  }
  return { message: String(error), field: '' };
}

export const formPaths = {
  list: '/marketForm/marketForm',
  templates: '/marketForm/selectTemplate',
  builder: (query: { id?: string; template?: string }) =>
    `/marketForm/createFrom?${new URLSearchParams(query as Record<string, string>).toString()}`,
  preview: (id: string) => `/marketForm/preview?id=${encodeURIComponent(id)}`,
  detail: (id: string) => `/marketForm/detailForm?id=${encodeURIComponent(id)}`,
  submissions: (id: string) => `/marketForm/TablePanel?id=${encodeURIComponent(id)}`,
  record: (id: string) => `/commonObjects/detail/${encodeURIComponent(id)}/DETAIL`,
};

/** The public page's full address, as visitors open it. */
export const publicUrlOf = (publicPath: string) => `${window.location.origin}${publicPath}`;

import type {
  CallRequest,
  deleteCustomPageContract,
  getCustomPageContract,
  listCustomPagesContract,
  saveCustomPageContract,
} from '@vela/core';
import { api } from '../../../api/index.js';

/** Setup's custom page manager (issue 18): requests and answers are core's contracts. Screens show errors. */
export type SaveCustomPageBody = CallRequest<typeof saveCustomPageContract>;

const quiet = { callerHandlesErrors: true } as const;

export const CUSTOM_PAGES_QUERY_KEY = 'setup-custom-pages';

export const fetchCustomPages = async () =>
  (await api.call<typeof listCustomPagesContract>('/customPage/list', {})).data.pages;
export const fetchCustomPageForEdit = async (page: string) =>
  (await api.call<typeof getCustomPageContract>('/customPage/getCustomPage', { page }, quiet)).data;
export const saveCustomPage = async (body: SaveCustomPageBody) =>
  (await api.call<typeof saveCustomPageContract>('/customPage/save', body, quiet)).data;
export const deleteCustomPage = async (id: string) =>
  (await api.call<typeof deleteCustomPageContract>('/customPage/delete', { id }, quiet)).data;

/** Where a page opens alone, in a window of its own (spec 1 §2.3, S1-R-157). */
export const customPageWindowPath = (id: string) => `/injectionComponent1?page=${encodeURIComponent(id)}`;

import type {
  CallAnswer,
  CallRequest,
  deleteManagedAppContract,
  getManagedAppContract,
  listManagedAppsContract,
  saveAppMenuContract,
  saveManagedAppContract,
} from '@vela/core';
import { api } from '../../../api/index.js';

/** The app manager's calls (issue 18): requests and answers are core's contracts. Screens show errors themselves. */
export type ManagedAppDetail = CallAnswer<typeof getManagedAppContract>;
export type SaveAppBody = CallRequest<typeof saveManagedAppContract>;
export type SaveMenuBody = CallRequest<typeof saveAppMenuContract>;

const quiet = { callerHandlesErrors: true } as const;

export const APPS_QUERY_KEY = 'setup-apps';

export const fetchManagedApps = async () =>
  (await api.call<typeof listManagedAppsContract>('/setup/apps/list', {})).data;
export const fetchManagedApp = async (appId: string) =>
  (await api.call<typeof getManagedAppContract>('/setup/apps/get', { appId })).data;
export const saveManagedApp = async (body: SaveAppBody) =>
  (await api.call<typeof saveManagedAppContract>('/setup/apps/save', body, quiet)).data;
export const saveAppMenu = async (body: SaveMenuBody) =>
  (await api.call<typeof saveAppMenuContract>('/setup/apps/saveMenu', body, quiet)).data;
export const deleteManagedApp = async (appId: string) =>
  (await api.call<typeof deleteManagedAppContract>('/setup/apps/delete', { appId }, quiet)).data;

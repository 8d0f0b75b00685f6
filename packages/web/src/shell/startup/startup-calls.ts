import { api } from '../../api/index.js';
import type { Application, MenuItem, ObjectListEntry, UserInfo, UserSetup } from '../../state/index.js';

/** The startup and shell calls of spec 1 §7 ("Startup and shell calls"). */
export const fetchUserInfo = async () => (await api.get<UserInfo>('user/getUserInfo')).data;
export const fetchUserSetup = async () => (await api.get<UserSetup>('user/getUserSetup')).data;
export const fetchApplications = async () =>
  (await api.post<Application[]>('application/getApplicationList', {})).data;
export const fetchMenus = async (appId: string | undefined) =>
  (await api.post<MenuItem[]>('application/showAllTabs', appId ? { appId } : {})).data;
export const fetchObjectList = async () =>
  (await api.post<ObjectListEntry[]>('object/getAllObjectList', {})).data;
export const fetchDeveloperPermissions = async () =>
  (await api.post<unknown>('user/getDeveloperSpacePermissions', {})).data;

/** Background calls after the view shows: failures are reported, never shown (they are not the user's task). */
const background = { callerHandlesErrors: true } as const;

export interface CustomComponentAddresses {
  velaAddrList?: string[];
  customAddrList?: string[];
}

export const fetchCustomComponentAddresses = (devHost: string) =>
  api.post<CustomComponentAddresses>(
    `${devHost ? `${devHost.replace(/\/+$/, '')}/api/` : ''}custom/pc/1.0/post/listCustomCompAddr`,
    { loadModel: 'start' },
    background,
  );
export const fetchExportReportUrl = async () =>
  (await api.post<string | { url?: string }>('report/getExportReportURL', {}, background)).data;
export const fetchChatSetup = async () =>
  (await api.post<unknown>('ccchat/person/getSetupInfo', {}, background)).data;

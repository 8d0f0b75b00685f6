import type {
  CallAnswer,
  CallRequest,
  getAllObjectListContract,
  getApplicationListContract,
  getChatSetupContract,
  getDeveloperSpacePermissionsContract,
  getExportReportUrlContract,
  getUserInfoContract,
  getUserSetupContract,
  listCustomCompAddrContract,
  showAllTabsContract,
} from '@vela/core';
import { api } from '../../api/index.js';

/**
 * The startup and shell calls of spec 1 §7 ("Startup and shell calls").
 * A failed startup shows its own error screen, so these ask for no dialog;
 * reporting and the re-login on 10002 still happen.
 */
const startupCall = { callerHandlesErrors: true } as const;

// The answers are typed by core's shell contracts (issue 17); the two user calls are GETs without a body.
export const fetchUserInfo = async () =>
  (await api.get<CallAnswer<typeof getUserInfoContract>>('user/getUserInfo', {}, startupCall)).data;
export const fetchUserSetup = async () =>
  (await api.get<CallAnswer<typeof getUserSetupContract>>('user/getUserSetup', {}, startupCall)).data;
export const fetchApplications = async () =>
  (await api.call<typeof getApplicationListContract>('/application/getApplicationList', {}, startupCall))
    .data;
export const fetchMenus = async (appId: string | undefined) =>
  (await api.call<typeof showAllTabsContract>('/application/showAllTabs', appId ? { appId } : {})).data;
export const fetchObjectList = async () =>
  (await api.call<typeof getAllObjectListContract>('/object/getAllObjectList', {}, startupCall)).data;
export const fetchDeveloperPermissions = async () =>
  (
    await api.call<typeof getDeveloperSpacePermissionsContract>(
      '/user/getDeveloperSpacePermissions',
      {},
      startupCall,
    )
  ).data;

/** Background calls after the view shows: failures are reported, never shown (they are not the user's task). */
const background = { callerHandlesErrors: true } as const;

const customComponentsRequest: CallRequest<typeof listCustomCompAddrContract> = { loadModel: 'start' };

/** A developer's own host (devHost) answers this call too, so the address may be absolute. */
export const fetchCustomComponentAddresses = (devHost: string) =>
  api.postFormat<CallAnswer<typeof listCustomCompAddrContract>>(
    `${devHost ? `${devHost.replace(/\/+$/, '')}/api/` : ''}custom/pc/1.0/post/listCustomCompAddr`,
    customComponentsRequest,
    background,
  );
export const fetchExportReportUrl = async () =>
  (await api.call<typeof getExportReportUrlContract>('/report/getExportReportURL', {}, background)).data;
export const fetchChatSetup = async () =>
  (await api.call<typeof getChatSetupContract>('/ccchat/person/getSetupInfo', {}, background)).data;

import type {
  CallAnswer,
  CallRequest,
  enablePartnerUserContract,
  listExternalUsersContract,
  partnerAccountDetailContract,
  setPartnerUserActiveContract,
} from '@vela/core';
import { api } from '../../api/index.js';

/**
 * The partner account page and external-users calls (issue 4). Their requests
 * and answers are core's contracts (issue 17): the types below are theirs.
 */
export type { PartnerColleague } from '@vela/core';
export type PartnerAccount = CallAnswer<typeof partnerAccountDetailContract>;
export type ExternalUsers = CallAnswer<typeof listExternalUsersContract>;

export const fetchPartnerAccount = async (partnerAccountId?: string) =>
  (
    await api.call<typeof partnerAccountDetailContract>(
      '/partnerAccount/detail',
      partnerAccountId ? { partnerAccountId } : {},
    )
  ).data;
export const fetchExternalUsers = async (recordId: string) =>
  (await api.call<typeof listExternalUsersContract>('/externalUsers/list', { recordId })).data;
export const enableExternalUser = (body: CallRequest<typeof enablePartnerUserContract>) =>
  api.call<typeof enablePartnerUserContract>('/externalUsers/enable', body);
export const setExternalUserActive = (userId: string, active: boolean) =>
  api.call<typeof setPartnerUserActiveContract>('/externalUsers/setActive', { userId, active });

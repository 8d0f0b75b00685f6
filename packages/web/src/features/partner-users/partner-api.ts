import { api } from '../../api/index.js';

/** The partner account page and external-users calls (issue 4). */
export interface PartnerColleague {
  id: string;
  name: string;
  email: string;
  isActive: boolean;
}

export interface PartnerAccount {
  id: string;
  name: string;
  users: PartnerColleague[];
}

export interface ExternalUsers {
  record: { id: string; name: string; objectApi: string; objectLabel: string };
  users: (PartnerColleague & { profileId: string })[];
}

export const fetchPartnerAccount = async (partnerAccountId?: string) =>
  (
    await api.postFormat<PartnerAccount>(
      'partnerAccount/detail',
      partnerAccountId ? { partnerAccountId } : {},
    )
  ).data;
export const fetchExternalUsers = async (recordId: string) =>
  (await api.postFormat<ExternalUsers>('externalUsers/list', { recordId })).data;
export const enableExternalUser = (body: {
  recordId: string;
  name: string;
  email: string;
  password: string;
}) => api.postFormat('externalUsers/enable', body);
export const setExternalUserActive = (userId: string, active: boolean) =>
  api.postFormat('externalUsers/setActive', { userId, active });

import type {
  CallAnswer,
  createApiKeyContract,
  getLoginHistoryContract,
  listApiKeysContract,
  listSessionsContract,
  revokeApiKeyContract,
  revokeSessionContract,
  saveLanguageContract,
} from '@vela/core';
import { api } from '../../api/index.js';
import type { Language } from '../../i18n/index.js';

/** The profile calls of issue 2: requests and answers are core's contracts (issue 17). */
export type { ApiKeyRow, CreatedApiKey, LoginHistoryPage, LoginHistoryRow, SessionRow } from '@vela/core';

export const PROFILE_QUERY_KEYS = {
  sessions: ['profile', 'sessions'] as const,
  loginHistory: (page: number, pageSize: number) => ['profile', 'loginHistory', page, pageSize] as const,
  apiKeys: ['profile', 'apiKeys'] as const,
};

export const listSessions = async () =>
  (await api.call<typeof listSessionsContract>('/user/session/list', {})).data;
export const revokeSession = (id: string) =>
  api.call<typeof revokeSessionContract>('/user/session/revoke', { id });
export const fetchLoginHistory = async (page: number, pageSize: number) =>
  (await api.get<CallAnswer<typeof getLoginHistoryContract>>('user/getLoginHistory', { page, pageSize }))
    .data;
export const downloadLoginHistory = () => api.download('accessApi/login/downloadLoginHistory');
export const listApiKeys = async () =>
  (await api.call<typeof listApiKeysContract>('/user/apiKey/list', {})).data;
export const createApiKey = async (name: string) =>
  (await api.call<typeof createApiKeyContract>('/user/apiKey/create', { name })).data;
export const revokeApiKey = (id: string) =>
  api.call<typeof revokeApiKeyContract>('/user/apiKey/revoke', { id });
export const saveLanguage = (language: Language) =>
  api.call<typeof saveLanguageContract>('/user/saveLanguage', { language });

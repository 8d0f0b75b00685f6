import type { saveLanguageContract } from '@vela/core';
import { api } from '../../api/index.js';
import type { Language } from '../../i18n/index.js';

/** The profile calls of issue 2. */
export interface SessionRow {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  ip: string;
  userAgent: string;
  current: boolean;
}

export interface LoginHistoryRow {
  at: string;
  ip: string;
  userAgent: string;
  result: string;
  reason: string;
}

export interface LoginHistoryPage {
  total: number;
  rows: LoginHistoryRow[];
}

export interface ApiKeyRow {
  id: string;
  name: string;
  keyPrefix: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface CreatedApiKey {
  id: string;
  name: string;
  /** The whole key: shown once, never again. */
  key: string;
}

export const PROFILE_QUERY_KEYS = {
  sessions: ['profile', 'sessions'] as const,
  loginHistory: (page: number, pageSize: number) => ['profile', 'loginHistory', page, pageSize] as const,
  apiKeys: ['profile', 'apiKeys'] as const,
};

export const listSessions = async () => (await api.postFormat<SessionRow[]>('user/session/list', {})).data;
export const revokeSession = (id: string) => api.postFormat('user/session/revoke', { id });
export const fetchLoginHistory = async (page: number, pageSize: number) =>
  (await api.get<LoginHistoryPage>('user/getLoginHistory', { page, pageSize })).data;
export const downloadLoginHistory = () => api.download('accessApi/login/downloadLoginHistory');
export const listApiKeys = async () => (await api.postFormat<ApiKeyRow[]>('user/apiKey/list', {})).data;
export const createApiKey = async (name: string) =>
  (await api.postFormat<CreatedApiKey>('user/apiKey/create', { name })).data;
export const revokeApiKey = (id: string) => api.postFormat('user/apiKey/revoke', { id });
export const saveLanguage = (language: Language) =>
  api.call<typeof saveLanguageContract>('/user/saveLanguage', { language });

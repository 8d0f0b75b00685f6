import {
  ErrorCode,
  type modifyPasswordContract,
  type SignedIn,
  type singleLogoutContract,
  type unifiedLoginContract,
} from '@vela/core';
import {
  type ApiError,
  api,
  clearSession,
  isApiError,
  readTargetPath,
  storeAccessToken,
} from '../api/index.js';
import type { MessageKeyName } from '../i18n/index.js';

/** The sign-in, sign-out and change-password calls (issue 2 contract). */
export const AUTH_PATHS = {
  login: 'sysconfig/auth/pc/1.0/post/unifiedLogin',
  logout: 'sysconfig/auth/pc/1.0/post/logout',
  secureUserInfo: 'sysconfig/auth/pc/1.0/post/getUserInfo',
  modifyPassword: 'user/modifyPassword',
} as const;

/** What a sign-in answers once opened: core's contract (issue 17). */
export type { SignedIn } from '@vela/core';

/** The body travels sealed; the request client seals it and opens the answer. */
export async function signIn(userName: string, password: string): Promise<SignedIn> {
  const answer = await api.call<typeof unifiedLoginContract>(
    '/sysconfig/auth/pc/1.0/post/unifiedLogin',
    { userName, password },
    { callerHandlesErrors: true },
  );
  storeAccessToken(answer.data.accessToken);
  return answer.data;
}

/**
 * Signs out through single sign-out: the session ends, and when it began at a third-party provider
 * the answer is the provider's sign-out address, where the caller sends the browser next.
 */
export async function signOut(): Promise<string | null> {
  try {
    const answer = await api.call<typeof singleLogoutContract>(
      '/sysconfig/auth/pc/1.0/post/singleLogout',
      {},
      { callerHandlesErrors: true },
    );
    return answer.data.endSessionUrl;
  } catch {
    // Signing out locally must work even when the server cannot be told.
    return null;
  } finally {
    clearSession();
  }
}

export async function changePassword(oldPassword: string, newPassword: string): Promise<void> {
  await api.call<typeof modifyPasswordContract>(
    '/user/modifyPassword',
    { oldPassword, newPassword },
    { callerHandlesErrors: true },
  );
}

/** Where to go once signed in: the page the user was sent away from, else home. */
export function pathAfterSignIn(): string {
  const target = readTargetPath();
  return target && !target.startsWith('/login') && !target.startsWith('/changePassword') ? target : '/';
}

export interface ErrorText {
  key: MessageKeyName;
  values?: Record<string, string>;
}

const ISO_TIME = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?/;

/** The sign-in form's message for a failed attempt, from the server's code. */
export function signInErrorText(error: unknown, language: string): ErrorText {
  if (!isApiError(error)) return { key: 'auth.error.generic' };
  if (error.kind === 'network' || error.kind === 'timeout') return { key: 'api.networkFailed' };
  switch (error.returnCode) {
    case ErrorCode.LOGIN_FAILED:
      return { key: 'auth.error.wrongCredentials' };
    case ErrorCode.ACCOUNT_LOCKED: {
      const until = lockedUntil(error, language);
      return until ? { key: 'auth.error.locked', values: { until } } : { key: 'auth.error.lockedNoTime' };
    }
    case ErrorCode.RATE_LIMITED:
      return { key: 'auth.error.rateLimited' };
    case ErrorCode.DECRYPT_FAILED:
      return { key: 'auth.error.secureChannel' };
    default:
      return { key: 'auth.error.generic' };
  }
}

function lockedUntil(error: ApiError, language: string): string | undefined {
  const match = error.response?.returnInfo.match(ISO_TIME)?.[0];
  if (!match) return undefined;
  const when = new Date(match);
  if (Number.isNaN(when.getTime())) return undefined;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(when);
}

/** The change-password form's message for a failed attempt. */
export function passwordChangeErrorText(error: unknown): ErrorText {
  if (!isApiError(error)) return { key: 'auth.error.generic' };
  if (error.returnCode === ErrorCode.WRONG_CURRENT_PASSWORD)
    return { key: 'auth.error.wrongCurrentPassword' };
  if (error.returnCode === ErrorCode.PASSWORD_POLICY) {
    return { key: 'auth.error.policy', values: { reason: error.response?.returnInfo ?? '' } };
  }
  if (error.kind === 'network' || error.kind === 'timeout') return { key: 'api.networkFailed' };
  return { key: 'auth.error.generic' };
}

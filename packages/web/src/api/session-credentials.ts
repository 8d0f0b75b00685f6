import { clearBrowserDb } from './browser-db.js';
/**
 * Where the signed-in session lives in the browser: the access token in local
 * storage (so a reload, or a second tab, stays signed in) and the secure
 * channel's key in session storage (it dies with the tab and is never in the bundle).
 */
export const ACCESS_TOKEN_STORAGE_KEY = 'vela.accessToken';
export const SECURE_CHANNEL_STORAGE_KEY = 'vela.secureChannel';
/** The page to return to after signing in (spec 1 §2.7). */
export const TARGET_PATH_STORAGE_KEY = 'vela.targetPath';

export interface StoredChannel {
  channelId: string;
  /** The AES key bytes, base64url. */
  key: string;
}

export function readAccessToken(): string {
  return localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY) ?? '';
}

export function storeAccessToken(token: string): void {
  localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, token);
}

export function readStoredChannel(): StoredChannel | undefined {
  const text = sessionStorage.getItem(SECURE_CHANNEL_STORAGE_KEY);
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<StoredChannel>;
    return typeof value.channelId === 'string' && typeof value.key === 'string'
      ? { channelId: value.channelId, key: value.key }
      : undefined;
  } catch {
    return undefined;
  }
}

export function storeChannel(channel: StoredChannel): void {
  sessionStorage.setItem(SECURE_CHANNEL_STORAGE_KEY, JSON.stringify(channel));
}

export function forgetChannel(): void {
  sessionStorage.removeItem(SECURE_CHANNEL_STORAGE_KEY);
}

/** Signing out or an expired token: nothing of the session may remain. */
export function clearSession(): void {
  localStorage.removeItem(ACCESS_TOKEN_STORAGE_KEY);
  forgetChannel();
  // The kept list pages and records were this person's (S1-K-022).
  void clearBrowserDb();
}

export function readTargetPath(): string | undefined {
  return sessionStorage.getItem(TARGET_PATH_STORAGE_KEY) ?? undefined;
}

export function storeTargetPath(path: string): void {
  sessionStorage.setItem(TARGET_PATH_STORAGE_KEY, path);
}

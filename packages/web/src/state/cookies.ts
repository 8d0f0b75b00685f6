import { DEFAULT_COOKIE_MAX_AGE_S } from '@vela/core';

/**
 * Every cookie Vela writes goes through here (spec 1 §9): a cookie keeps its own expiry when it has one
 * (the branding cookies: two years, S1-K-018), else one day (S1-K-019). Path `/`, SameSite Lax.
 */
export function cookieText(
  name: string,
  value: string,
  maxAgeSeconds: number = DEFAULT_COOKIE_MAX_AGE_S,
): string {
  return `${name}=${encodeURIComponent(value)}; max-age=${Math.max(0, Math.floor(maxAgeSeconds))}; path=/; SameSite=Lax`;
}

export function writeCookie(name: string, value: string, maxAgeSeconds?: number): void {
  // biome-ignore lint/suspicious/noDocumentCookie: spec 1 §4 and §9 keep these in cookies; the Cookie Store API is not in every supported browser.
  document.cookie = cookieText(name, value, maxAgeSeconds);
}

export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : undefined;
}

export function removeCookie(name: string): void {
  writeCookie(name, '', 0);
}

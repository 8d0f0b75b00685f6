import { BRANDING_COOKIE_MAX_AGE_S, DEFAULT_BASE_TITLE } from '@vela/core';
import { readCookie, writeCookie } from './cookies.js';

/**
 * Spec 1 §4 step 3 and §9: the loading image, favicon and base title are kept
 * in cookies for two years, so the next visit shows the organisation's
 * branding before anyone signs in.
 */
export const BRANDING_COOKIES = {
  loadingSrc: 'vela_loadingSrc',
  faviconIcon: 'vela_faviconIcon',
  baseTitle: 'vela_baseTitle',
} as const;

export type BrandingKey = keyof typeof BRANDING_COOKIES;

export function writeBrandingCookies(values: Partial<Record<BrandingKey, string>>): void {
  for (const [key, cookie] of Object.entries(BRANDING_COOKIES) as [BrandingKey, string][]) {
    const value = values[key];
    if (!value) continue;
    writeCookie(cookie, value, BRANDING_COOKIE_MAX_AGE_S);
  }
}

export function readBrandingCookie(key: BrandingKey): string | undefined {
  return readCookie(BRANDING_COOKIES[key]);
}

export function baseTitleFrom(userBaseTitle: string | undefined): string {
  return userBaseTitle || readBrandingCookie('baseTitle') || DEFAULT_BASE_TITLE;
}

/** Spec 1 §2.7: route title, a separator, then the base title. */
export function pageTitle(routeTitle: string, baseTitle: string): string {
  return routeTitle ? `${routeTitle} | ${baseTitle}` : baseTitle;
}

export function applyFavicon(href: string | undefined): void {
  if (!href) return;
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.append(link);
  }
  link.href = href;
}

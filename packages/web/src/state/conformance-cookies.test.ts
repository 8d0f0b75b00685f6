import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeBrandingCookies } from './branding-cookies.js';
import { cookieText, readCookie, removeCookie, writeCookie } from './cookies.js';

/** Spec 1 §9: every cookie Vela writes goes through one helper; without an expiry of its own it keeps one day. */
function writtenCookies(action: () => void): string[] {
  const setter = vi.spyOn(document, 'cookie', 'set');
  action();
  const written = setter.mock.calls.map(([text]) => String(text));
  setter.mockRestore();
  return written;
}

afterEach(() => {
  // The page is shared with other test files: no cookie of these tests stays.
  removeCookie('vela_test');
  removeCookie('vela_baseTitle');
  vi.restoreAllMocks();
});

describe('cookies (spec 1 §9)', () => {
  it('[S1-K-019] a cookie written without an expiry of its own keeps 1 day (86400 s)', () => {
    expect(cookieText('vela_test', 'a b')).toBe('vela_test=a%20b; max-age=86400; path=/; SameSite=Lax');
    const written = writtenCookies(() => writeCookie('vela_test', 'value'));
    expect(written).toEqual(['vela_test=value; max-age=86400; path=/; SameSite=Lax']);
    expect(readCookie('vela_test')).toBe('value');
  });

  it('[S1-K-019] an expiry given wins over the default: the branding cookies keep two years through the same helper', () => {
    const written = writtenCookies(() => writeBrandingCookies({ baseTitle: 'Acme CRM' }));
    expect(written).toEqual(['vela_baseTitle=Acme%20CRM; max-age=63072000; path=/; SameSite=Lax']);
    const removed = writtenCookies(() => removeCookie('vela_test'));
    expect(removed).toEqual(['vela_test=; max-age=0; path=/; SameSite=Lax']);
  });
});

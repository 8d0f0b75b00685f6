import { describe, expect, it } from 'vitest';
import { appLogoAddress } from './app-logo-address.js';

describe('appLogoAddress', () => {
  it('[S1-C-020] gives the app-logo call the token in its query, since an <img> sends no headers', () => {
    expect(appLogoAddress('/api/application/getAppLogo?id=02u1&bgcolor=%230b5cab', 'tok-1')).toBe(
      '/api/application/getAppLogo?id=02u1&bgcolor=%230b5cab&accessToken=tok-1',
    );
  });

  it('never sends the token to a logo hosted elsewhere', () => {
    expect(appLogoAddress('https://cdn.example.com/api/application/getAppLogo?id=1', 'tok-1')).toBe(
      'https://cdn.example.com/api/application/getAppLogo?id=1',
    );
    expect(appLogoAddress('/static/logo.svg', 'tok-1')).toBe('/static/logo.svg');
  });

  it('leaves an empty address empty', () => {
    expect(appLogoAddress('', 'tok-1')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { appLogoCallPath, isOwnAppLogoAddress } from './app-logo-address.js';

describe('isOwnAppLogoAddress', () => {
  it("[S1-C-020] knows the server's own app-logo call, which needs the user's token", () => {
    expect(isOwnAppLogoAddress('/api/application/getAppLogo?id=02u1&bgcolor=%230b5cab')).toBe(true);
    expect(isOwnAppLogoAddress(`${window.location.origin}/api/application/getAppLogo?id=1`)).toBe(true);
  });

  it('leaves a logo hosted elsewhere, another path and an empty address to the <img>', () => {
    expect(isOwnAppLogoAddress('https://cdn.example.com/api/application/getAppLogo?id=1')).toBe(false);
    expect(isOwnAppLogoAddress('/static/logo.svg')).toBe(false);
    expect(isOwnAppLogoAddress('')).toBe(false);
  });

  it('gives the request client the path and query without the origin', () => {
    expect(appLogoCallPath(`${window.location.origin}/api/application/getAppLogo?id=1`)).toBe(
      '/api/application/getAppLogo?id=1',
    );
  });
});

import { afterEach, beforeEach, vi } from 'vitest';
import { resetGlobalState, useGlobalStore } from '../state/index.js';
import { DEMO_USER } from './fake-startup.js';

/**
 * Setup pages' tests: each test runs signed in as a system administrator (a token and the demo user with the
 * administrator's profile), and leaves the global state and stubbed globals as it found them.
 */
export function signedInAsAdministrator(): void {
  beforeEach(() => {
    localStorage.setItem('vela.accessToken', 'tok-1');
    useGlobalStore.setState({ userInfo: { ...DEMO_USER, profileId: 'system_admin' } });
  });
  afterEach(() => {
    resetGlobalState();
    vi.unstubAllGlobals();
  });
}

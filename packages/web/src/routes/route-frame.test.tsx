import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/index.js';
import { pageTitle, resetGlobalState } from '../state/index.js';
import { installFakeServer } from '../test-support/fake-server.js';
import { installStartup } from '../test-support/fake-startup.js';
import { renderAppAt, SLOW } from '../test-support/render-app.js';
import { buildAppRoutes } from './app-routes.js';
import { loadWithTimeout } from './lazy-screen.js';

async function renderAt(path: string) {
  await initI18n();
  const router = createMemoryRouter(buildAppRoutes(), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  resetGlobalState();
  vi.useRealTimers();
});

describe('navigation frame', () => {
  it('[S1-B-010] the title is route title, " | ", base title', () => {
    expect(pageTitle('Reports', 'Acme CRM')).toBe('Reports | Acme CRM');
  });

  it('an unknown address says the page is not found', async () => {
    await renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('[S1-B-010][S1-K-020] an outside pending route: heading, main landmark, "not available yet", title with the default base title', async () => {
    await renderAt('/ntt');
    const main = await screen.findByRole('main');
    expect(main).toContainElement(screen.getByRole('heading', { name: 'NTT' }));
    expect(screen.getByText('This screen is not available yet.')).toBeInTheDocument();
    await vi.waitFor(() => expect(document.title).toBe('NTT | Vela'));
  });

  it('[S1-B-011][S1-B-059] signed-in routes without a token go to /login and remember where the user was going', async () => {
    const router = await renderAt('/reportObject/reportList?folder=f1');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 10_000 });
    expect(sessionStorage.getItem('vela.targetPath')).toBe('/reportObject/reportList?folder=f1');
    expect(
      await screen.findByRole('heading', { name: 'Sign in to Vela' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await vi.waitFor(() => expect(document.title).toBe('Sign in | Vela'));
  });

  it('[S1-B-011] signed in, every navigation stores its target path (with its query) in session storage; a screen outside the shell leaves it', async () => {
    installStartup(installFakeServer());
    localStorage.setItem('vela.accessToken', 'tok-kept');
    sessionStorage.removeItem('vela.targetPath');
    const { router } = await renderAppAt('/');
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace' }, SLOW)).toBeInTheDocument();
    expect(sessionStorage.getItem('vela.targetPath')).toBe('/');
    await act(() => router.navigate('/profileSetting/profileInfo?from=menu'));
    await vi.waitFor(() =>
      expect(sessionStorage.getItem('vela.targetPath')).toBe('/profileSetting/profileInfo?from=menu'),
    );
    await act(() => router.navigate('/profileSetting/modifyPassword'));
    await vi.waitFor(() =>
      expect(sessionStorage.getItem('vela.targetPath')).toBe('/profileSetting/modifyPassword'),
    );
    // The help centre is outside the shell: signing in must not return there, so it is not stored.
    await act(() => router.navigate('/help'));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/help'));
    expect(sessionStorage.getItem('vela.targetPath')).toBe('/profileSetting/modifyPassword');
    localStorage.removeItem('vela.accessToken');
  });
});

describe('lazy screens', () => {
  it("[S1-K-015][S1-E-028] a screen that has not arrived after 120000 ms fails with 'Loading chunk failed'", async () => {
    vi.useFakeTimers();
    const never = loadWithTimeout(() => new Promise<never>(() => undefined));
    const outcome = never.catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe('Loading chunk failed');
  });

  it("[S1-E-028] a failed import also reads 'Loading chunk failed'", async () => {
    await expect(
      loadWithTimeout(() => Promise.reject(new TypeError('Failed to fetch module'))),
    ).rejects.toThrow('Loading chunk failed');
  });
});

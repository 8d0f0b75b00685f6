import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import recordCleanupDe from '../features/record-cleanup/messages/de.js';
import recordCleanupEn from '../features/record-cleanup/messages/en.js';
import { resetGlobalState } from '../state/index.js';
import { type FakeServer, installFakeServer } from '../test-support/fake-server.js';
import { DEMO_USER, installStartup } from '../test-support/fake-startup.js';
import { renderAppAt, SLOW } from '../test-support/render-app.js';

let server: FakeServer;

beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
  server = installFakeServer();
});

afterEach(() => {
  resetGlobalState();
  sessionStorage.clear();
});

const ADMIN = { ...DEMO_USER, profileId: 'system_admin' };

describe('the app in the address', () => {
  it('switching app puts the app in the address, so it can be bookmarked', async () => {
    installStartup(server);
    const { router } = await renderAppAt('/');
    await screen.findByRole('navigation', { name: 'App menu' }, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'App launcher' }));
    const launcher = await screen.findByRole('dialog', { name: 'Apps' });
    await userEvent.click(within(launcher).getByRole('button', { name: /Sales/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?app=app-sales'));
  });

  it('an address naming an app opens that app, over the one this browser used last', async () => {
    installStartup(server);
    sessionStorage.setItem('vela.currentAppId', 'app-service');
    await renderAppAt('/?app=app-sales');
    const menu = await screen.findByRole('navigation', { name: 'App menu' }, SLOW);
    await waitFor(() => expect(within(menu).getByText('Accounts')).toBeInTheDocument());
    expect(sessionStorage.getItem('vela.currentAppId')).toBe('app-sales');
  });
});

describe('Setup', () => {
  it("the administrator's user menu leads to Setup", async () => {
    installStartup(server, ADMIN);
    const { router } = await renderAppAt('/');
    await userEvent.click(await screen.findByRole('button', { name: 'User menu for Ada Lovelace' }, SLOW));
    await userEvent.click(await screen.findByText('Setup'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/systemSettings'));
  });

  it('another user has no Setup in the user menu, and the access page says plainly there is no access', async () => {
    installStartup(server);
    await renderAppAt('/');
    await userEvent.click(await screen.findByRole('button', { name: 'User menu for Ada Lovelace' }, SLOW));
    await screen.findByText('Sign out');
    expect(screen.queryByText('Setup')).not.toBeInTheDocument();

    resetGlobalState();
    await renderAppAt('/systemSettings/setuppage/Administration');
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this page' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.calls.filter((call) => call.path.includes('access/'))).toEqual([]);
  });
});

describe('Home and Help', () => {
  it('the Home tab opens the welcome page', async () => {
    installStartup(server);
    await renderAppAt('/homePageObject/standardPage');
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace' }, SLOW)).toBeInTheDocument();
  });

  it('the help centre lists the keyboard shortcuts and where things are', async () => {
    await renderAppAt('/help');
    expect(await screen.findByRole('heading', { name: 'Help centre' }, SLOW)).toBeInTheDocument();
    const shortcuts = screen.getByRole('region', { name: 'Keyboard shortcuts' });
    expect(within(shortcuts).getByText('/')).toBeInTheDocument();
    expect(within(shortcuts).getByText('Esc')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Where things are' })).toHaveTextContent('Recycle bin');
  });
});

describe('counts', () => {
  it('reads "1 record restored", "2 records restored", per language', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en',
      resources: { en: { translation: recordCleanupEn }, de: { translation: recordCleanupDe } },
    });
    expect(i18n.t('recycle.restored', { count: 1 })).toBe('1 record restored.');
    expect(i18n.t('recycle.restored', { count: 2 })).toBe('2 records restored.');
    expect(i18n.t('recycle.restored', { count: 1, lng: 'de' })).toBe('1 Datensatz wiederhergestellt.');
    expect(i18n.t('recycle.restored', { count: 5, lng: 'de' })).toBe('5 Datensätze wiederhergestellt.');
  });
});

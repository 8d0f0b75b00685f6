import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetGlobalState, useGlobalStore } from '../state/index.js';
import { envelopePayload, envelopeRoute } from '../test-support/envelope-call.js';
import { type FakeServer, fail, installFakeServer, ok } from '../test-support/fake-server.js';
import { DEMO_APPS, DEMO_USER, installStartup } from '../test-support/fake-startup.js';
import { renderAppAt, SLOW } from '../test-support/render-app.js';
import { pickCurrentApp } from './startup/current-app.js';

let server: FakeServer;

beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
  server = installFakeServer();
  installStartup(server);
});

afterEach(() => {
  resetGlobalState();
  vi.unstubAllGlobals();
  for (const cookie of document.cookie.split('; ')) {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; the branding cookies under test are plain document cookies.
    document.cookie = `${cookie.split('=')[0]}=; max-age=0; path=/`;
  }
});

describe('pickCurrentApp', () => {
  it.each<[string | undefined, string, string]>([
    ['app-sales', 'app-sales', 'the app given'],
    [undefined, 'app-service', 'else the first with appState 1'],
    ['gone', 'app-service', 'an unknown app given falls back too'],
  ])('[S1-B-057] given %s → %s (%s)', (given, expected, _why) => {
    expect(pickCurrentApp(DEMO_APPS, given)?.id).toBe(expected);
  });

  it('[S1-B-057] else the first app', () => {
    expect(
      pickCurrentApp(
        DEMO_APPS.map((app) => ({ ...app, appState: 0 })),
        undefined,
      )?.id,
    ).toBe('app-sales');
  });
});

describe('startup', () => {
  it('[S1-B-060][S1-B-064] fetches the five startup calls together, shows a skeleton meanwhile, then the routed view', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.on('user/getUserSetup', async () => {
      await gate;
      return ok({ tabStyle: '0' });
    });
    await renderAppAt('/');
    expect(await screen.findByRole('status', {}, SLOW)).toHaveTextContent('Loading your workspace…');
    await waitFor(() => {
      for (const path of [
        'user/getUserInfo',
        'user/getUserSetup',
        'application/getApplicationList',
        'object/getAllObjectList',
        'user/getDeveloperSpacePermissions',
      ]) {
        expect(server.callsTo(path), path).toHaveLength(1);
      }
    });
    act(() => release());
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace' }, SLOW)).toBeInTheDocument();
    expect(useGlobalStore.getState().objectList).toHaveLength(1);
    // "All tabs": the menu of the current app, asked for once the app is known.
    expect(server.callsTo('application/showAllTabs')).toHaveLength(1);
  });

  it('[S1-B-061][S1-B-062][S1-K-018] applies the language and keeps logo, favicon and title in two-year cookies', async () => {
    const cookieWrites: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      cookieWrites.push(value);
      descriptor?.set?.call(document, value);
    });
    await renderAppAt('/');
    await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace' }, SLOW);
    expect(cookieWrites).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^vela_baseTitle=Acme%20CRM; max-age=63072000/),
        expect.stringMatching(/^vela_faviconIcon=%2Fbrand.ico; max-age=63072000/),
        expect.stringMatching(/^vela_loadingSrc=%2Floading.svg; max-age=63072000/),
      ]),
    );
    expect(document.documentElement.lang).toBe('en');
    await waitFor(() => expect(document.title).toBe('Home | Acme CRM'));
  });

  it('[S1-B-061] sets the language the user info names before the view shows', async () => {
    server.on('user/getUserInfo', () => ok({ ...DEMO_USER, language: 'de' }));
    await renderAppAt('/');
    await waitFor(() => expect(document.documentElement.lang).toBe('de'), SLOW);
    expect(await screen.findByRole('heading', { name: /Ada Lovelace/ }, SLOW)).not.toHaveTextContent(
      'Welcome',
    );
  });

  it('[S1-B-063] restores the current app and menu from session storage', async () => {
    sessionStorage.setItem('vela.currentAppId', 'app-sales');
    sessionStorage.setItem('vela.currentMenuId', 'm-rep');
    await renderAppAt('/');
    await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace' }, SLOW);
    expect(useGlobalStore.getState()).toMatchObject({ currentAppId: 'app-sales', currentMenuId: 'm-rep' });
    expect(envelopePayload(server.callsTo('application/showAllTabs')[0])).toEqual({ appId: 'app-sales' });
  });

  it('[S1-B-065][S1-C-013] afterwards fetches the export report url, stored as the domain name, and the chat setup', async () => {
    await renderAppAt('/');
    await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace' }, SLOW);
    await waitFor(() =>
      expect(useGlobalStore.getState().exportReportDomain).toBe('https://reports.example.com'),
    );
    expect(envelopePayload(server.callsTo('custom/pc/1.0/post/listCustomCompAddr')[0])).toEqual({
      loadModel: 'start',
    });
    expect(server.callsTo('ccchat/person/getSetupInfo')).toHaveLength(1);
  });

  it('shows an error screen with a retry when a startup call fails', async () => {
    let failing = true;
    server.on(
      'object/getAllObjectList',
      envelopeRoute(() => (failing ? fail('500', 'database down') : ok([]))),
    );
    await renderAppAt('/');
    expect(await screen.findByRole('heading', { name: 'Vela could not start' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace' }, SLOW)).toBeInTheDocument();
  });

  it('[S1-E-001] an expired token during startup sends the user to sign in', async () => {
    server.on('user/getUserInfo', () => fail('10002', 'expired', 401));
    const { router } = await renderAppAt('/profileSetting/profileInfo');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), SLOW);
    expect(localStorage.getItem('vela.accessToken')).toBeNull();
  });
});

describe('top bar', () => {
  it('[S1-B-002] the app launcher lists the apps; switching app changes the menu', async () => {
    await renderAppAt('/');
    const menu = await screen.findByRole('navigation', { name: 'App menu' }, SLOW);
    expect(within(menu).getByText('Cases')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'App launcher' }));
    const launcher = await screen.findByRole('dialog', { name: 'Apps' });
    await userEvent.click(within(launcher).getByRole('button', { name: /Sales/ }));
    await waitFor(() => expect(within(menu).getByText('Accounts')).toBeInTheDocument());
    expect(within(menu).queryByText('Cases')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('vela.currentAppId')).toBe('app-sales');
  });

  // Run alone, this test pays the first render of the shell and the first import of the table route: on a
  // busy machine that is more than waitFor's default second and the file's 20 s (it failed alone this way).
  it('[S1-B-039] an object menu item opens its table view with the view id', {
    timeout: 60_000,
  }, async () => {
    sessionStorage.setItem('vela.currentAppId', 'app-sales');
    const { router } = await renderAppAt('/');
    const menu = await screen.findByRole('navigation', { name: 'App menu' }, SLOW);
    await userEvent.click(within(menu).getByText('Accounts'));
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/commonObjects/views/table/Account/obj001/001'),
      SLOW,
    );
    expect(router.state.location.search).toBe('?viewId=v1');
  });

  it('home shows a menu group as its tabs under the group name, each opening its own target', async () => {
    server.on(
      'application/showAllTabs',
      envelopeRoute(() =>
        ok([
          { id: 'm-rep', name: 'Reports', type: '', standardTabId: 'report' },
          {
            id: 'm-more',
            name: 'More',
            children: [
              { id: 'm-case', name: 'Cases', type: 'object', objectApi: 'Case', objId: 'o5', prefix: '500' },
            ],
          },
        ]),
      ),
    );
    const { router } = await renderAppAt('/');
    const main = await screen.findByRole('main', {}, SLOW);
    const group = await within(main).findByRole('region', { name: 'More' }, SLOW);
    // The group itself leads nowhere, so it is a heading, not a tile.
    expect(within(main).queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
    await userEvent.click(within(group).getByRole('button', { name: 'Cases' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/commonObjects/views/table/Case/o5/500'),
    );
  });

  it("'/' focuses the global search", async () => {
    await renderAppAt('/');
    const search = await screen
      .findByRole('combobox', { name: 'Search' }, SLOW)
      .catch(() => screen.getByLabelText('Search'));
    await userEvent.keyboard('/');
    expect(search).toHaveFocus();
  });

  it('signs out from the user menu, through single sign-out', async () => {
    const { router } = await renderAppAt('/');
    await userEvent.click(await screen.findByRole('button', { name: 'User menu for Ada Lovelace' }, SLOW));
    await userEvent.click(await screen.findByText('Sign out'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), SLOW);
    expect(server.callsTo('sysconfig/auth/pc/1.0/post/singleLogout')).toHaveLength(1);
    expect(localStorage.getItem('vela.accessToken')).toBeNull();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetGlobalState } from '../../state/index.js';
import { envelopePayload, envelopeRoute } from '../../test-support/envelope-call.js';
import { type FakeServer, installFakeServer, ok } from '../../test-support/fake-server.js';
import { DEMO_APPS, installStartup, MENUS_BY_APP } from '../../test-support/fake-startup.js';
import { renderAppAt, SLOW } from '../../test-support/render-app.js';
import { leaveConsole } from '../console/console-store.js';
import { closeOpenedPage, openPage, usePageDialogs } from './open-page.js';

let server: FakeServer;

beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
  server = installFakeServer();
  installStartup(server);
  server.on(
    'script/listClientScript',
    envelopeRoute(() => ok([])),
  );
  server.on(
    'user/pageLifecycleEvent',
    envelopeRoute(() => ok(null)),
  );
});

vi.setConfig({ testTimeout: 60_000 });

afterEach(() => {
  act(() => usePageDialogs.setState({ dialogs: [] }));
  leaveConsole();
  resetGlobalState();
  sessionStorage.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
});

async function shellAt(path: string) {
  const view = await renderAppAt(path);
  // The first render transforms the whole shell: on a busy machine that takes a while.
  await screen.findByRole('banner', {}, { timeout: 30_000 });
  return view;
}

describe('openPage in the dialog place (spec 1 §2.7)', () => {
  it('[S1-B-048][S1-B-049][S1-K-001][S1-K-003][S1-K-031][S1-K-033] shows the page 80% wide, 10vh from the top, titled with the object name, above the shell; a click outside does not close it', async () => {
    await shellAt('/');
    act(() => {
      openPage({
        place: 'dialog',
        mode: 'self',
        path: '/reportObject/reportList',
        title: 'Accounts',
        id: 'd1',
      });
    });
    // The report list inside has dialogs of its own; antd's test ids name them all after the first title.
    const dialogs = await screen.findAllByRole('dialog', { name: 'Accounts' }, SLOW);
    const dialog = dialogs.find((element) => element.classList.contains('vela-page-dialog')) as HTMLElement;
    // The page inside is the route's own screen, with its own title.
    expect(await within(dialog).findByRole('heading', { name: 'Reports' }, SLOW)).toBeInTheDocument();
    const modal = dialog.closest('.ant-modal') as HTMLElement;
    expect(modal.style.width).toBe('80%');
    expect(modal.style.top).toBe('10vh');
    const wrap = dialog.closest('.ant-modal-wrap') as HTMLElement;
    expect(wrap.style.zIndex).toBe('2900');
    await userEvent.click(wrap);
    expect(dialog).toBeInTheDocument();
    await userEvent.click(
      within(dialog.closest('.ant-modal') as HTMLElement).getByRole('button', { name: /close/i }),
    );
    await waitFor(() => expect(usePageDialogs.getState().dialogs).toEqual([]));
  });

  it('[S1-B-050][S1-K-002][S1-K-032] a custom dialog is 50% wide, on z-index 3000, titled "Details" when no title is given', async () => {
    await shellAt('/');
    act(() => {
      openPage({ place: 'dialog', path: '/dataSource', title: '', custom: true });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Details' }, SLOW);
    expect((dialog.closest('.ant-modal') as HTMLElement).style.width).toBe('50%');
    expect((dialog.closest('.ant-modal-wrap') as HTMLElement).style.zIndex).toBe('3000');
  });

  it('[S1-B-048][S1-B-079] tab × self navigates; tab × blank opens a new browser tab and keeps a close handle for its page id', async () => {
    const { router } = await shellAt('/');
    act(() => {
      openPage({ place: 'tab', mode: 'self', path: '/dataSource', title: 'Data' });
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dataSource'));
    const opened = { closed: false, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
    openPage({ place: 'tab', mode: 'blank', path: '/recycle', title: 'Recycle bin', id: 'page-7' });
    expect(open).toHaveBeenCalledWith('/recycle', '_blank');
    expect(closeOpenedPage('page-7')).toBe(true);
    expect(opened.close).toHaveBeenCalled();
    expect(closeOpenedPage('page-7')).toBe(false);
  });
});

describe('the console workspace in the shell', () => {
  const consoleApps = DEMO_APPS.map((app) =>
    app.id === 'app-service' ? { ...app, navigationStyle: 'console' } : app,
  );

  it('[S1-B-072][S1-C-023] restores the saved tabs of the console app and saves each new tab with appid and opentab', async () => {
    server.on(
      'application/getApplicationList',
      envelopeRoute(() => ok(consoleApps)),
    );
    const saved = JSON.stringify({
      activeId: 'menu:m-case',
      tabs: [
        { id: 'menu:m-case', title: 'Cases', path: '/dataSource', fixed: true, children: [] },
        { id: 'r1', title: 'Case 00042', path: '/console-tab-detail/r1/DETAIL', fixed: false, children: [] },
      ],
    });
    server.on(
      'consoleGetTab',
      envelopeRoute(() => ok({ opentab: saved, updatedAt: null })),
    );
    server.on(
      'consoleSaveTab',
      envelopeRoute(() => ok({ appid: 'app-service', updatedAt: '' })),
    );
    const { router } = await shellAt('/');
    const bar = await screen.findByRole('navigation', { name: 'Workspace tabs' }, SLOW);
    await waitFor(() =>
      expect(
        within(bar)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['Cases', 'Case 00042']),
    );
    // The tab in front comes back to the address bar.
    await waitFor(() => expect(router.state.location.pathname).toBe('/dataSource'));
    expect(envelopePayload(server.callsTo('consoleGetTab')[0])).toEqual({ appid: 'app-service' });

    await userEvent.click(within(screen.getByRole('navigation', { name: 'App menu' })).getByText('Cases'));
    // Cases is open already: only focused, yet an add saves (spec 1 §4).
    await waitFor(() => expect(server.callsTo('consoleSaveTab')).toHaveLength(1));
    const body = envelopePayload(server.callsTo('consoleSaveTab')[0]) as { appid: string; opentab: string };
    expect(body.appid).toBe('app-service');
    expect(JSON.parse(body.opentab).tabs.map((tab: { id: string }) => tab.id)).toEqual(['menu:m-case', 'r1']);
    expect(MENUS_BY_APP['app-service']?.[0]?.id).toBe('m-case');

    // Back and forward reach a tab by its address: it comes to the front with its page.
    await act(() => router.navigate('/console-tab-detail/r1/DETAIL'));
    await waitFor(() =>
      expect(within(bar).getByRole('tab', { name: 'Case 00042' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(await screen.findByRole('region', { name: 'Case 00042' }, SLOW)).not.toHaveAttribute('hidden');
  });
});

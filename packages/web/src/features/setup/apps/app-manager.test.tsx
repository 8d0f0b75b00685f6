import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppMenuEntry, ManagedApp, SetupObject } from '@vela/core';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { envelopeRoute } from '../../../test-support/envelope-call.js';
import { fail, installFakeServer, ok } from '../../../test-support/fake-server.js';
import { renderWithApp } from '../../../test-support/render.js';
import { signedInAsAdministrator } from '../../../test-support/signed-in-admin.js';
import AppDetailPage from './AppDetailPage.js';

const SLOW = { timeout: 20_000 } as const;

const APP: ManagedApp = {
  id: 'app1',
  name: 'Harbour',
  labels: { de: 'Hafen' },
  description: '',
  appState: 1,
  bgcolor: '#123456',
  navigationStyle: 'horizontal',
  isDefault: false,
  partnerVisible: false,
  profileIds: [],
  itemCount: 2,
  logo: '',
};

const entry = (id: string, patch: Partial<AppMenuEntry>): AppMenuEntry => ({
  id,
  kind: 'object',
  name: id,
  labels: {},
  objectApi: '',
  layoutType: 'list',
  standardTabId: '',
  customPageId: '',
  url: '',
  openPlace: '',
  openMode: '',
  isfixed: false,
  isDefaultLaunchTab: false,
  children: [],
  ...patch,
});

const object = (api: string, plural: string, isCustom: boolean): SetupObject => ({
  id: api.toLowerCase(),
  api,
  prefix: 'a01',
  label: api,
  plural,
  labels: {},
  pluralLabels: {},
  icon: '',
  isCustom,
  fieldCount: 3,
  features: { activities: true, files: true, history: true },
});

const MENU = [
  entry('m1', { kind: 'standard', name: 'Home', standardTabId: 'homePage' }),
  entry('m2', { name: 'Accounts', objectApi: 'Account' }),
];

function serve(
  saveMenu: (body: { items: unknown[] }) => unknown,
  extra: Parameters<typeof installFakeServer>[0] = {},
) {
  return installFakeServer({
    ...extra,
    'setup/apps/get': envelopeRoute(() => ok({ app: APP, menu: MENU, customPages: [] })),
    'setup/objects': envelopeRoute(() =>
      ok([object('Account', 'Accounts', false), object('Vessel', 'Vessels', true)]),
    ),
    'access/profile/list': envelopeRoute(() => ok({ profiles: [], sessionTimeoutChoices: [] })),
    'setup/apps/saveMenu': envelopeRoute((body: { items: unknown[] }) => saveMenu(body)),
  });
}

const renderPage = () =>
  renderWithApp(
    <Routes>
      <Route path="/systemSettings/setuppage/appManager/:appId" element={<AppDetailPage />} />
      <Route path="/systemSettings/setuppage/appManager" element={<p>The app list</p>} />
    </Routes>,
    { route: '/systemSettings/setuppage/appManager/app1' },
  );

/** The app manager's navigation editor (issue 18): keyboard reordering, renaming, adding a custom object tab. */
describe('app manager: navigation editor', () => {
  signedInAsAdministrator();

  it('[issue 18] moves a tab with the keyboard, renames it, adds a custom object tab, removes one and saves them in order', async () => {
    let saved: { items: unknown[] } | undefined;
    serve((body) => {
      saved = body;
      return ok({ menu: MENU });
    });
    const user = userEvent.setup();
    await renderPage();
    // Label queries, not role queries: antd's tree makes role queries slow in jsdom.
    await screen.findByLabelText('Navigation items', {}, SLOW);
    expect(screen.getByLabelText('Move Home up')).toBeDisabled();

    // Keyboard: focus "Move Accounts up" and press Enter.
    screen.getByLabelText('Move Accounts up').focus();
    await user.keyboard('{Enter}');
    const labels = () =>
      screen.getAllByLabelText(/^Label of /).map((input) => (input as HTMLInputElement).value);
    expect(labels()).toEqual(['Accounts', 'Home']);

    fireEvent.change(screen.getByLabelText('Label of Accounts'), { target: { value: 'Customers' } });
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    // Add the custom object Vessel: its label starts as the object's plural.
    fireEvent.mouseDown(screen.getByLabelText('What it opens'));
    fireEvent.click(await screen.findByTitle('Vessels (Vessel)'));
    expect(screen.getByLabelText('Label')).toHaveValue('Vessels');
    fireEvent.click(screen.getByText('Add', { exact: true }));
    fireEvent.click(screen.getByLabelText('Remove Home'));
    expect(labels()).toEqual(['Customers', 'Vessels']);

    fireEvent.click(screen.getByText('Save navigation'));
    await waitFor(() => expect(saved).toBeDefined());
    expect(saved?.items).toEqual([
      expect.objectContaining({ id: 'm2', kind: 'object', name: 'Customers', objectApi: 'Account' }),
      expect.objectContaining({ kind: 'object', name: 'Vessels', objectApi: 'Vessel', children: [] }),
    ]);
    expect(saved?.items[1]).not.toHaveProperty('id');
  });

  it('[issue 18] shows a refusal naming the field and marks the item it names', async () => {
    serve(() => fail('400', 'items.1.objectApi: no object "Account"', 400));
    await renderPage();
    await screen.findByLabelText('Navigation items', {}, SLOW);
    fireEvent.click(screen.getByText('Save navigation'));
    // The page's own alert, not a message another test left fading out.
    const refusal = 'items.1.objectApi: no object "Account"';
    await waitFor(
      () =>
        expect(screen.getAllByRole('alert').some((alert) => alert.textContent?.includes(refusal))).toBe(true),
      SLOW,
    );
    expect(screen.getByTestId('menu-row-1')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('menu-row-0')).not.toHaveAttribute('aria-invalid');
  });

  it('[issue 18] drags a tab onto another, marks a fixed tab and the one the app opens first, and saves them', async () => {
    let saved: { items: Array<Record<string, unknown>> } | undefined;
    serve((body) => {
      saved = body as typeof saved;
      return ok({ menu: MENU });
    });
    await renderPage();
    await screen.findByLabelText('Navigation items', {}, SLOW);
    const labels = () =>
      screen.getAllByLabelText(/^Label of /).map((input) => (input as HTMLInputElement).value);
    // Mouse: drag Accounts onto Home's row.
    const accounts = screen.getByTestId('menu-row-1');
    const home = screen.getByTestId('menu-row-0');
    fireEvent.dragStart(accounts, { dataTransfer: { effectAllowed: '', setData: () => undefined } });
    fireEvent.dragOver(home);
    fireEvent.drop(home);
    expect(labels()).toEqual(['Accounts', 'Home']);

    fireEvent.click(screen.getByLabelText('Home is a fixed tab'));
    fireEvent.click(screen.getByLabelText('The app opens Home first'));
    fireEvent.click(screen.getByLabelText('The app opens Accounts first'));
    // One tab opens first: choosing Accounts clears Home.
    expect(screen.getByLabelText('The app opens Home first')).not.toBeChecked();
    fireEvent.click(screen.getByText('Save navigation'));
    await waitFor(() => expect(saved).toBeDefined());
    expect(saved?.items.map((item) => [item.name, item.isfixed, item.isDefaultLaunchTab])).toEqual([
      ['Accounts', false, true],
      ['Home', true, false],
    ]);
  }, 120_000);

  it('[issue 18] deletes the app after asking, and shows a refusal naming why', async () => {
    let deletes = 0;
    let savedApp: { app: Record<string, unknown> } | undefined;
    serve(() => ok({ menu: MENU }), {
      'setup/apps/delete': envelopeRoute(() => {
        deletes += 1;
        return deletes === 1
          ? fail('400', 'appId: "Harbour" is the default app; make another app the default first', 400)
          : ok({ appId: 'app1', deleted: true });
      }),
      'setup/apps/save': envelopeRoute((body: { app: Record<string, unknown> }) => {
        savedApp = body;
        return ok(APP);
      }),
    });
    await renderPage();
    await screen.findByLabelText('Navigation items', {}, SLOW);
    // Saving the properties unchanged sends no logo (the stored one stays).
    fireEvent.click(screen.getByText('Save properties'));
    await waitFor(() => expect(savedApp).toBeDefined(), SLOW);
    expect(savedApp?.app).not.toHaveProperty('logo');
    expect(screen.getByText('Choose image…')).toBeInTheDocument();

    fireEvent.click(screen.getByText('Delete app'));
    await screen.findByText('Delete the app Harbour with its navigation? Users no longer see it.', {}, SLOW);
    fireEvent.click(lastDeleteButton());
    await waitFor(
      () =>
        expect(
          screen.getAllByRole('alert').some((alert) => alert.textContent?.includes('is the default app')),
        ).toBe(true),
      SLOW,
    );
    fireEvent.click(screen.getAllByText('Delete app')[0] as HTMLElement);
    fireEvent.click(lastDeleteButton());
    expect(await screen.findByText('The app list', {}, SLOW)).toBeInTheDocument();
    expect(deletes).toBe(2);
  }, 120_000);
});

/** The confirmation's own "Delete app" button: the last one on the page (the popover renders after the page). */
const lastDeleteButton = () => {
  const buttons = screen.getAllByRole('button', { name: /Delete app/ });
  return buttons[buttons.length - 1] as HTMLElement;
};

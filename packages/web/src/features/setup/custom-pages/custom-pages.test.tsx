import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomPageSummary, SetupObject } from '@vela/core';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { envelopeRoute } from '../../../test-support/envelope-call.js';
import { fail, installFakeServer, ok } from '../../../test-support/fake-server.js';
import { renderWithApp } from '../../../test-support/render.js';
import { signedInAsAdministrator } from '../../../test-support/signed-in-admin.js';
import CustomPagesPage from './CustomPagesPage.js';
import { moved, removed } from './page-draft.js';

const SLOW = { timeout: 20_000 } as const;

const summary = (patch: Partial<CustomPageSummary>): CustomPageSummary => ({
  id: '0cp1',
  name: 'Team corner',
  componentCount: 2,
  isDefault: false,
  usedBy: [],
  updatedAt: '2026-11-28T10:00:00.000Z',
  ...patch,
});

const account: SetupObject = {
  id: 'account',
  api: 'Account',
  prefix: '001',
  label: 'Account',
  plural: 'Accounts',
  labels: {},
  pluralLabels: {},
  icon: '',
  isCustom: false,
  fieldCount: 12,
  features: { activities: true, files: true, history: true },
};

function serve(handlers: { save?: (body: Record<string, unknown>) => unknown; remove?: () => unknown }) {
  return installFakeServer({
    'customPage/list': envelopeRoute(() =>
      ok({
        pages: [
          summary({ isDefault: true, usedBy: ['Sales'] }),
          summary({ id: '0cp2', name: 'Loose page', componentCount: 1 }),
        ],
      }),
    ),
    'customPage/getCustomPage': envelopeRoute(() =>
      ok({
        id: '0cp1',
        name: 'Team corner',
        components: [
          { kind: 'richText', blocks: [{ style: 'heading', text: 'Welcome' }] },
          { kind: 'listView', objectApi: 'Account', objId: 'account', prefix: '001' },
        ],
      }),
    ),
    'setup/objects': envelopeRoute(() => ok([account])),
    'customPage/save': envelopeRoute((body: Record<string, unknown>) =>
      handlers.save ? handlers.save(body) : ok(summary({})),
    ),
    'customPage/delete': envelopeRoute(() => (handlers.remove ? handlers.remove() : ok({ id: '0cp2' }))),
  });
}

const renderPage = () =>
  renderWithApp(
    <Routes>
      <Route path="/systemSettings/setuppage/costomui/pageList" element={<CustomPagesPage />} />
    </Routes>,
    { route: '/systemSettings/setuppage/costomui/pageList' },
  );

describe('custom page drafts', () => {
  it('moves within bounds and removes by position', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(removed(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });
});

/** Setup's custom page manager (issue 18, costomui/pageList). */
describe('setup: custom pages', () => {
  signedInAsAdministrator();

  it('[issue 18] lists the pages with the default marked, the apps that open them and a link to open one alone', async () => {
    serve({});
    await renderPage();
    const row = (await screen.findByText('Team corner', {}, SLOW)).closest('tr') as HTMLElement;
    expect(within(row).getByText('Default')).toBeInTheDocument();
    expect(within(row).getByText('Sales')).toBeInTheDocument();
    expect(within(row).getByText('Open in a window').closest('a')).toHaveAttribute(
      'href',
      '/injectionComponent1?page=0cp1',
    );
  });

  it('[issue 18] edits a page with the keyboard: reorders, adds a paragraph and saves it in order', async () => {
    let saved: Record<string, unknown> | undefined;
    serve({
      save: (body) => {
        saved = body;
        return ok(summary({}));
      },
    });
    const user = userEvent.setup();
    await renderPage();
    fireEvent.click(await screen.findByText('Team corner', {}, SLOW));
    const moveUp = await screen.findByLabelText('Move component 2 up', {}, SLOW);
    // The dialog moves focus into itself as it opens: focus the button once the dialog has settled.
    await waitFor(() => {
      moveUp.focus();
      expect(moveUp).toHaveFocus();
    }, SLOW);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('1. List view', {}, SLOW)).toBeInTheDocument();
    fireEvent.click(screen.getByText('Add a paragraph'));
    fireEvent.change(screen.getByLabelText('Text of paragraph 2'), { target: { value: 'Read me first.' } });
    fireEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(saved).toBeDefined());
    expect(saved).toMatchObject({
      id: '0cp1',
      name: 'Team corner',
      isDefault: true,
      components: [
        { kind: 'listView', objectApi: 'Account' },
        {
          kind: 'richText',
          blocks: [
            { style: 'heading', text: 'Welcome' },
            { style: 'paragraph', text: 'Read me first.' },
          ],
        },
      ],
    });
  });

  it('[issue 18] names the component left incomplete before any call, and shows the refusal of the server', async () => {
    let calls = 0;
    serve({
      save: () => {
        calls += 1;
        return fail('400', 'components.0.objectApi: no object "Ghost"', 400);
      },
    });
    await renderPage();
    fireEvent.click(await screen.findByText('New custom page', {}, SLOW));
    fireEvent.change(await screen.findByLabelText('Text of paragraph 1'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByText('Add a list view'));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Fresh' } });
    fireEvent.click(screen.getByText('Save'));
    expect(
      await screen.findByText('Component 2 is not complete: fill it in or remove it'),
    ).toBeInTheDocument();
    expect(calls).toBe(0);
    fireEvent.click(screen.getByLabelText('Remove component 2'));
    fireEvent.click(screen.getByText('Save'));
    expect(
      await screen.findByText('components.0.objectApi: no object "Ghost"', {}, SLOW),
    ).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('[issue 18] a refused delete says why', async () => {
    serve({ remove: () => fail('400', '"Loose page" is opened by the menu of Sales', 400) });
    await renderPage();
    const row = (await screen.findByText('Loose page', {}, SLOW)).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByText('Delete'));
    const confirm = (await screen.findByText('Delete Loose page?')).closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('"Loose page" is opened by the menu of Sales', {}, SLOW),
    ).toBeInTheDocument();
  });
});

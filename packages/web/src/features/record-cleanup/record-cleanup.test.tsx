import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetGlobalState } from '../../state/index.js';
import { envelopeRoute } from '../../test-support/envelope-call.js';
import { type FakeServer, installFakeServer, ok } from '../../test-support/fake-server.js';
import { installStartup } from '../../test-support/fake-startup.js';
import { renderAppAt } from '../../test-support/render-app.js';

// The first render loads the screen's chunk (antd's table, select, radio) through the transformer: give it time.
const SLOW = { timeout: 45_000 } as const;

let server: FakeServer;

beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
  server = installFakeServer();
  installStartup(server);
});

afterEach(() => {
  resetGlobalState();
  vi.unstubAllGlobals();
});

const entry = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  objectApi: 'Account',
  objId: 'account',
  objectLabel: 'Account',
  deletedAt: '2026-03-01T09:00:00.000Z',
  deletedById: '005-a',
  deletedByName: 'Ada Lovelace',
  daysLeft: 12,
  canRestore: true,
  ...extra,
});

describe('recycle bin', { timeout: 90_000 }, () => {
  it('[S1-R-128] lists the deleted records with days left, and restores the selected ones', async () => {
    let binned = [entry('001-a', 'Acme Ltd'), entry('001-b', 'Globex', { canRestore: false, daysLeft: 2 })];
    const listed: unknown[] = [];
    server.on(
      'recycle/list',
      envelopeRoute((payload) => {
        listed.push(payload);
        return ok({
          total: binned.length,
          page: 1,
          pageSize: 25,
          retentionDays: 15,
          objects: [{ objectApi: 'Account', label: 'Accounts', count: binned.length }],
          entries: binned,
        });
      }),
    );
    const restored: unknown[] = [];
    server.on(
      'recycle/restore',
      envelopeRoute((payload: { ids: string[] }) => {
        restored.push(payload);
        binned = binned.filter((item) => !payload.ids.includes(item.id));
        return ok({ done: payload.ids, failed: [] });
      }),
    );
    await renderAppAt('/recycle');
    expect(await screen.findByRole('heading', { level: 1, name: 'Recycle bin' }, SLOW)).toBeInTheDocument();
    const main = document.body;
    expect(
      within(main).getByText('Deleted records stay here for 15 days, then they are deleted for good.'),
    ).toBeInTheDocument();
    const acme = await within(main).findByRole('row', { name: /Acme Ltd/ }, SLOW);
    expect(acme).toHaveTextContent('Ada Lovelace');
    expect(acme).toHaveTextContent('12');
    // A record the user may read but not delete cannot be chosen.
    expect(within(main).getByRole('checkbox', { name: 'Select Globex' })).toBeDisabled();
    const restore = within(main).getByRole('button', { name: 'Restore' });
    expect(restore).toBeDisabled();
    await userEvent.click(within(main).getByRole('checkbox', { name: 'Select Acme Ltd' }));
    await userEvent.click(restore);
    await waitFor(() => expect(restored).toEqual([{ ids: ['001-a'] }]));
    expect(await screen.findByText('1 record restored.')).toBeInTheDocument();
    await waitFor(() => expect(within(main).queryByRole('row', { name: /Acme Ltd/ })).toBeNull());

    // Searching asks the server with the keyword.
    const search = within(main).getByRole('searchbox', { name: 'Search the recycle bin' });
    await userEvent.type(search, 'glob{Enter}');
    await waitFor(() => expect(listed).toContainEqual({ page: 1, pageSize: 25, keyword: 'glob' }));
  });

  it('[S1-R-128] says what to expect when the bin is empty', async () => {
    server.on(
      'recycle/list',
      envelopeRoute(() =>
        ok({ total: 0, page: 1, pageSize: 25, retentionDays: 15, objects: [], entries: [] }),
      ),
    );
    await renderAppAt('/recycle');
    expect(
      await screen.findByText(
        'The recycle bin is empty. Records you delete show up here for 15 days.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
  });
});

describe('merge', { timeout: 90_000 }, () => {
  const comparison = {
    objectApi: 'Account',
    objId: 'account',
    objectLabel: 'Account',
    fields: [
      { apiName: 'name', label: 'Account name', type: 'S', readOnly: false },
      { apiName: 'phone', label: 'Phone', type: 'H', readOnly: false },
      { apiName: 'website', label: 'Website', type: 'U', readOnly: true },
    ],
    records: [
      {
        id: '001-a',
        name: 'Umbrella',
        createdate: '',
        canEdit: true,
        canDelete: true,
        values: { name: 'Umbrella', phone: null, website: 'u.example' },
      },
      {
        id: '001-b',
        name: 'Umbrella Ltd',
        createdate: '',
        canEdit: true,
        canDelete: true,
        values: { name: 'Umbrella Ltd', phone: '555 0100', website: 'ul.example' },
      },
    ],
    defaultChoices: { name: '001-a', phone: '001-b', website: '001-a' },
  };

  it('[S1-R-009][S1-R-012] picks values field by field and merges into the kept record; read-only fields stay', async () => {
    server.on(
      'duplicates/compare',
      envelopeRoute(() => ok(comparison)),
    );
    const merges: unknown[] = [];
    server.on(
      'duplicates/merge',
      envelopeRoute((payload) => {
        merges.push(payload);
        return ok({
          id: '001-a',
          name: 'Umbrella Ltd',
          merged: ['001-b'],
          changedFields: ['name'],
          movedRelated: 3,
        });
      }),
    );
    await renderAppAt('/commonObjects/combination?ids=001-a,001-b');
    expect(await screen.findByRole('heading', { level: 1, name: 'Merge Account' }, SLOW)).toBeInTheDocument();
    const main = document.body;
    expect(await within(main).findByRole('radio', { name: 'Phone of Umbrella Ltd' })).toBeChecked();
    expect(within(main).getByRole('radio', { name: 'Website of Umbrella Ltd' })).toBeDisabled();
    await userEvent.click(within(main).getByRole('radio', { name: 'Account name of Umbrella Ltd' }));
    await userEvent.click(within(main).getByRole('button', { name: 'Merge' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Merge 2 records into "Umbrella"?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await waitFor(() =>
      expect(merges).toEqual([
        { masterId: '001-a', ids: ['001-a', '001-b'], choices: { name: '001-b', phone: '001-b' } },
      ]),
    );
    expect(await screen.findByText('Merged into Umbrella Ltd; 3 related records moved.')).toBeInTheDocument();
  });

  it('[S1-R-013] explains that a merge needs 2 or 3 records of one object', async () => {
    await renderAppAt('/commonObjects/combinationRepeat?ids=001-a');
    expect(
      await screen.findByText('Open this page with 2 or 3 records of one object to merge them.', {}, SLOW),
    ).toBeInTheDocument();
    expect(server.callsTo('duplicates/compare')).toHaveLength(0);
  });
});

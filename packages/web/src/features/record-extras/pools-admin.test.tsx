import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopePayload, envelopeRoute } from '../../test-support/envelope-call.js';
import { type FakeServer, installFakeServer, ok } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import { ClientPoolsAdmin } from './components/ClientPoolsAdmin.js';

const SLOW = { timeout: 20_000 } as const;
let server: FakeServer;
let active: boolean;

const pool = () => ({
  id: '0plA',
  name: 'Lead pool',
  objectApi: 'Lead',
  objId: 'lead',
  prefix: '004',
  objectLabel: 'Leads',
  claimLimit: 5,
  isActive: active,
  recordCount: 8,
  members: [
    { userId: 'u1', name: 'Avery Admin', isManager: true },
    { userId: 'u2', name: 'Rob Rep', isManager: false },
  ],
});

beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
  active = true;
  server = installFakeServer({
    'clientPool/adminPools': envelopeRoute(() =>
      ok({
        pools: [pool()],
        objects: [
          { objectApi: 'Lead', objId: 'lead', label: 'Leads' },
          { objectApi: 'Account', objId: 'account', label: 'Accounts' },
        ],
        users: [
          { id: 'u1', name: 'Avery Admin', email: 'a@x' },
          { id: 'u2', name: 'Rob Rep', email: 'r@x' },
        ],
      }),
    ),
    'clientPool/savePool': envelopeRoute(() => ok({ id: '0plA' })),
    'clientPool/setPoolActive': envelopeRoute<{ id: string; active: boolean }>((body) => {
      active = body.active;
      return ok({ id: body.id, isActive: body.active });
    }),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('client pools administration', () => {
  it('[S1-R-033] lists pools with object, limit, records and members; editing sends name, limit and members with managers', async () => {
    await renderWithApp(<ClientPoolsAdmin />);
    const row = (await screen.findByText('Lead pool', {}, SLOW)).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Leads');
    expect(row).toHaveTextContent('Avery Admin · manager');
    expect(row).toHaveTextContent('Active');
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit pool “Lead pool”' }, SLOW);
    const limit = within(dialog).getByRole('spinbutton', { name: 'Claim limit' });
    await userEvent.clear(limit);
    await userEvent.type(limit, '7');
    await userEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(server.callsTo('clientPool/savePool')).toHaveLength(1), SLOW);
    expect(envelopePayload(server.callsTo('clientPool/savePool')[0])).toEqual({
      id: '0plA',
      objectApi: 'Lead',
      name: 'Lead pool',
      claimLimit: 7,
      members: [
        { userId: 'u2', isManager: false },
        { userId: 'u1', isManager: true },
      ],
    });
    expect(await screen.findByText('Pool “Lead pool” saved.', {}, SLOW)).toBeInTheDocument();
  }, 60_000);

  it('[S1-R-033] refuses a claim limit out of range before asking the server', async () => {
    await renderWithApp(<ClientPoolsAdmin />);
    await userEvent.click(await screen.findByRole('button', { name: /New pool/ }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'New client pool' }, SLOW);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Fair leads');
    const limit = within(dialog).getByRole('spinbutton', { name: 'Claim limit' });
    await userEvent.clear(limit);
    await userEvent.type(limit, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
    expect(
      await within(dialog).findByText('Enter a whole number from 1 to 10000.', {}, SLOW),
    ).toBeInTheDocument();
    expect(server.callsTo('clientPool/savePool')).toHaveLength(0);
  }, 60_000);

  it('[S1-R-033] deactivates a pool after asking, and offers to activate it again', async () => {
    await renderWithApp(<ClientPoolsAdmin />);
    const row = (await screen.findByText('Lead pool', {}, SLOW)).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Deactivate' }));
    const [text] = await screen.findAllByText(/its records stay in the pool/, {}, SLOW);
    const confirm = text?.closest('.ant-modal') as HTMLElement;
    await userEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(server.callsTo('clientPool/setPoolActive')).toHaveLength(1), SLOW);
    expect(envelopePayload(server.callsTo('clientPool/setPoolActive')[0])).toEqual({
      id: '0plA',
      active: false,
    });
    const after = (await screen.findByText('Deactivated', {}, SLOW)).closest('tr') as HTMLElement;
    expect(within(after).getByRole('button', { name: 'Activate' })).toBeInTheDocument();
  }, 60_000);
});

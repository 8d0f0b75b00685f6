import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeServer, fail, installFakeServer, ok } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import ClientPoolPage from './ClientPoolPage.js';
import CustomerHierarchyPage from './CustomerHierarchyPage.js';
import { FollowButton } from './components/FollowButton.js';
import { RecordFilesTab } from './components/RecordFilesTab.js';

let server: FakeServer;
const SLOW = { timeout: 5_000 };

beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
  server = installFakeServer();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const pool = { id: '0plA', name: 'East leads', claimLimit: 2, held: 1, isManager: false, members: [] };
const poolPage = {
  pool,
  columns: [{ apiName: 'company', label: 'Company', type: 'S' }],
  dataList: [
    {
      id: '004A',
      name: 'Pooled Lead One',
      company: 'One Ltd',
      ownerid: '005q',
      owneridccname: 'East leads',
      createdate: '2026-11-20T10:00:00Z',
    },
    {
      id: '004B',
      name: 'Pooled Lead Two',
      company: 'Two Ltd',
      ownerid: '005q',
      owneridccname: 'East leads',
      createdate: '2026-11-19T10:00:00Z',
    },
  ],
  totalCount: 2,
  page: 1,
  pageSize: 25,
  objectApi: 'Lead',
};

const bodyOf = (call: { body: unknown }) => (call.body as { body: Record<string, unknown> }).body;

describe('client pool page', { timeout: 60_000 }, () => {
  it('[S1-R-033] lists the pool with the pool as owner, and claims the chosen records', async () => {
    server.on('clientPool/getPools', () => ok([pool]));
    server.on('clientPool/getRecords', () => ok(poolPage));
    server.on('clientPool/claim', () => ok({ claimed: ['004B'], held: 2, claimLimit: 2 }));
    await renderWithApp(
      <Routes>
        <Route path="/clientPool/:objectApi/:objId/:prefix" element={<ClientPoolPage />} />
      </Routes>,
      { route: '/clientPool/Lead/lead/004' },
    );
    const row = (await screen.findByText('Pooled Lead Two', {}, SLOW)).closest('tr') as HTMLElement;
    expect(within(row).getByText('East leads')).toBeInTheDocument();
    expect(within(row).getByText('Two Ltd')).toBeInTheDocument();
    expect(screen.getByText(/You hold 1 of 2 records/)).toBeInTheDocument();
    const claim = screen.getByRole('button', { name: 'Claim' });
    expect(claim).toBeDisabled();
    await userEvent.click(within(row).getByRole('checkbox', { name: 'Select Pooled Lead Two' }));
    await userEvent.click(claim);
    await waitFor(() => expect(server.callsTo('clientPool/claim')).toHaveLength(1));
    expect(bodyOf(server.callsTo('clientPool/claim')[0] as { body: unknown })).toEqual({
      objectApi: 'Lead',
      poolId: '0plA',
      ids: ['004B'],
    });
    expect(await screen.findByText('Claimed 1 record.')).toBeInTheDocument();
  });

  it('[S1-R-033] shows the server refusal when a claim passes the limit', async () => {
    server.on('clientPool/getPools', () => ok([pool]));
    server.on('clientPool/getRecords', () => ok(poolPage));
    server.on('clientPool/claim', () =>
      fail('11400', 'You may hold at most 2 records claimed from East leads'),
    );
    await renderWithApp(
      <Routes>
        <Route path="/clientPool/:objectApi/:objId/:prefix" element={<ClientPoolPage />} />
      </Routes>,
      { route: '/clientPool/Lead/lead/004' },
    );
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Pooled Lead One' }, SLOW));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Pooled Lead Two' }));
    await userEvent.click(screen.getByRole('button', { name: 'Claim' }));
    expect(
      await screen.findByText('You may hold at most 2 records claimed from East leads'),
    ).toBeInTheDocument();
  });

  it('[S1-R-033] says so when the user is in no pool', async () => {
    server.on('clientPool/getPools', () => ok([]));
    await renderWithApp(
      <Routes>
        <Route path="/clientPool/:objectApi/:objId/:prefix" element={<ClientPoolPage />} />
      </Routes>,
      { route: '/clientPool/Account/account/001' },
    );
    expect(await screen.findByText(/not a member of any client pool/, {}, SLOW)).toBeInTheDocument();
  });
});

describe('customer hierarchy', () => {
  it('[S1-R-014] shows readable accounts by name and the others as restricted, without their names', async () => {
    server.on('customer/getHierarchy', () =>
      ok({
        objectLabel: 'Account',
        truncated: false,
        root: {
          id: null,
          key: 'restricted-1',
          name: '',
          restricted: true,
          isCurrent: false,
          children: [
            {
              id: '001M',
              key: '001M',
              name: 'Middle Region GmbH',
              restricted: false,
              isCurrent: true,
              children: [],
            },
            {
              id: '001L',
              key: '001L',
              name: 'Leaf Branch',
              restricted: false,
              isCurrent: false,
              children: [],
            },
          ],
        },
      }),
    );
    await renderWithApp(<CustomerHierarchyPage />, { route: '/commonObjects/customer?id=001M' });
    expect(await screen.findByText('Restricted record', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Account hierarchy/ })).toBeInTheDocument();
    expect(screen.getByText('Middle Region GmbH')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Leaf Branch' })).toHaveAttribute(
      'href',
      '/commonObjects/detail/001L/DETAIL',
    );
    expect(bodyOf(server.callsTo('customer/getHierarchy')[0] as { body: unknown })).toEqual({ id: '001M' });
  });
});

describe('follow and files on the record page', () => {
  it('follows a record from its title box and shows Following', async () => {
    let following = false;
    server.on('record/getFollowStatus', () => ok({ following }));
    server.on('record/follow', (call) => {
      following = bodyOf(call).follow === true;
      return ok({ following });
    });
    await renderWithApp(<FollowButton recordId="001M" />);
    const button = await screen.findByRole('button', { name: /Follow/ }, SLOW);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByRole('button', { pressed: true })).toBeInTheDocument());
    expect(bodyOf(server.callsTo('record/follow')[0] as { body: unknown })).toEqual({
      id: '001M',
      follow: true,
    });
  });

  it("lists the record's files with a download button each, and an empty state otherwise", async () => {
    server.on('record/getFiles', () =>
      ok([
        {
          id: 'filA',
          name: 'contract.pdf',
          type: 'application/pdf',
          size: 2048,
          uploadedAt: '2026-11-24T09:00:00Z',
          source: 'attached',
        },
        {
          id: 'filB',
          name: 'photo.png',
          type: 'image/png',
          size: 10,
          uploadedAt: '2026-11-23T09:00:00Z',
          source: 'field',
        },
      ]),
    );
    await renderWithApp(<RecordFilesTab recordId="001M" canEdit />);
    const list = await screen.findByRole('list', { name: 'Files' }, SLOW);
    expect(within(list).getByText('contract.pdf')).toBeInTheDocument();
    expect(within(list).getByText(/2\.0 KB/)).toBeInTheDocument();
    expect(within(list).getByText('In a file field')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Download photo.png' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload file' })).toBeInTheDocument();
  });
});

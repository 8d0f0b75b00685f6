import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ListPage } from '@vela/core';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeRoute } from '../../test-support/envelope-call.js';
import { type FakeServer, installFakeServer, ok } from '../../test-support/fake-server.js';
import { KEYWORD_INDEX_RECHECK_MS } from './keyword-index-recheck.js';
import { useListViewState } from './useListViewState.js';

const page = (names: string[], keywordIndex: 'preparing' | null): ListPage => ({
  view: { id: 'v1', name: 'All accounts', scope: 'all' },
  columns: [{ apiName: 'name', label: 'Name', type: 'S', width: null }],
  remembered: false,
  rows: names.map((name, index) => ({ id: `001${index}`, name })),
  nextCursor: null,
  pageSize: 25,
  sort: { field: 'name', order: 'asc' },
  keywordCandidates: null,
  keywordIndex,
});

/**
 * A keyword typed while the object's keyword index is still being built matches name beginnings only
 * (issue 26 item 17). The list asks again until the index is ready, then shows the whole search's rows
 * and its count, with nothing for the person to do.
 */
describe('a list while the keyword index is prepared', () => {
  let server: FakeServer;
  let ready = false;
  let counts = 0;
  beforeEach(() => {
    localStorage.setItem('vela.accessToken', 'tok-1');
    ready = false;
    counts = 0;
    server = installFakeServer({
      'view/getViewList': envelopeRoute(() =>
        ok({
          objId: 'account',
          objectApi: 'Account',
          prefix: '001',
          label: 'Account',
          pluralLabel: 'Accounts',
          defaultViewId: 'v1',
          total: 1,
          maximum: 15,
          views: [],
          fields: [],
        }),
      ),
      'view/getViewListData': envelopeRoute(() =>
        ok(ready ? page(['Harbour Tools', 'North Harbour Ltd'], null) : page(['Harbour Tools'], 'preparing')),
      ),
      'view/getViewCount': envelopeRoute(() => {
        counts += 1;
        return ok({ count: ready ? 2 : 1, estimated: false, exactLimit: 2000 });
      }),
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('asks again while preparing, then shows every match and the new count; once ready it stops asking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>
        <MemoryRouter>{children}</MemoryRouter>
      </QueryClientProvider>
    );
    const { result } = renderHook(() => useListViewState('Account'), { wrapper });
    act(() => result.current.setKeyword('harbour'));
    await waitFor(() => expect(result.current.keywordIndexPreparing).toBe(true));
    expect(result.current.page.data?.rows.map((row) => row.name)).toEqual(['Harbour Tools']);
    await waitFor(() => expect(result.current.count.data?.count).toBe(1));

    ready = true;
    await act(() => vi.advanceTimersByTimeAsync(KEYWORD_INDEX_RECHECK_MS));
    await waitFor(() =>
      expect(result.current.page.data?.rows.map((row) => row.name)).toEqual([
        'Harbour Tools',
        'North Harbour Ltd',
      ]),
    );
    expect(result.current.keywordIndexPreparing).toBe(false);
    await waitFor(() => expect(result.current.count.data?.count).toBe(2));

    const asked = server.callsTo('view/getViewListData').length;
    const countsSoFar = counts;
    await act(() => vi.advanceTimersByTimeAsync(KEYWORD_INDEX_RECHECK_MS * 3));
    expect(server.callsTo('view/getViewListData').length).toBe(asked);
    expect(counts).toBe(countsSoFar);
  });
});

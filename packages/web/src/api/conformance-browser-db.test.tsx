// A real IndexedDB for this file's page (the file runs alone: vitest.isolated-files.ts).
import 'fake-indexeddb/auto';
import { act, cleanup, screen } from '@testing-library/react';
import type { ListPage, RecordDetail as RecordDetailData } from '@vela/core';
import { openDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useListViewState } from '../features/list-view/useListViewState.js';
import { RecordDetail } from '../features/record-detail/index.js';
import { wireField } from '../features/record-form/state/form-fixture.test-support.js';
import { envelopeRoute } from '../test-support/envelope-call.js';
import { installFakeServer, ok } from '../test-support/fake-server.js';
import { renderWithApp } from '../test-support/render.js';
import { SLOW } from '../test-support/render-app.js';
import {
  BROWSER_DB_NAME,
  BROWSER_DB_STORES,
  BROWSER_DB_VERSION,
  readBrowserDb,
  writeBrowserDb,
} from './browser-db.js';
import { clearSession } from './index.js';

/**
 * Spec 1 §9: the local browser databases — a list store and a detail store (S1-K-022), schema version 3
 * (S1-K-023). A list page or a record read once paints at once on the next visit, from the browser,
 * while the server's answer loads; the answer then replaces it. The session's end empties both.
 */
function detail(name: string): RecordDetailData {
  return {
    data: { id: 'ACC000000000000001', name },
    objectApi: 'Account',
    objId: 'account',
    prefix: '001',
    labelName: 'Account',
    recordTypeName: 'Standard',
    layoutId: 'lay1',
    dataList: [
      {
        title: 'Account information',
        colNum: 1,
        showWhenEdit: true,
        selectionId: 'sec1',
        data: [
          {
            left: wireField('name', 'S', { fieldLabel: 'Account name', value: name }),
            right: {},
          },
        ],
      },
    ],
    permission: {
      isQuery: true,
      isEdit: false,
      isDelete: false,
      isCreate: false,
      isShare: false,
      isTransfer: false,
      isApprove: false,
    },
  };
}

function listPage(names: string[]): ListPage {
  return {
    view: { id: 'view-all', name: 'All accounts', scope: 'all' },
    columns: [{ apiName: 'name', label: 'Name', type: 'S', width: null }],
    remembered: false,
    rows: names.map((name, index) => ({ id: `ACC${index}`, name })),
    nextCursor: null,
    pageSize: 25,
    sort: { field: 'name', order: 'asc' },
    keywordCandidates: null,
  };
}

/** A server answer the test lets go when it wants. */
function held<T>() {
  let release: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  await act(async () => {
    clearSession();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});

describe('the local browser databases (spec 1 §9)', () => {
  it('[S1-K-022][S1-K-023] one database of schema version 3 holds a list store and a detail store', async () => {
    expect(BROWSER_DB_VERSION).toBe(3);
    expect([...BROWSER_DB_STORES]).toEqual(['list', 'detail']);
    await writeBrowserDb('detail', 'k1', { name: 'kept' });
    const db = await openDB(BROWSER_DB_NAME);
    expect(db.version).toBe(3);
    expect([...db.objectStoreNames].sort()).toEqual(['detail', 'list']);
    db.close();
    expect(await readBrowserDb('detail', 'k1')).toEqual({ name: 'kept' });
    expect(await readBrowserDb('list', 'k1')).toBeUndefined();
  });

  it('[S1-K-022] signing out (the session cleared) empties both stores', async () => {
    await writeBrowserDb('list', 'page', { rows: 1 });
    await writeBrowserDb('detail', 'record', { id: 1 });
    clearSession();
    await vi.waitFor(async () => {
      expect(await readBrowserDb('list', 'page')).toBeUndefined();
      expect(await readBrowserDb('detail', 'record')).toBeUndefined();
    });
  });

  it(
    '[S1-K-022] a record read once paints at once from the detail store on the next visit, then the answer replaces it',
    SLOW,
    async () => {
      const server = installFakeServer({
        'objectdetail/getDetail': envelopeRoute(() => ok(detail('Acme (first visit)'))),
        'objectdetail/getDetailRelatedItems': envelopeRoute(() => ok([])),
      });
      await renderWithApp(<RecordDetail recordId="ACC000000000000001" />);
      expect((await screen.findAllByText('Acme (first visit)', {}, SLOW)).length).toBeGreaterThan(0);
      await vi.waitFor(async () =>
        expect(await readBrowserDb('detail', 'ACC000000000000001:en')).toMatchObject({
          data: { name: 'Acme (first visit)' },
        }),
      );
      cleanup();

      // Next visit: the server is slow; the kept record shows while it answers.
      const answer = held<unknown>();
      server.on(
        'objectdetail/getDetail',
        envelopeRoute(() => answer.promise),
      );
      await renderWithApp(<RecordDetail recordId="ACC000000000000001" />);
      expect((await screen.findAllByText('Acme (first visit)', {}, SLOW)).length).toBeGreaterThan(0);
      await act(async () => answer.release(ok(detail('Acme Renamed'))));
      expect((await screen.findAllByText('Acme Renamed', {}, SLOW)).length).toBeGreaterThan(0);
      expect(screen.queryAllByText('Acme (first visit)')).toHaveLength(0);
    },
  );

  it(
    '[S1-K-022] a list page read once paints at once from the list store on the next visit, then the answer replaces it',
    SLOW,
    async () => {
      function Rows() {
        const state = useListViewState('Account');
        return (
          <output aria-label="rows">{(state.page.data?.rows ?? []).map((row) => row.name).join(', ')}</output>
        );
      }
      const server = installFakeServer({
        'view/getViewList': envelopeRoute(() =>
          ok({
            objId: 'account',
            objectApi: 'Account',
            prefix: '001',
            label: 'Account',
            pluralLabel: 'Accounts',
            defaultViewId: 'view-all',
            total: 1,
            maximum: 15,
            views: [],
            fields: [],
          }),
        ),
        'view/getViewCount': envelopeRoute(() => ok({ count: 2, estimated: false, exactLimit: 2000 })),
        'view/getViewListData': envelopeRoute(() => ok(listPage(['Acme', 'Globex']))),
      });
      await renderWithApp(<Rows />, { route: '/commonObjects/views/table/Account/account/001' });
      await screen.findByLabelText('rows', {}, SLOW);
      await vi.waitFor(() => expect(screen.getByLabelText('rows').textContent).toBe('Acme, Globex'));
      cleanup();
      localStorage.setItem('vela.accessToken', 'tok-1');

      const answer = held<unknown>();
      server.on(
        'view/getViewListData',
        envelopeRoute(() => answer.promise),
      );
      await renderWithApp(<Rows />, { route: '/commonObjects/views/table/Account/account/001' });
      await vi.waitFor(() => expect(screen.getByLabelText('rows').textContent).toBe('Acme, Globex'));
      await act(async () => answer.release(ok(listPage(['Acme', 'Globex', 'Initech']))));
      await vi.waitFor(() => expect(screen.getByLabelText('rows').textContent).toBe('Acme, Globex, Initech'));
    },
  );
});

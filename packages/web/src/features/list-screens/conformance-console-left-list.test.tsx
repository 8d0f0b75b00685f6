import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeRoute } from '../../test-support/envelope-call.js';
import { installFakeServer, ok } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import { SLOW } from '../../test-support/render-app.js';
import FloatingListPage from './FloatingListPage.js';

/** Spec 1 §2.2 (S1-B-007): some console routes show a left list — the console copy of the floating list. */
beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
  installFakeServer({
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
        views: [
          { id: 'view-all', name: 'All accounts', scope: 'all', isDefault: true, shared: true, mine: true },
        ],
        fields: [],
      }),
    ),
    'view/getViewCount': envelopeRoute(() => ok({ count: 2, estimated: false, exactLimit: 2000 })),
    'view/getViewListData': envelopeRoute(() =>
      ok({
        view: { id: 'view-all', name: 'All accounts', scope: 'all' },
        columns: [{ apiName: 'name', label: 'Account name', type: 'S', width: null }],
        remembered: false,
        rows: [
          { id: 'ACC1', name: 'Acme' },
          { id: 'ACC2', name: 'Globex' },
        ],
        nextCursor: null,
        pageSize: 200,
        sort: { field: 'name', order: 'asc' },
        keywordCandidates: null,
      }),
    ),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function open(route: string) {
  await renderWithApp(
    <Routes>
      <Route path="/console-commonObjects/suspension-list/:id/:type" element={<FloatingListPage />} />
      <Route path="/commonObjects/suspension-list/:id/:type" element={<FloatingListPage />} />
    </Routes>,
    { route },
  );
  const panel = await screen.findByRole('complementary', { name: /Accounts/ }, SLOW);
  expect(await within(panel).findByText('Globex', {}, SLOW)).toBeTruthy();
  return panel;
}

describe('the console left list (spec 1 §2.2)', () => {
  it('[S1-B-007] the console route shows the list of records on the left of the record', SLOW, async () => {
    const panel = await open('/console-commonObjects/suspension-list/account/view-all');
    expect(panel.className).toContain('vela-floating__panel--left');
  });

  it('[S1-B-007] the same list outside the console floats on the right', SLOW, async () => {
    const panel = await open('/commonObjects/suspension-list/account/view-all');
    expect(panel.className).toContain('vela-floating__panel--right');
  });
});

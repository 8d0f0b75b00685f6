import { act, screen } from '@testing-library/react';
import type { PrintDocument } from '@vela/core';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { storeAccessToken } from '../../api/index.js';
import { initI18n, loadFeatureMessages } from '../../i18n/index.js';
import { installFakeServer, ok } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import PrintDetailPage from './PrintDetailPage.js';
import { printDetailPath } from './print-paths.js';

const id = 'a0qP7IOLhA-2KybT-x';

const detail: PrintDocument = {
  kind: 'detail',
  heading: 'Account',
  title: 'Pulsar Industries',
  reference: id,
  printedAt: '2026-11-28T10:00:00.000Z',
  sections: [
    {
      title: 'Account information',
      fields: [
        { label: 'Account name', text: 'Pulsar Industries' },
        { label: 'Industry', text: 'Retail' },
        { label: 'Phone', text: '+1 555 0100' },
      ],
    },
  ],
  table: null,
  totals: [],
  page: null,
};

/** Every element a ResizeObserver is asked to watch while the page is on screen. */
function watchResizeObservers(): Element[] {
  const watched: Element[] = [];
  class WatchedResizeObserver {
    observe(element: Element) {
      watched.push(element);
    }
    unobserve() {}
    disconnect() {}
  }
  // The test set-up defines it writable, not configurable (jsdom has none): replaced, then put back.
  window.ResizeObserver = WatchedResizeObserver as unknown as typeof ResizeObserver;
  return watched;
}

describe('print-detail and the window size', () => {
  beforeAll(async () => {
    await initI18n();
    await loadFeatureMessages();
  });

  const setUpResizeObserver = window.ResizeObserver;
  afterEach(() => {
    window.ResizeObserver = setUpResizeObserver;
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('[S1-B-009] /print-detail/{id}/{prefix} is excluded from resize handling: nothing on the page watches a size, and a resized window leaves the paper as it was', async () => {
    const watched = watchResizeObservers();
    const windowListen = vi.spyOn(window, 'addEventListener');
    storeAccessToken('tok-print');
    installFakeServer({ 'print/getPrintDocument': () => ok(detail) });
    await renderWithApp(
      <Routes>
        <Route path="/print-detail/:id/:prefix" element={<PrintDetailPage />} />
      </Routes>,
      { route: printDetailPath(id) },
    );
    const section = await screen.findByRole('region', { name: 'Account information' });
    expect(section.textContent).toContain('Retail');

    expect(watched).toEqual([]);
    expect(windowListen.mock.calls.filter(([type]) => type === 'resize')).toEqual([]);

    const paper = document.body.innerHTML;
    for (const width of [800, 1208, 1600, 1848, 2400]) {
      act(() => {
        Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
        window.dispatchEvent(new Event('resize'));
      });
      expect(document.body.innerHTML).toBe(paper);
    }
  });
});

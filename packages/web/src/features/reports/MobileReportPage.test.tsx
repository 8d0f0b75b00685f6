import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReportResult, SavedReport } from '@vela/core';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { envelopePayload, envelopeRoute } from '../../test-support/envelope-call.js';
import { installFakeServer, ok } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import MobileReportPage from './MobileReportPage.js';

const report: SavedReport = {
  id: 'r1',
  name: 'Pipeline by stage',
  description: '',
  objectApi: 'Opportunity',
  objectLabel: 'Opportunities',
  format: 'summary',
  ownerId: 'u1',
  ownerName: 'Ada Admin',
  isPublic: true,
  folderId: null,
  folderName: '',
  canEdit: false,
  actions: { run: true, export: true, new: true },
  updatedAt: '2026-11-28T10:00:00.000Z',
  definition: {
    objectApi: 'Opportunity',
    format: 'summary',
    columns: [],
    groupings: [{ field: 'stage' }],
    filters: [],
    summaries: [{ field: 'amount', fn: 'sum' }],
    chart: { type: 'bar', measure: 0 },
  },
};
const summary: ReportResult = {
  objectApi: 'Opportunity',
  objectLabel: 'Opportunities',
  format: 'summary',
  columns: [],
  groupings: [{ apiName: 'stage', label: 'Stage', type: 'S' }],
  summaries: [{ field: 'amount', fn: 'sum', label: 'Amount' }],
  rows: [],
  hasMore: false,
  groups: [
    { by: [0], keys: ['Prospecting'], labels: ['Prospecting'], count: 2, values: [300] },
    { by: [0], keys: ['Qualification'], labels: ['Qualification'], count: 1, values: [50] },
  ],
  groupsTruncated: false,
  total: { count: 3, values: [350] },
  chart: { type: 'bar', measure: 0 },
};
const tabular: ReportResult = {
  ...summary,
  format: 'tabular',
  columns: [
    { apiName: 'name', label: 'Opportunity name', type: 'S' },
    { apiName: 'stage', label: 'Stage', type: 'S' },
  ],
  groupings: [],
  summaries: [],
  groups: [],
  chart: null,
  rows: [
    { id: 'o1', name: 'Rep deal A', stage: 'Prospecting' },
    { id: 'o2', name: 'Rep deal B', stage: 'Qualification' },
  ],
  hasMore: true,
  total: { count: 30, values: [] },
};

const phone = { width: 390, height: 844 };
let wide = { width: window.innerWidth, height: window.innerHeight };
const resize = (size: { width: number; height: number }) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: size.width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: size.height });
  window.dispatchEvent(new Event('resize'));
};

const page = () =>
  renderWithApp(
    <Routes>
      <Route path="/appReport/:type/:reportId?/:folderId?/:isOptimization?" element={<MobileReportPage />} />
    </Routes>,
    { route: '/appReport/Opportunity/r1' },
  );

beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
  wide = { width: window.innerWidth, height: window.innerHeight };
  resize(phone);
});
afterEach(() => resize(wide));

describe('mobile report (appReport) at 390×844', () => {
  it('[S1-R-076] a summary report: a compact header with the count, the chart, then one card per group', {
    timeout: 60_000,
  }, async () => {
    const server = installFakeServer({
      'report/getReport': envelopeRoute(() => ok(report)),
      'report/runReport': envelopeRoute(() => ok(summary)),
    });
    // The chart module loaded first, so the chart is drawn while the test runs: jsdom has no canvas, and the
    // page must say so rather than throw (it once threw on drawing, then again on unmount).
    await (await import('./chart-options.js')).loadCharts();
    await page();
    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('heading', { name: 'Pipeline by stage' })).toBeInTheDocument();
    expect(within(header).getByText('3 records')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Bar: Sum of Amount' })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => card.querySelector('.ant-card-head-title')?.textContent)).toEqual([
      'Prospecting',
      'Qualification',
    ]);
    expect(cards[0]).toHaveTextContent('Sum of Amount300');
    // Cards, not a wide table: nothing to scroll sideways on a phone.
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // The saved report is run by its id: its own definition, the caller's rows.
    expect(envelopePayload(server.calls.find((call) => call.path === 'report/runReport'))).toEqual({
      id: 'r1',
      pageIndex: 1,
    });
  });

  it('a tabular report: each row a card of its columns, paged', { timeout: 60_000 }, async () => {
    const server = installFakeServer({
      'report/getReport': envelopeRoute(() => ok({ ...report, format: 'tabular' })),
      'report/runReport': envelopeRoute(() => ok(tabular)),
    });
    await page();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Rep deal A');
    expect(cards[0]).toHaveTextContent('StageProspecting');
    expect(document.querySelector('[data-chart-type]')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      server.calls.filter((call) => call.path === 'report/runReport').map((call) => envelopePayload(call)),
    ).toContainEqual({ id: 'r1', pageIndex: 2 });
  });
});

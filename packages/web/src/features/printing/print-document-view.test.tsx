import { screen } from '@testing-library/react';
import type { PrintDocument } from '@vela/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadFeatureMessages } from '../../i18n/index.js';
import { renderWithApp } from '../../test-support/render.js';
import { PrintDocumentView } from './PrintDocumentView.js';

const table: PrintDocument = {
  kind: 'table',
  heading: 'Accounts',
  title: 'All accounts',
  reference: 'Account',
  printedAt: '2026-11-25T10:00:00.000Z',
  sections: [],
  table: { columns: [{ key: 'name', label: 'Account name', align: 'start' }], rows: [['Pulsar 0001']] },
  totals: [],
  page: { number: 1, first: 1, last: 1 },
};

describe('printed table', () => {
  beforeAll(async () => {
    await initI18n();
    await loadFeatureMessages();
  });

  it("says a keyword search's rows are sorted among the first matches only, as the list does", async () => {
    await renderWithApp(<PrintDocumentView document={{ ...table, searchBound: 500 }} language="en" />);
    expect(screen.getByTestId('print-search-bounded').textContent).toBe(
      'Sorted among the first 500 matches: refine the search to reach the others',
    );
  });

  it('says nothing of the kind when the search stayed under the bound', async () => {
    await renderWithApp(<PrintDocumentView document={table} language="en" />);
    expect(screen.getByRole('table', { name: 'All accounts' })).toBeTruthy();
    expect(screen.queryByTestId('print-search-bounded')).toBeNull();
  });
});

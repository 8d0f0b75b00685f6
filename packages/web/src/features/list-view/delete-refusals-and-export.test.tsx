import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadFeatureMessages } from '../../i18n/index.js';
import { renderWithApp } from '../../test-support/render.js';
import { DeleteRefusals } from './DeleteRefusals.js';
import { exportedMessage } from './useListDataActions.js';

describe('list: mass delete refusals and the export toast', () => {
  beforeAll(async () => {
    await initI18n();
    await loadFeatureMessages();
  });
  const t = (key: string, values?: Record<string, string | number>) => i18next.t(key, values);

  it('lists each record a mass delete left with why, in the catalogue’s words or else the server’s', async () => {
    await renderWithApp(
      <DeleteRefusals
        refused={[
          {
            id: '006a',
            name: 'Big deal',
            message: 'server words',
            messageKey: 'approvals.deleteLocked',
            messageParams: { object: 'Opportunity', name: 'Big deal', approver: 'Mia Manager' },
          },
          {
            id: '006b',
            name: 'Other',
            message: 'Other cannot go',
            messageKey: 'nope.unknown',
            messageParams: {},
          },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Opportunity "Big deal" cannot be deleted while it waits for approval by Mia Manager: the approval request must be approved or rejected first.',
      'Other cannot go',
    ]);
  });

  it('says an export of a keyword search that reached the bound holds the first matches only', () => {
    const file = { name: 'Accounts-All-2026-11-25.csv', keyword: ' pulsar ', language: 'en' };
    expect(exportedMessage(t, { ...file, keywordBound: null })).toEqual({
      type: 'success',
      content: 'Downloaded Accounts-All-2026-11-25.csv.',
      key: 'export',
    });
    expect(exportedMessage(t, { ...file, keywordBound: 500 })).toEqual({
      type: 'warning',
      content:
        'Downloaded Accounts-All-2026-11-25.csv with the first 500 matches of "pulsar" only: refine the search to export the others.',
      key: 'export',
      duration: 8,
    });
  });

  it('says an export of a list of more than 1,000,000 rows holds the first 1,000,000 only', () => {
    const file = { name: 'Accounts-All-2026-11-26.csv', keyword: '', language: 'en', keywordBound: null };
    expect(exportedMessage(t, { ...file, count: 1_000_000 }).type).toBe('success');
    expect(exportedMessage(t, { ...file, count: 1_250_000 })).toEqual({
      type: 'warning',
      content:
        'Downloaded Accounts-All-2026-11-26.csv with the first 1,000,000 rows only: an export stops there. Filter the list to export the rest in parts.',
      key: 'export',
      duration: 8,
    });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeServer, installFakeServer, ok } from '../../../test-support/fake-server.js';
import { renderWithApp } from '../../../test-support/render.js';
import EmailObjectsPage from './EmailObjectsPage.js';

let server: FakeServer;
const bodyOf = (call: { body: unknown } | undefined) =>
  (call?.body as { body?: Record<string, unknown> })?.body;

const row = (patch: Record<string, unknown>) => ({
  id: 'msg-1',
  threadId: 'thr-1',
  folder: 'inbox',
  status: 'received',
  direction: 'received',
  from: { address: 'pia@fabrikam.example', name: 'Pia Park' },
  to: [{ address: 'ann@vela.example', name: '' }],
  subject: 'Renewal terms',
  snippet: '',
  date: '2026-11-20T09:30:00.000Z',
  hasAttachments: false,
  threadSize: 1,
  related: [{ recordId: '001account1', objectApi: 'Account', name: 'Fabrikam Ltd', how: 'address' }],
  ...patch,
});

beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
  server = installFakeServer();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/emailobject (issue 23)', { timeout: 60_000 }, () => {
  it('[S1-R-098] lists the caller’s e-mails with subject, from, to, date, direction and related records, and filters them', async () => {
    server.on('mail/emailObjects/list', (call) => {
      const body = bodyOf(call) ?? {};
      const rows = [
        row({}),
        row({
          id: 'msg-2',
          status: 'sent',
          direction: 'sent',
          subject: 'Re: Renewal terms',
          from: { address: 'ann@vela.example', name: 'Ann' },
          to: [{ address: 'pia@fabrikam.example', name: 'Pia Park' }],
          related: [],
        }),
      ].filter(
        (candidate) => !body.direction || body.direction === 'all' || candidate.direction === body.direction,
      );
      return ok({ rows, total: rows.length });
    });
    await renderWithApp(<EmailObjectsPage />, { route: '/emailobject' });
    const table = await screen.findByRole('table');
    expect(await within(table).findByRole('link', { name: 'Renewal terms' })).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Re: Renewal terms' }).getAttribute('href')).toBe(
      '/MailDetail?id=msg-2',
    );
    for (const heading of ['Subject', 'From', 'To', 'Date', 'Direction', 'Related records'])
      expect(within(table).getByRole('columnheader', { name: heading })).toBeTruthy();
    expect(within(table).getByText('Received')).toBeTruthy();
    expect(within(table).getByText('Sent')).toBeTruthy();
    expect(
      within(table)
        .getByRole('link', { name: /Fabrikam Ltd/ })
        .getAttribute('href'),
    ).toBe('/commonObjects/detail/001account1/DETAIL');
    expect(within(table).getByRole('link', { name: 'Relations of “Renewal terms”' })).toBeTruthy();

    const direction = screen.getByRole('combobox', { name: 'Direction' });
    await userEvent.click(direction);
    await userEvent.click(await screen.findByText('Sent', { selector: '.ant-select-item-option-content' }));
    await waitFor(() =>
      expect(bodyOf(server.callsTo('mail/emailObjects/list').at(-1))).toMatchObject({ direction: 'sent' }),
    );
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'Renewal terms' })).toBeNull());

    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search subject, addresses or text' }),
      'renewal{Enter}',
    );
    await waitFor(() =>
      expect(bodyOf(server.callsTo('mail/emailObjects/list').at(-1))).toMatchObject({
        search: 'renewal',
        direction: 'sent',
      }),
    );
  });

  it('[issue 23] a last day before the first day is refused by name, without asking the server', async () => {
    server.on('mail/emailObjects/list', () => ok({ rows: [], total: 0 }));
    await renderWithApp(<EmailObjectsPage />, { route: '/emailobject?from=2026-11-21&to=2026-11-20' });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The last day comes before the first day.',
    );
    expect(server.callsTo('mail/emailObjects/list')).toHaveLength(0);
    expect((screen.getByLabelText('From day') as HTMLInputElement).value).toBe('2026-11-21');
  });
});

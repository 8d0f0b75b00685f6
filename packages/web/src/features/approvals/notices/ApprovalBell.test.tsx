import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../../i18n/index.js';
import { envelopePayload } from '../../../test-support/envelope-call.js';
import { type FakeServer, installFakeServer, ok } from '../../../test-support/fake-server.js';
import { renderWithApp } from '../../../test-support/render.js';
import { ApprovalBell } from './ApprovalBell.js';

let server: FakeServer;

/** Where the app is: what a notice opened. */
function Where() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname}${location.search}`}</output>;
}

/** No real-time server in a component test: the socket stays silent. */
class QuietSocket {
  addEventListener() {}
  send() {}
  close() {}
}

beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
  vi.stubGlobal('WebSocket', QuietSocket);
  server = installFakeServer();
  const notes = [
    {
      id: 'n1',
      recordId: 'opp1',
      text: 'Reo Rep asks you to approve Big deal',
      message: { key: 'waiting', params: { submitter: 'Reo Rep', record: 'Big deal' } },
      kind: 'approval',
      source: '',
    },
    {
      id: 'n2',
      recordId: 'opp2',
      text: 'Your deal Small deal was won',
      kind: 'flow',
      source: 'Won follow-up',
    },
  ].map((note) => ({ ...note, createdAt: '2026-07-01T08:00:00.000Z', read: false }));
  server.on('approval/getNotifications', () =>
    ok({ items: notes, unread: notes.filter((note) => !note.read).length }),
  );
  server.on('approval/markNotifications', (call) => {
    const {
      ids = [],
      all = false,
      read,
    } = envelopePayload<{ ids?: string[]; all?: boolean; read: boolean }>(call);
    for (const note of notes) if (all || ids.includes(note.id)) note.read = read;
    return ok({ unread: notes.filter((note) => !note.read).length });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the notification bell (issue 20)', { timeout: 60_000 }, () => {
  it("[S1-R-084] shows approval and flow notices by kind, marks them read and unread, and opens each one's place", async () => {
    await renderWithApp(
      <>
        <ApprovalBell />
        <Where />
      </>,
    );
    // The first answer can take a while on a loaded machine (the first test file's cold start).
    const bell = await screen.findByRole(
      'button',
      { name: 'Approval notifications, 2 unread' },
      { timeout: 10_000 },
    );
    await userEvent.click(bell);
    const tooltip = await screen.findByRole('tooltip');
    expect(within(tooltip).getByText('Flow “Won follow-up”')).toBeInTheDocument();
    const marks = within(tooltip).getAllByRole('button', { name: 'Mark as read' });
    expect(marks).toHaveLength(2);
    // The flow's notice read by hand, then unread again.
    await userEvent.click(marks[1] as HTMLElement);
    await screen.findByRole('button', { name: 'Approval notifications, 1 unread' });
    await userEvent.click(within(tooltip).getByRole('button', { name: 'Mark as unread' }));
    await screen.findByRole('button', { name: 'Approval notifications, 2 unread' });
    await userEvent.click(within(tooltip).getByRole('button', { name: 'Mark all read' }));
    await screen.findByRole('button', { name: 'Approval notifications, 0 unread' });
    expect(server.callsTo('approval/markNotifications').map((call) => envelopePayload(call))).toEqual([
      { ids: ['n2'], read: true },
      { ids: ['n2'], read: false },
      { all: true, read: true },
    ]);

    // A flow's notice opens the record it is about; an approval's, the approval request.
    await userEvent.click(within(tooltip).getByRole('button', { name: 'Your deal Small deal was won' }));
    expect(screen.getByLabelText('where')).toHaveTextContent('/commonObjects/detail/opp2/DETAIL');
    await userEvent.click(bell);
    await userEvent.click(
      within(await screen.findByRole('tooltip')).getByRole('button', {
        name: 'Reo Rep asks you to approve Big deal',
      }),
    );
    await waitFor(() =>
      expect(screen.getByLabelText('where')).toHaveTextContent('/approvalCenter/approvalRequest?id=opp1'),
    );
  });

  it("[S1-R-084] says an approval notice in the language the screen shows, from its key; a flow's message as written", async () => {
    await renderWithApp(<ApprovalBell />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Approval notifications, 2 unread' }, { timeout: 10_000 }),
    );
    const tooltip = await screen.findByRole('tooltip');
    expect(within(tooltip).getByText('Reo Rep asks you to approve Big deal')).toBeInTheDocument();
    try {
      await applyLanguage('de');
      expect(
        await within(tooltip).findByText('Reo Rep bittet Sie, Big deal zu genehmigen'),
      ).toBeInTheDocument();
      await applyLanguage('ja');
      expect(
        await within(tooltip).findByText('Reo Rep さんから Big deal の承認依頼が届いています'),
      ).toBeInTheDocument();
      expect(within(tooltip).getByText('Your deal Small deal was won')).toBeInTheDocument();
    } finally {
      await applyLanguage('en');
    }
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetGlobalState } from '../../state/index.js';
import { envelopeRoute } from '../../test-support/envelope-call.js';
import { installFakeServer, ok } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import { ChatPanel } from './ChatPanel.js';

/** A stand-in for the browser's WebSocket: records what the panel sends, lets the test play the server. */
class FakeSocket extends EventTarget {
  static last: FakeSocket | undefined;
  sent: unknown[] = [];
  constructor(readonly url: string) {
    super();
    FakeSocket.last = this;
    queueMicrotask(() => this.dispatchEvent(new Event('open')));
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {}
  serverSays(message: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
}

const botCard = (group: string, title: string) => ({
  type: 'event',
  event: {
    type: 'bot.card',
    payload: {
      group,
      sentAt: '2026-11-25T10:00:00.000Z',
      card: {
        title,
        recordId: '0q0AAAAAAAAAAAAAAA',
        type: 'NEW',
        body: [
          { label: 'Customer', value: 'Acme' },
          { label: 'Total', value: '$120.00' },
        ],
        changer: 'Reo Rep',
      },
    },
  },
});

beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
  vi.stubGlobal('WebSocket', FakeSocket);
  const server = installFakeServer();
  server.on(
    'chat/listGroups',
    envelopeRoute(() =>
      ok([
        { id: 'org:o1', name: 'Vela Ltd', kind: 'organisation' },
        { id: 'group:g1', name: 'Deal desk', kind: 'public' },
      ]),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetGlobalState();
});

describe('chat panel', () => {
  it('[S2-B-061] signs in on the socket, counts cards arriving while closed and shows them in their group', async () => {
    await renderWithApp(<ChatPanel />);
    await waitFor(() => expect(FakeSocket.last?.sent).toEqual([{ type: 'auth', accessToken: 'tok-1' }]));
    expect(FakeSocket.last?.url).toMatch(/^ws:\/\/.+\/ws$/);
    act(() => {
      FakeSocket.last?.serverSays({ type: 'ready', userId: 'u1' });
      FakeSocket.last?.serverSays(botCard('org:o1', 'Quote: Q-77'));
      FakeSocket.last?.serverSays(botCard('group:g1', 'Order: O-5'));
      FakeSocket.last?.serverSays({ type: 'event', event: { type: 'record.saved', payload: {} } });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Open chat, 2 new messages' }));
    const feed = await screen.findByRole('region', { name: 'Messages of Vela Ltd' });
    const card = within(feed).getByRole('article', { name: 'Quote: Q-77' });
    expect(within(card).getByRole('link', { name: 'Quote: Q-77' })).toHaveAttribute(
      'href',
      '/commonObjects/detail/0q0AAAAAAAAAAAAAAA/DETAIL',
    );
    expect(card).toHaveTextContent('Customer');
    expect(card).toHaveTextContent('$120.00');
    expect(card).toHaveTextContent('Created');
    expect(within(feed).queryByText('Order: O-5')).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Deal desk' }));
    expect(await screen.findByRole('article', { name: 'Order: O-5' })).toBeInTheDocument();
    // Seen: the count is gone.
    expect(screen.getByRole('button', { name: 'Open chat' })).toBeInTheDocument();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetGlobalState, useGlobalStore } from '../../state/index.js';
import { envelopePayload, envelopeRoute } from '../../test-support/envelope-call.js';
import { installFakeServer, ok, type RecordedCall } from '../../test-support/fake-server.js';
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
          // A yes/no is worded by the reader's screen from its flag, whatever words came with it.
          { label: 'Active', value: 'true', flag: true },
        ],
        changer: 'Reo Rep',
      },
    },
  },
});

const conversation = (
  id: string,
  name: string,
  unread: number,
  lastAt: string,
  isGroup = false,
  messages: unknown[] = [],
) => ({
  id,
  isGroup,
  name,
  createdBy: 'u1',
  members: [
    { id: 'u1', name: 'Ada Admin' },
    { id: 'u2', name: name },
  ],
  unread,
  lastWord: `Last of ${name}`,
  lastEvent: null,
  lastAt,
  imgUrl: `data:image/svg+xml,picture-of-${id}`,
  messages,
});

const chatMessage = (conversationId: string, seq: number, text: string, senderId = 'u2') => ({
  type: 'event',
  event: {
    type: 'chat.message',
    payload: {
      message: {
        id: `m${seq}`,
        conversationId,
        seq,
        type: 'text',
        text,
        event: null,
        senderId,
        senderName: senderId === 'u1' ? 'Ada Admin' : 'Bo Buyer',
        sentAt: '2026-11-28T10:05:00.000Z',
        isListen: false,
      },
    },
  },
});

let calls: RecordedCall[] = [];

beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
  vi.stubGlobal('WebSocket', FakeSocket);
  useGlobalStore.setState({ userInfo: { userId: 'u1' } as never });
  const server = installFakeServer();
  calls = server.calls;
  server.on(
    'chat/conversation/list',
    envelopeRoute(() =>
      ok([
        conversation('c1', 'Bo Buyer', 2, '2026-11-28T10:00:00.000Z'),
        conversation('c2', 'Deal room', 0, '2026-11-28T09:00:00.000Z', true),
      ]),
    ),
  );
  server.on(
    'chat/message/list',
    envelopeRoute(() =>
      ok({
        messages: [
          {
            id: 'm1',
            conversationId: 'c1',
            seq: 1,
            type: 'text',
            text: 'Hello Ada',
            event: null,
            senderId: 'u2',
            senderName: 'Bo Buyer',
            sentAt: '2026-11-28T10:00:00.000Z',
            isListen: false,
          },
        ],
        hasMore: false,
      }),
    ),
  );
  server.on(
    'chat/conversation/markRead',
    envelopeRoute(() => ok({ unread: 0 })),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetGlobalState();
});

describe('chat panel', () => {
  it('[S1-B-088] [S1-B-089] [S1-B-092] counts unread chats in the header, moves a chat with a new message to the top, and reads the open chat', {
    timeout: 60_000,
  }, async () => {
    await renderWithApp(<ChatPanel />);
    const slow = { timeout: 10_000 };
    await userEvent.click(await screen.findByRole('button', { name: 'Open chat, 2 new messages' }, slow));
    const list = await screen.findByRole('list', { name: 'Chats' }, slow);
    const names = () =>
      within(list)
        .getAllByRole('button')
        .map((entry) => entry.getAttribute('aria-label') ?? entry.textContent);
    expect(names()).toEqual(['Record updates', 'Bo Buyer, 2 unread', 'Deal room']);

    // A message to a chat that is not open counts and moves it up.
    act(() => FakeSocket.last?.serverSays(chatMessage('c2', 7, 'Room news')));
    await waitFor(() => expect(names().slice(1)).toEqual(['Deal room, 1 unread', 'Bo Buyer, 2 unread']), {
      timeout: 10_000,
    });
    expect(within(list).getByText('Room news')).toBeInTheDocument();

    // Selecting a chat resets its count, on screen and on the server.
    await userEvent.click(within(list).getByRole('button', { name: 'Bo Buyer, 2 unread' }));
    const talk = await screen.findByRole('region', { name: 'Messages with Bo Buyer' }, slow);
    expect(await within(talk).findByText('Hello Ada', {}, slow)).toBeInTheDocument();
    expect(calls.filter((call) => call.path === 'chat/conversation/markRead')).toHaveLength(1);
    // A message to the open chat is read at once: shown, not counted.
    act(() => FakeSocket.last?.serverSays(chatMessage('c1', 2, 'Are you there?')));
    expect(await within(talk).findByText('Are you there?')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((call) => call.path === 'chat/conversation/markRead')).toHaveLength(2),
    );
    expect(screen.getByRole('button', { name: 'Open chat, 1 new message' })).toBeInTheDocument();
  });

  it('[S1-D-015] each chat shows its picture (imgUrl), and opens on the entry’s messages at once while its history loads', {
    timeout: 60_000,
  }, async () => {
    const server = installFakeServer();
    const newest = {
      id: 'm9',
      conversationId: 'c1',
      seq: 9,
      type: 'text',
      text: 'The newest word',
      event: null,
      senderId: 'u2',
      senderName: 'Bo Buyer',
      sentAt: '2026-11-28T10:00:00.000Z',
      isListen: false,
    };
    server.on(
      'chat/conversation/list',
      envelopeRoute(() =>
        ok([conversation('c1', 'Bo Buyer', 1, '2026-11-28T10:00:00.000Z', false, [newest])]),
      ),
    );
    // The history is held: what shows meanwhile is the list entry's message list.
    let answerHistory: () => void = () => undefined;
    server.on(
      'chat/message/list',
      () =>
        new Promise((resolve) => {
          answerHistory = () => resolve(ok({ messages: [{ ...newest, isListen: true }], hasMore: true }));
        }),
    );
    server.on(
      'chat/conversation/markRead',
      envelopeRoute(() => ok({ unread: 0 })),
    );
    await renderWithApp(<ChatPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Open chat, 1 new message' }));
    const list = await screen.findByRole('list', { name: 'Chats' }, { timeout: 10_000 });
    const entry = within(list).getByRole('button', { name: 'Bo Buyer, 1 unread' });
    expect(entry.querySelector('img')?.getAttribute('src')).toBe('data:image/svg+xml,picture-of-c1');
    // Decorative: the entry is named by its text.
    expect(entry.querySelector('img')?.getAttribute('alt')).toBe('');
    await userEvent.click(entry);
    const talk = await screen.findByRole('region', { name: 'Messages with Bo Buyer' });
    expect(await within(talk).findByText('The newest word')).toBeInTheDocument();
    expect(server.callsTo('chat/message/list')).toHaveLength(1);
    act(() => answerHistory());
    expect(await within(talk).findByRole('button', { name: 'Load older messages' })).toBeInTheDocument();
    expect(within(talk).getAllByText('The newest word')).toHaveLength(1);
  });

  it('[S1-B-005] sends with Enter, refuses an empty message before sending and shows the server’s refusal', {
    timeout: 60_000,
  }, async () => {
    const server = installFakeServer();
    calls = server.calls;
    server.on(
      'chat/conversation/list',
      envelopeRoute(() => ok([conversation('c1', 'Bo Buyer', 0, '2026-11-28T10:00:00.000Z')])),
    );
    server.on(
      'chat/message/list',
      envelopeRoute(() => ok({ messages: [], hasMore: false })),
    );
    server.on(
      'chat/conversation/markRead',
      envelopeRoute(() => ok({ unread: 0 })),
    );
    server.on('chat/message/send', () => ({
      result: false,
      returnCode: '403',
      returnInfo: 'you are not a member of this chat',
      data: null,
      requestId: 'x',
    }));
    await renderWithApp(<ChatPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Open chat' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Bo Buyer' }));
    const box = await screen.findByRole('textbox', { name: 'Write a message' });
    expect(screen.getByRole('button', { name: /Send/ })).toBeDisabled();
    await userEvent.type(box, '   {Enter}');
    expect(calls.filter((call) => call.path === 'chat/message/send')).toHaveLength(0);
    await userEvent.clear(box);
    await userEvent.type(box, 'Hi there{Enter}');
    expect(
      await screen.findByText('The message was not sent: you are not a member of this chat'),
    ).toBeInTheDocument();
  });

  it('[S1-B-090] a file being sent shows as a placeholder in the chat until its upload completes, then as the file message', {
    timeout: 60_000,
  }, async () => {
    // /file/upload goes through XMLHttpRequest: held until the test lets the upload complete.
    const held: Array<{ finish: () => void }> = [];
    class HeldUpload {
      upload = { onprogress: null as ((event: ProgressEventInit) => void) | null };
      onload: (() => void) | null = null;
      onerror = null;
      ontimeout = null;
      onabort = null;
      timeout = 0;
      status = 0;
      responseText = '';
      open() {}
      setRequestHeader() {}
      abort() {}
      send() {
        held.push({
          finish: () => {
            this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 5 });
            this.status = 200;
            this.responseText = JSON.stringify(ok({ id: 'fil1', name: 'plan.pdf', size: 5 }));
            this.onload?.();
          },
        });
      }
    }
    vi.stubGlobal('XMLHttpRequest', HeldUpload);
    const fileMessage = {
      id: 'm9',
      conversationId: 'c1',
      seq: 9,
      type: 'file',
      text: 'plan.pdf',
      event: null,
      senderId: 'u1',
      senderName: 'Ada Admin',
      sentAt: '2026-11-28T10:06:00.000Z',
      isListen: true,
      attachment: {
        fileId: 'fil1',
        version: 1,
        name: 'plan.pdf',
        type: 'application/pdf',
        size: 5,
        isImage: false,
      },
    };
    const server = installFakeServer();
    server.on(
      'chat/conversation/list',
      envelopeRoute(() => ok([conversation('c1', 'Bo Buyer', 0, '2026-11-28T10:00:00.000Z')])),
    );
    server.on(
      'chat/message/list',
      envelopeRoute(() => ok({ messages: [], hasMore: false })),
    );
    server.on(
      'chat/conversation/markRead',
      envelopeRoute(() => ok({ unread: 0 })),
    );
    server.on(
      'chat/message/sendFile',
      envelopeRoute(() => ok(fileMessage)),
    );
    await renderWithApp(<ChatPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Open chat' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Bo Buyer' }));
    const talk = await screen.findByRole('region', { name: 'Messages with Bo Buyer' });
    const picker = talk.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(picker, new File(['hello'], 'plan.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    // The placeholder: in the chat at once, busy, nothing of the file yet to open.
    const placeholder = await within(talk).findByText('Sending plan.pdf… 0%');
    expect(placeholder.closest('li')?.getAttribute('aria-busy')).toBe('true');
    expect(within(talk).queryByRole('button', { name: 'plan.pdf' })).toBeNull();
    expect(server.callsTo('chat/message/sendFile')).toHaveLength(0);
    // The upload completes: the message is sent and comes back; the placeholder gives way to it.
    await act(async () => held[0]!.finish());
    await waitFor(() => expect(server.callsTo('chat/message/sendFile')).toHaveLength(1));
    act(() =>
      FakeSocket.last?.serverSays({
        type: 'event',
        event: { type: 'chat.message', payload: { message: fileMessage } },
      }),
    );
    expect(await within(talk).findByRole('button', { name: 'plan.pdf' })).toBeInTheDocument();
    expect(within(talk).queryByText(/Sending plan\.pdf/)).toBeNull();
  });

  it('[S1-E-027] a chat file whose upload fails raises an error naming the file, and its placeholder goes', {
    timeout: 60_000,
  }, async () => {
    const failing: Array<() => void> = [];
    class FailingUpload {
      upload = { onprogress: null };
      onload = null;
      onerror: (() => void) | null = null;
      ontimeout = null;
      onabort = null;
      timeout = 0;
      status = 0;
      responseText = '';
      open() {}
      setRequestHeader() {}
      abort() {}
      send() {
        failing.push(() => this.onerror?.());
      }
    }
    vi.stubGlobal('XMLHttpRequest', FailingUpload);
    const server = installFakeServer();
    server.on(
      'chat/conversation/list',
      envelopeRoute(() => ok([conversation('c1', 'Bo Buyer', 0, '2026-11-28T10:00:00.000Z')])),
    );
    server.on(
      'chat/message/list',
      envelopeRoute(() => ok({ messages: [], hasMore: false })),
    );
    server.on(
      'chat/conversation/markRead',
      envelopeRoute(() => ok({ unread: 0 })),
    );
    await renderWithApp(<ChatPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Open chat' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Bo Buyer' }));
    const talk = await screen.findByRole('region', { name: 'Messages with Bo Buyer' });
    const picker = talk.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(picker, new File(['hello'], 'plan.pdf', { type: 'application/pdf' }));
    expect(await within(talk).findByText('Sending plan.pdf… 0%')).toBeInTheDocument();
    await act(async () => failing[0]!());
    const alert = await within(talk).findByRole('alert');
    expect(alert.textContent).toMatch(/^plan\.pdf was not sent: /);
    expect(within(talk).queryByText(/Sending plan\.pdf/)).toBeNull();
    expect(server.callsTo('chat/message/sendFile')).toHaveLength(0);
  });

  it('typing: says once per few seconds that I write, and shows who else is writing in the open chat until their message comes', {
    timeout: 60_000,
  }, async () => {
    const server = installFakeServer();
    calls = server.calls;
    server.on(
      'chat/conversation/list',
      envelopeRoute(() => ok([conversation('c1', 'Bo Buyer', 0, '2026-11-28T10:00:00.000Z')])),
    );
    server.on(
      'chat/message/list',
      envelopeRoute(() => ok({ messages: [], hasMore: false })),
    );
    server.on(
      'chat/conversation/markRead',
      envelopeRoute(() => ok({ unread: 0 })),
    );
    server.on(
      'chat/conversation/typing',
      envelopeRoute(() => ok({ sent: true })),
    );
    const typing = (conversationId: string, userId: string, name: string) => ({
      type: 'event',
      event: { type: 'chat.typing', payload: { conversationId, userId, name } },
    });
    await renderWithApp(<ChatPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Open chat' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Bo Buyer' }));
    const talk = await screen.findByRole('region', { name: 'Messages with Bo Buyer' }, { timeout: 10_000 });
    await userEvent.type(await within(talk).findByRole('textbox', { name: 'Write a message' }), 'Hello');
    const told = calls.filter((call) => call.path === 'chat/conversation/typing');
    expect(told).toHaveLength(1);
    expect(told[0]?.body).toMatchObject({ body: { conversationId: 'c1' } });

    act(() => {
      FakeSocket.last?.serverSays(typing('c1', 'u1', 'Ada Admin'));
      FakeSocket.last?.serverSays(typing('c2', 'u3', 'Cy Other'));
      FakeSocket.last?.serverSays(typing('c1', 'u2', 'Bo Buyer'));
    });
    expect(await within(talk).findByText('Bo Buyer is typing…')).toBeInTheDocument();
    expect(within(talk).queryByText(/Ada Admin|Cy Other/)).toBeNull();
    act(() => FakeSocket.last?.serverSays(chatMessage('c1', 2, 'Here I am')));
    expect(await within(talk).findByText('Here I am')).toBeInTheDocument();
    await waitFor(() => expect(within(talk).queryByText(/is typing/)).toBeNull());
  });

  it('presence: the chat list and the open chat say whether the other person is online, as the socket tells', {
    timeout: 60_000,
  }, async () => {
    const server = installFakeServer();
    server.on(
      'chat/conversation/list',
      envelopeRoute(() => ok([conversation('c1', 'Bo Buyer', 0, '2026-11-28T10:00:00.000Z')])),
    );
    server.on(
      'chat/message/list',
      envelopeRoute(() => ok({ messages: [], hasMore: false })),
    );
    server.on(
      'chat/conversation/markRead',
      envelopeRoute(() => ok({ unread: 0 })),
    );
    const presence = (userId: string, online: boolean) => ({
      type: 'event',
      event: { type: 'chat.presence', payload: { userId, online } },
    });
    await renderWithApp(<ChatPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Open chat' }));
    const list = await screen.findByRole('list', { name: 'Chats' }, { timeout: 10_000 });
    const entry = await within(list).findByRole('button', { name: 'Bo Buyer' });
    expect(within(entry).getByRole('img', { name: 'Offline' })).toBeInTheDocument();
    act(() => FakeSocket.last?.serverSays(presence('u2', true)));
    expect(await within(entry).findByRole('img', { name: 'Online' })).toBeInTheDocument();

    await userEvent.click(entry);
    const talk = await screen.findByRole('region', { name: 'Messages with Bo Buyer' }, { timeout: 10_000 });
    expect(within(talk).getByText('Online')).toBeInTheDocument();
    // Someone in no chat of mine changes nothing; the other person leaving does.
    act(() => FakeSocket.last?.serverSays(presence('u9', false)));
    expect(within(talk).getByText('Online')).toBeInTheDocument();
    act(() => FakeSocket.last?.serverSays(presence('u2', false)));
    expect(await within(talk).findByText('Offline')).toBeInTheDocument();
  });

  it('presence in the group members dialog: each other member is said Online or Offline, and follows the socket', {
    timeout: 60_000,
  }, async () => {
    const server = installFakeServer();
    const group = {
      ...conversation('c2', 'Deal room', 0, '2026-11-28T09:00:00.000Z', true),
      members: [
        { id: 'u1', name: 'Ada Admin', online: true },
        { id: 'u2', name: 'Bo Buyer', online: true },
        { id: 'u3', name: 'Cy Clerk', online: false },
      ],
    };
    server.on(
      'chat/conversation/list',
      envelopeRoute(() => ok([group])),
    );
    server.on(
      'chat/message/list',
      envelopeRoute(() => ok({ messages: [], hasMore: false })),
    );
    server.on(
      'chat/conversation/markRead',
      envelopeRoute(() => ok({ unread: 0 })),
    );
    await renderWithApp(<ChatPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Open chat' }));
    const list = await screen.findByRole('list', { name: 'Chats' }, { timeout: 10_000 });
    await userEvent.click(await within(list).findByRole('button', { name: 'Deal room' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Group members' }));
    await waitFor(() => expect(document.querySelector('.ant-modal')).not.toBeNull(), { timeout: 15_000 });
    const dialog = document.querySelector('.ant-modal') as HTMLElement;
    expect(dialog).toHaveTextContent('Group members');
    const row = (name: string) => within(dialog).getByText(name).closest('li') as HTMLElement;
    expect(within(row('Bo Buyer')).getByRole('img', { name: 'Online' })).toBeInTheDocument();
    expect(within(row('Cy Clerk')).getByRole('img', { name: 'Offline' })).toBeInTheDocument();
    act(() =>
      FakeSocket.last?.serverSays({
        type: 'event',
        event: { type: 'chat.presence', payload: { userId: 'u3', online: true } },
      }),
    );
    expect(await within(row('Cy Clerk')).findByRole('img', { name: 'Online' })).toBeInTheDocument();
  });

  it('[S2-B-061] keeps the cards of saves under Record updates, counted until they are looked at, a yes/no in words', async () => {
    await renderWithApp(<ChatPanel />);
    await waitFor(() => expect(FakeSocket.last?.sent).toEqual([{ type: 'auth', accessToken: 'tok-1' }]));
    expect(FakeSocket.last?.url).toMatch(/^ws:\/\/.+\/ws$/);
    act(() => {
      FakeSocket.last?.serverSays({ type: 'ready', userId: 'u1' });
      FakeSocket.last?.serverSays(botCard('org:o1', 'Quote: Q-77'));
      FakeSocket.last?.serverSays({ type: 'event', event: { type: 'record.saved', payload: {} } });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Open chat, 3 new messages' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Record updates, 1 unread' }));
    const feed = await screen.findByRole('region', { name: 'Record updates' });
    const card = within(feed).getByRole('article', { name: 'Quote: Q-77' });
    expect(within(card).getByRole('link', { name: 'Quote: Q-77' })).toHaveAttribute(
      'href',
      '/commonObjects/detail/0q0AAAAAAAAAAAAAAA/DETAIL',
    );
    expect(card).toHaveTextContent('$120.00');
    expect(card).toHaveTextContent('ActiveYes');
    expect(card).not.toHaveTextContent('true');
    expect(card).toHaveTextContent('Created');
    // Seen: only the unread chat messages are left on the button.
    expect(screen.getByRole('button', { name: 'Open chat, 2 new messages' })).toBeInTheDocument();
  });
  it('[S2-B-061] a card kept in the history shows after a reload, with older cards on request, and a live card is not shown twice', async () => {
    useGlobalStore.setState({ userInfo: { userId: 'u1', orgId: 'o1' } as never });
    const server = installFakeServer();
    calls = server.calls;
    server.on(
      'chat/conversation/list',
      envelopeRoute(() => ok([])),
    );
    const kept = (seq: number, title: string) => ({
      id: `card_${seq}`,
      conversationId: 'org:o1',
      seq,
      type: 'card',
      text: title,
      event: null,
      card: {
        title,
        recordId: '006AAAAAAAAAAAAAAA',
        type: 'EDIT',
        body: [
          { label: 'Stage', value: 'Qualification' },
          { label: 'Won', value: 'false', flag: false },
        ],
        changer: 'Mia Manager',
      },
      senderId: 'u3',
      senderName: 'Mia Manager',
      sentAt: '2026-11-28T09:00:00.000Z',
    });
    server.on(
      'chat/message/list',
      envelopeRoute<{ conversationId: string; beforeSeq?: number }>((asked) => {
        if (asked.conversationId !== 'org:o1') return ok({ messages: [], hasMore: false });
        // The newest page says where the page before starts (cards the reader may not read were passed over).
        return asked.beforeSeq === 40
          ? ok({ messages: [kept(12, 'Opportunity: Older deal')], hasMore: false })
          : ok({ messages: [kept(41, 'Opportunity: Kept deal')], hasMore: true, nextBeforeSeq: 40 });
      }),
    );
    await renderWithApp(<ChatPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Open chat' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Record updates' }));
    const feed = await screen.findByRole('region', { name: 'Record updates' });
    const card = await within(feed).findByRole('article', { name: 'Opportunity: Kept deal' });
    expect(card).toHaveTextContent('Qualification');
    expect(card).toHaveTextContent('WonNo');
    expect(card).toHaveTextContent('Changed');
    expect(within(feed).queryByRole('article', { name: 'Opportunity: Older deal' })).toBeNull();
    // Older cards by keyboard: the button takes focus and Enter loads the page before.
    const older = within(feed).getByRole('button', { name: /Load older messages/ });
    older.focus();
    await userEvent.keyboard('{Enter}');
    expect(await within(feed).findByRole('article', { name: 'Opportunity: Older deal' })).toBeInTheDocument();
    const asked = calls
      .filter((call) => call.path === 'chat/message/list')
      .map((call) => envelopePayload<{ conversationId: string; beforeSeq?: number }>(call));
    expect(asked).toEqual([{ conversationId: 'org:o1' }, { conversationId: 'org:o1', beforeSeq: 40 }]);
    // The same card coming over the socket (the history already has it) is shown once.
    act(() => {
      const again = botCard('org:o1', 'Opportunity: Kept deal');
      FakeSocket.last?.serverSays({
        ...again,
        event: { ...again.event, payload: { ...again.event.payload, seq: 41 } },
      });
    });
    await waitFor(() =>
      expect(
        within(feed)
          .getAllByRole('article')
          .map((each) => each.getAttribute('aria-label')),
      ).toEqual(['Opportunity: Older deal', 'Opportunity: Kept deal']),
    );
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeServer } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import type { ConversationMessage } from './chat-api.js';
import { FileMessage } from './FileMessage.js';

const fileMessage = (id: string, name: string, type: string, isImage: boolean): ConversationMessage => ({
  id,
  conversationId: 'c1',
  seq: 1,
  type: 'file',
  text: name,
  event: null,
  attachment: { fileId: 'filA', version: 1, name, type, size: 4, isImage },
  senderId: 'u2',
  senderName: 'Bo Buyer',
  sentAt: '2026-11-28T10:00:00.000Z',
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('file message', () => {
  it('[S1-B-005] shows an image as its thumbnail and any file as a link named after it; a refused file says why', {
    timeout: 30_000,
  }, async () => {
    localStorage.setItem('vela.accessToken', 'tok-1');
    Object.assign(URL, { createObjectURL: () => 'blob:thumb', revokeObjectURL: () => {} });
    const server = installFakeServer();
    server.on('chat/message/attachment', (call) =>
      call.query.get('messageId') === 'm1'
        ? new Response('png!', { status: 200, headers: { 'content-type': 'image/png' } })
        : new Response(
            JSON.stringify({
              result: false,
              returnCode: '403',
              returnInfo: 'you are not a member of this chat',
              data: null,
              requestId: 'x',
            }),
            { status: 403, headers: { 'content-type': 'application/json' } },
          ),
    );
    await renderWithApp(
      <>
        <FileMessage message={fileMessage('m1', 'photo.png', 'image/png', true)} />
        <FileMessage message={fileMessage('m2', 'notes.txt', 'text/plain', false)} />
      </>,
    );
    expect(await screen.findByRole('img', { name: 'Image photo.png' }, { timeout: 10_000 })).toHaveAttribute(
      'src',
      'blob:thumb',
    );
    // The plain file fetches nothing until asked: one download, the image's.
    expect(server.callsTo('chat/message/attachment')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'notes.txt' }));
    await waitFor(() =>
      expect(screen.getByText(/^The file could not be opened: .*not a member/)).toBeInTheDocument(),
    );
  });
});

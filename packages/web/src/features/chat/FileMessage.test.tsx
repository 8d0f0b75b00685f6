import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeServer } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import type { ConversationMessage } from './chat-api.js';
import { FileMessage, useImageDelay } from './FileMessage.js';

const fileMessage = (
  id: string,
  name: string,
  type: string,
  isImage: boolean,
  size = 4,
  sentAt = '2026-11-28T10:00:00.000Z',
): ConversationMessage => ({
  id,
  conversationId: 'c1',
  seq: 1,
  type: 'file',
  text: name,
  event: null,
  attachment: { fileId: 'filA', version: 1, name, type, size, isImage },
  senderId: 'u2',
  senderName: 'Bo Buyer',
  sentAt,
  isListen: true,
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

  it('[S1-B-093][S1-K-007][S1-K-008] an image of 1,000,000 bytes or more shows a thumbnail until 50 s after it was sent', {
    timeout: 30_000,
  }, async () => {
    localStorage.setItem('vela.accessToken', 'tok-1');
    Object.assign(URL, { createObjectURL: () => 'blob:thumb', revokeObjectURL: () => {} });
    const server = installFakeServer();
    server.on(
      'chat/message/attachment',
      () => new Response('png!', { status: 200, headers: { 'content-type': 'image/png' } }),
    );
    const justNow = new Date(Date.now() - 10_000).toISOString();
    await renderWithApp(
      <>
        <FileMessage message={fileMessage('m1', 'big.png', 'image/png', true, 1_000_000, justNow)} />
        <FileMessage message={fileMessage('m2', 'old.png', 'image/png', true, 2_000_000)} />
        <FileMessage message={fileMessage('m3', 'small.png', 'image/png', true, 999_999, justNow)} />
      </>,
    );
    expect(
      await screen.findByRole(
        'img',
        { name: /^Image big\.png, shown in full in (40|39) s$/ },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    // Sent long ago, or under the threshold: shown in full at once, a button that downloads it.
    expect(await screen.findByRole('img', { name: 'Image old.png' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Image small.png' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /big\.png, shown/ })).toBeNull();
  });

  it('[S1-B-093] the delay counts down and ends 50 s after sending', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-28T10:00:10.000Z') });
    try {
      const { result } = renderHook(() => useImageDelay(1_500_000, true, '2026-11-28T10:00:00.000Z'));
      expect(result.current).toBe(40_000);
      act(() => vi.advanceTimersByTime(1000));
      expect(result.current).toBe(39_000);
      act(() => vi.advanceTimersByTime(39_000));
      expect(result.current).toBe(0);
      const plain = renderHook(() => useImageDelay(1_500_000, false, '2026-11-28T10:00:00.000Z'));
      expect(plain.result.current).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

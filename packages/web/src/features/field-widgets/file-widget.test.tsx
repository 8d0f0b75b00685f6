import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_FILE_BYTES } from '@vela/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetGlobalState } from '../../state/index.js';
import { envelopePayload, envelopeRoute } from '../../test-support/envelope-call.js';
import { type FakeServer, installFakeServer, ok } from '../../test-support/fake-server.js';
import { fieldOf, renderWidget } from '../../test-support/field-widget-harness.js';

let server: FakeServer;
let uploads: Array<{ url: string; file: File; headers: Record<string, string> }>;
let counter: number;

/** /file/upload goes through XMLHttpRequest (for progress): a stand-in that answers like the server. */
class FakeUploadRequest {
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  timeout = 0;
  status = 0;
  responseText = '';
  private url = '';
  private headers: Record<string, string> = {};
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {}
  send(form: FormData) {
    const file = form.get('file') as File;
    uploads.push({ url: this.url, file, headers: this.headers });
    counter += 1;
    const id = `fil${String(counter).padStart(20, '0')}`;
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: file.size, total: file.size });
      this.status = 200;
      this.responseText = JSON.stringify(
        ok({ id, name: file.name, type: file.type, size: file.size, uploadedAt: '2026-01-01T00:00:00Z' }),
      );
      this.onload?.();
    }, 5);
  }
}

function filesNamed(...names: string[]) {
  return names.map((name) => new File(['hello'], name, { type: 'text/plain' }));
}

beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
  server = installFakeServer();
  uploads = [];
  counter = 0;
  vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
  server.on(
    'file/getFileInfo',
    envelopeRoute<{ ids: string[] }>(({ ids }) =>
      ok(
        ids.map((id, index) => ({
          id,
          name: `stored-${index + 1}.pdf`,
          type: 'application/pdf',
          size: 2048,
        })),
      ),
    ),
  );
});
afterEach(() => {
  resetGlobalState();
  vi.unstubAllGlobals();
});

describe('file (file)', () => {
  it('[S2-B-031] the button opens the file picker by keyboard; picked files upload one by one and add their ids', async () => {
    const view = await renderWidget({ field: fieldOf({ type: 'file', label: 'Attachments', length: 5 }) });
    const button = screen.getByRole('button', { name: 'Attachments: Add files' });
    const picker = screen.getByTestId('field-f-picker') as HTMLInputElement;
    const click = vi.spyOn(picker, 'click');
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(click).toHaveBeenCalled();
    await userEvent.upload(picker, filesNamed('a.txt', 'b.txt'));
    await waitFor(() =>
      expect(view.lastValue()).toEqual([`fil${'1'.padStart(20, '0')}`, `fil${'2'.padStart(20, '0')}`]),
    );
    expect(uploads.map((upload) => upload.file.name)).toEqual(['a.txt', 'b.txt']);
    expect(uploads[0]?.url).toMatch(/\/api\/file\/upload$/);
    expect(uploads[0]?.headers.accessToken).toBe('tok-1');
    expect(screen.getByText('a.txt')).toBeInTheDocument();
    expect(screen.getByText('2 of 5 files')).toBeInTheDocument();
  });

  it("[S2-V-020] refuses files past the field's count limit with 'file number limit', uploading nothing", async () => {
    const view = await renderWidget({
      field: fieldOf({ type: 'file', label: 'Attachments', length: 3 }),
      initial: ['filA', 'filB'],
    });
    expect(await screen.findByText('stored-1.pdf')).toBeInTheDocument();
    await userEvent.upload(screen.getByTestId('field-f-picker'), filesNamed('c.txt', 'd.txt'));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can attach at most 3 files here.');
    expect(uploads).toHaveLength(0);
    expect(view.changes).toHaveLength(0);
  });

  it('[S2-V-020][S1-K-024] without a length, a batch holds at most 10 files: 11 are refused, 10 go', async () => {
    await renderWidget({ field: fieldOf({ type: 'file', label: 'Attachments' }) });
    const eleven = filesNamed(...Array.from({ length: 11 }, (_, i) => `f${i}.txt`));
    await userEvent.upload(screen.getByTestId('field-f-picker'), eleven);
    expect(await screen.findByRole('alert')).toHaveTextContent('You can attach at most 10 files here.');
    expect(uploads).toHaveLength(0);
    await userEvent.upload(screen.getByTestId('field-f-picker'), eleven.slice(0, 10));
    await waitFor(() => expect(uploads).toHaveLength(10));
  });

  it('[S1-K-016] refuses a file over 10485760 bytes before sending it; exactly 10485760 goes', async () => {
    const view = await renderWidget({ field: fieldOf({ type: 'file', label: 'Attachments', length: 5 }) });
    const picker = screen.getByTestId('field-f-picker');
    const big = new File([new Uint8Array(MAX_FILE_BYTES + 1)], 'big.bin');
    await userEvent.upload(picker, big);
    expect(await screen.findByRole('alert')).toHaveTextContent('big.bin is larger than 10 MB.');
    expect(uploads).toHaveLength(0);
    await userEvent.upload(picker, new File([new Uint8Array(MAX_FILE_BYTES)], 'fits.bin'));
    await waitFor(() => expect(view.lastValue()).toHaveLength(1));
    expect(uploads[0]?.file.size).toBe(MAX_FILE_BYTES);
  });

  it('names stored files from /file/getFileInfo and removes one by keyboard', async () => {
    const view = await renderWidget({
      field: fieldOf({ type: 'file', label: 'Attachments', length: 5 }),
      initial: 'filA;filB',
    });
    expect(await screen.findByText('stored-2.pdf')).toBeInTheDocument();
    expect(envelopePayload(server.callsTo('file/getFileInfo')[0])).toEqual({ ids: ['filA', 'filB'] });
    screen.getByRole('button', { name: 'Remove stored-1.pdf' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(view.lastValue()).toEqual(['filB']);
  });

  it('read-only lists the files with download buttons, no add or remove', async () => {
    await renderWidget({
      field: fieldOf({ type: 'file', label: 'Attachments' }),
      initial: 'filA',
      readOnly: true,
    });
    expect(await screen.findByRole('button', { name: 'Download stored-1.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add files/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });
});

describe('image (IMG)', () => {
  it('[S2-D-019] takes one image, refuses other files, and shows the picture', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:picture', revokeObjectURL: () => {} }),
    );
    server.on('file/downloadFile', () => new Response('png', { headers: { 'content-type': 'image/png' } }));
    const view = await renderWidget({ field: fieldOf({ type: 'IMG', label: 'Photo' }) });
    const picker = screen.getByTestId('field-f-picker');
    expect(picker).toHaveAttribute('accept', 'image/*');
    expect(picker).not.toHaveAttribute('multiple');
    await userEvent.upload(picker, new File(['x'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('notes.txt is not an image.');
    expect(uploads).toHaveLength(0);
    await userEvent.upload(picker, new File(['png'], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(view.lastValue()).toBe(`fil${'1'.padStart(20, '0')}`));
    await waitFor(() => expect(server.callsTo('file/downloadFile')).toHaveLength(1));
    expect(await screen.findByRole('img', { name: 'Photo' })).toHaveAttribute('src', 'blob:picture');
  });
});

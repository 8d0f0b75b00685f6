import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test-support/render.js';
import { UploadZone } from './UploadZone.js';

/** /file/upload goes through XMLHttpRequest (for its progress): a stand-in that reports half, then answers. */
class FakeUploadRequest {
  static sent: File[] = [];
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  timeout = 0;
  status = 0;
  responseText = '';
  open() {}
  setRequestHeader() {}
  abort() {}
  send(form: FormData) {
    const file = form.get('file') as File;
    FakeUploadRequest.sent.push(file);
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: file.size / 2, total: file.size });
      this.status = 200;
      this.responseText = JSON.stringify({
        result: true,
        returnCode: '0',
        returnInfo: '',
        requestId: 'r',
        data: {
          id: 'fil00000000000000000001',
          name: file.name,
          type: file.type,
          size: file.size,
          uploadedAt: '2026-01-01T00:00:00Z',
        },
      });
      this.onload?.();
    }, 5);
  }
}

const file = (name: string, size: number) =>
  new File([new Uint8Array(size).fill(65)], name, { type: 'text/plain' });

afterEach(() => {
  vi.unstubAllGlobals();
  FakeUploadRequest.sent = [];
});

describe('file centre upload zone', () => {
  it('refuses, before sending anything, more than 10 files at once, a file over the limit, an empty one and a bad name', async () => {
    localStorage.setItem('vela.accessToken', 'tok-1');
    vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
    const uploaded = vi.fn();
    const { container } = await renderWithApp(
      <UploadZone limits={{ maxFileBytes: 1000, batchLimit: 10 }} onUploaded={uploaded} />,
    );
    expect(screen.getByText(/Up to 10 files at once, each at most/)).toBeTruthy();
    // The picker makes a new input after each pick (to clear it): found afresh each time.
    const input = () => container.querySelector('input[type=file]') as HTMLInputElement;
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(
      input(),
      Array.from({ length: 11 }, (_, index) => file(`f${index}.txt`, 5)),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Choose at most 10 files at once.');
    await user.upload(input(), [file('ok.txt', 5), file('big.bin', 1001)]);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('big.bin is larger than'));
    await user.upload(input(), [file('empty.txt', 0)]);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('empty.txt is empty.'));
    await user.upload(input(), [file('bell\u0007.txt', 5)]);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('may not contain'));
    expect(FakeUploadRequest.sent).toEqual([]);

    // Ten files of exactly the limit go, each with its progress bar.
    await user.upload(
      input(),
      Array.from({ length: 10 }, (_, index) => file(`ok${index}.txt`, 1000)),
    );
    await waitFor(() => expect(uploaded).toHaveBeenCalledTimes(10));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(FakeUploadRequest.sent.map((sent) => sent.name)).toEqual(
      Array.from({ length: 10 }, (_, index) => `ok${index}.txt`),
    );
    expect(screen.getAllByRole('progressbar')).toHaveLength(10);
    expect(screen.getByText('ok9.txt uploaded')).toBeTruthy();
  });
});

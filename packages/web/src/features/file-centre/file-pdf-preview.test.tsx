import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, installFakeServer } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import { FilePreview } from './FilePreview.js';

/**
 * jsdom has no canvas to draw into, so PDF.js is stood in by a fake that reads the bytes it is given and
 * "draws" each page: what is checked is the preview's part — the file's own bytes go to PDF.js, each page
 * becomes a named image, nothing is framed.
 */
const opened: Uint8Array[] = [];
const rendered: number[] = [];
vi.mock('pdfjs-dist', () => ({
  GlobalWorkerOptions: { workerSrc: '' },
  getDocument: ({ data }: { data: Uint8Array }) => {
    opened.push(data);
    return {
      promise: Promise.resolve({
        numPages: 2,
        getPage: async (number: number) => ({
          getViewport: () => ({ width: 200, height: 100 }),
          render: () => {
            rendered.push(number);
            return { promise: Promise.resolve() };
          },
        }),
      }),
    };
  },
}));
vi.mock('pdfjs-dist/build/pdf.worker.min.mjs?url', () => ({ default: '/pdf.worker.min.mjs' }));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('file centre PDF preview', () => {
  it('[S1-R-095] previews a PDF page by page with PDF.js from its own bytes, never in a frame', {
    timeout: 120_000,
  }, async () => {
    localStorage.setItem('vela.accessToken', 'tok-1');
    const pdf = '%PDF-1.4\n% two pages\n%%EOF\n';
    const server = installFakeServer();
    server.on('file/downloadAttachement', (call) =>
      call.query.get('id') === 'filPdf' && call.query.get('version') === '3'
        ? new Response(pdf, { headers: { 'content-type': 'application/pdf' } })
        : fail('404', 'File was not found', 404),
    );
    await renderWithApp(<FilePreview id="filPdf" type="application/pdf" name="brochure.pdf" version={3} />);
    expect(await screen.findByRole('img', { name: 'Page 2 of 2' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Page 1 of 2' })).toBeInTheDocument();
    expect(new TextDecoder().decode(opened[0])).toBe(pdf);
    expect(rendered).toEqual([1, 2]);
    expect(document.querySelector('iframe, object, embed')).toBeNull();
  });
});

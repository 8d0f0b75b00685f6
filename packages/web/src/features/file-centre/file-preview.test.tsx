import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, installFakeServer, ok } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import { FilePreview } from './FilePreview.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('file centre preview', () => {
  it('[S1-R-095] draws an image from its bytes, shows text and office documents as text, never frames a page, and says when it cannot', async () => {
    localStorage.setItem('vela.accessToken', 'tok-1');
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const server = installFakeServer();
    server.on('file/downloadAttachement', (call) => {
      const id = call.query.get('id');
      if (id === 'filImage') return new Response('png!', { headers: { 'content-type': 'image/png' } });
      if (id === 'filText')
        return new Response('line one\nline two', { headers: { 'content-type': 'text/plain' } });
      return fail('404', 'File was not found', 404);
    });
    server.on('file/previewText', () => ok({ text: 'Master services agreement', truncated: false }));

    const image = await renderWithApp(
      <FilePreview id="filImage" type="image/png" name="logo.png" version={1} />,
    );
    expect(((await screen.findByRole('img', { name: 'Preview of logo.png' })) as HTMLImageElement).src).toBe(
      'blob:preview',
    );
    image.unmount();

    const text = await renderWithApp(
      <FilePreview id="filText" type="text/plain" name="notes.txt" version={1} />,
    );
    expect((await screen.findByRole('region', { name: 'Preview' })).textContent).toBe('line one\nline two');
    text.unmount();

    const office = await renderWithApp(
      <FilePreview
        id="filDocx"
        type="application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        name="MSA.docx"
        version={2}
      />,
    );
    expect((await screen.findByRole('region', { name: 'Preview' })).textContent).toBe(
      'Master services agreement',
    );
    expect(server.calls.find((call) => call.path === 'file/previewText')?.body).toEqual(
      expect.objectContaining({ body: { id: 'filDocx', version: 2 } }),
    );
    office.unmount();

    // HTML and SVG are not previewed at all: nothing of theirs is put in the page.
    for (const type of ['text/html', 'image/svg+xml']) {
      const none = await renderWithApp(<FilePreview id="filPage" type={type} name="page" version={1} />);
      expect(
        await screen.findByText('This kind of file cannot be previewed. Download it to open it.'),
      ).toBeTruthy();
      expect(document.querySelector('iframe, object, embed')).toBeNull();
      none.unmount();
    }

    await renderWithApp(<FilePreview id="filGone" type="text/plain" name="gone.txt" version={1} />);
    expect(await screen.findByText('The preview could not be shown.')).toBeTruthy();
  });
});

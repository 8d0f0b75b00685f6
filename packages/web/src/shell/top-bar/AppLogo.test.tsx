import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeAccessToken } from '../../api/index.js';
import { installFakeServer } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import { AppLogo } from './AppLogo.js';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" aria-label="Sales"></svg>';

describe('AppLogo (issue 16 item 5: no token in a URL)', () => {
  const createObjectURL = vi.fn((_blob: Blob) => 'blob:app-logo');
  const revokeObjectURL = vi.fn();
  beforeEach(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    storeAccessToken('tok-logo');
  });
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it("[S1-C-020] fetches the server's logo with the token in the header and shows it from a blob URL", async () => {
    const server = installFakeServer({
      'application/getAppLogo': () =>
        new Response(SVG, { status: 200, headers: { 'content-type': 'image/svg+xml; charset=utf-8' } }),
    });
    const { container, unmount } = await renderWithApp(
      <AppLogo app={{ name: 'Sales', bgcolor: '#0b5cab', logourl: '/api/application/getAppLogo?id=02u1' }} />,
    );
    await waitFor(() => expect(container.querySelector('img')).toHaveAttribute('src', 'blob:app-logo'));
    const [call] = server.callsTo('application/getAppLogo');
    expect(call?.headers.accessToken).toBe('tok-logo');
    expect(call?.query.get('id')).toBe('02u1');
    expect(call?.url).not.toContain('tok-logo');
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(await blob?.text()).toBe(SVG);
    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:app-logo');
  });

  it('draws the monogram when the logo cannot be had', async () => {
    installFakeServer();
    const { container } = await renderWithApp(
      <AppLogo app={{ name: 'service', bgcolor: '', logourl: '/api/application/getAppLogo?id=gone' }} />,
    );
    expect(await screen.findByText('S')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('loads a logo hosted elsewhere as it is, with no call of ours', async () => {
    const server = installFakeServer();
    const { container } = await renderWithApp(
      <AppLogo app={{ name: 'Cdn', bgcolor: '', logourl: 'https://cdn.example.com/logo.svg' }} />,
    );
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.com/logo.svg');
    expect(server.calls).toHaveLength(0);
  });
});

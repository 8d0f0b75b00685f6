import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SYSTEM_ADMIN_PROFILE } from '@vela/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useGlobalStore } from '../../state/index.js';
import { type FakeServer, fail, installFakeServer, ok } from '../../test-support/fake-server.js';
import { DEMO_USER } from '../../test-support/fake-startup.js';
import { renderWithApp } from '../../test-support/render.js';
import ImportSettingsPage from './ImportSettingsPage.js';

const MB = 1024 * 1024;
const SLOW = { timeout: 20_000 } as const;
let server: FakeServer;
const bodyOf = (call: { body: unknown } | undefined) =>
  (call?.body as { body?: Record<string, unknown> })?.body;

beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
  server = installFakeServer();
  useGlobalStore.setState({ userInfo: { ...DEMO_USER, profileId: SYSTEM_ADMIN_PROFILE } });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** setuppage/importSettings (issue 21): the organisation's import size limit. */
describe('import settings', { timeout: 180_000 }, () => {
  it('[issue 21] an administrator changes the import size limit with the keyboard; a bad value is refused before any call, a refusal of the server is shown', async () => {
    let limit = 200 * MB;
    server.on('importFile/getSettings', () => ok({ maxFileBytes: limit }));
    server.on('importFile/saveSettings', (call) => {
      const asked = Number(bodyOf(call)?.maxFileBytes);
      if (asked === 7 * MB) return fail('400', 'the import size limit is refused for this test', 400);
      limit = asked;
      return ok({ maxFileBytes: limit });
    });
    await renderWithApp(<ImportSettingsPage />);
    const field = await screen.findByRole('spinbutton', { name: 'Largest import file (MB)' }, SLOW);
    await waitFor(() => expect((field as HTMLInputElement).value).toBe('200'), SLOW);
    expect(screen.getByText(/Now: 200 MB/)).toBeTruthy();

    await userEvent.clear(field);
    await userEvent.type(field, '5000{Enter}');
    expect(
      await screen.findByText('Write a whole number of megabytes from 1 to 2048.', {}, SLOW),
    ).toBeTruthy();
    expect(server.callsTo('importFile/saveSettings')).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, '7{Enter}');
    expect(await screen.findByText('the import size limit is refused for this test', {}, SLOW)).toBeTruthy();

    await userEvent.clear(field);
    await userEvent.type(field, '50{Enter}');
    const status = await screen.findByRole('status', {}, SLOW);
    expect(status.textContent).toContain('Saved: one import now takes files up to 50 MB.');
    expect(bodyOf(server.callsTo('importFile/saveSettings').at(-1))).toEqual({ maxFileBytes: 50 * MB });
    expect(screen.getByText(/Now: 50 MB/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the import wizard' }).getAttribute('href')).toBe(
      '/importmodule/home',
    );
  });

  it('[issue 21] someone who is not an administrator sees no form', async () => {
    useGlobalStore.setState({ userInfo: { ...DEMO_USER, profileId: 'standard_user' } });
    await renderWithApp(<ImportSettingsPage />);
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(server.callsTo('importFile/getSettings')).toHaveLength(0);
  });
});

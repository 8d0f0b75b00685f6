import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetGlobalState } from '../../state/index.js';
import { envelopePayload, envelopeRoute } from '../../test-support/envelope-call.js';
import { type FakeServer, fail, installFakeServer, ok } from '../../test-support/fake-server.js';
import { installStartup } from '../../test-support/fake-startup.js';
import { renderAppAt, SLOW } from '../../test-support/render-app.js';

let server: FakeServer;

beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
  server = installFakeServer();
  installStartup(server);
});

afterEach(() => {
  resetGlobalState();
  vi.unstubAllGlobals();
});

describe('profile settings', () => {
  it('[S1-R-159][S1-R-160] profileSetting opens profileInfo: who, language and time zone', async () => {
    const { router } = await renderAppAt('/profileSetting');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profileSetting/profileInfo'), SLOW);
    const main = await screen.findByRole('main', {}, SLOW);
    expect(within(main).getByRole('heading', { name: 'My settings' })).toBeInTheDocument();
    expect(await within(main).findByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(main).getByText('English')).toBeInTheDocument();
    expect(within(main).getByText('Europe/London')).toBeInTheDocument();
    expect(within(main).getByRole('tab', { name: 'Profile', selected: true })).toBeInTheDocument();
  });

  it('[S1-R-161] modifyPassword shows the policy hint and the server refusal', async () => {
    server.on(
      'user/modifyPassword',
      envelopeRoute(() => fail('10012', 'must contain a digit')),
    );
    await renderAppAt('/profileSetting/modifyPassword');
    expect(await screen.findByText(/At least 10 characters/, {}, SLOW)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Current password'), 'old-pass-1');
    await userEvent.type(screen.getByLabelText('New password'), 'newpassword');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'newpassword');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The new password does not meet the password policy: must contain a digit',
    );
  });

  it('[S1-R-161] refuses two different new passwords before asking the server', async () => {
    await renderAppAt('/profileSetting/modifyPassword');
    await userEvent.type(await screen.findByLabelText('Current password', {}, SLOW), 'old-pass-1');
    await userEvent.type(screen.getByLabelText('New password'), 'abc12345');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'abc12346');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The two new passwords are not the same.')).toBeInTheDocument();
    expect(server.callsTo('user/modifyPassword')).toHaveLength(0);
  });

  it('[S1-R-162] authVisit lists sessions and revokes one after confirming', async () => {
    const sessions = [
      {
        id: 's1',
        createdAt: '2026-01-01T08:00:00Z',
        lastSeenAt: '2026-01-02T08:00:00Z',
        ip: '10.0.0.1',
        userAgent: 'Firefox on Linux',
        current: true,
      },
      {
        id: 's2',
        createdAt: '2026-01-03T08:00:00Z',
        lastSeenAt: '2026-01-03T09:00:00Z',
        ip: '10.0.0.2',
        userAgent: 'Safari on iPhone',
        current: false,
      },
    ];
    server.on(
      'user/session/list',
      envelopeRoute(() => ok(sessions)),
    );
    server.on(
      'user/session/revoke',
      envelopeRoute<{ id: string }>(({ id }) => {
        sessions.splice(
          sessions.findIndex((s) => s.id === id),
          1,
        );
        return ok(null);
      }),
    );
    await renderAppAt('/profileSetting/authVisit');
    expect(await screen.findByText('This session', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke: Firefox on Linux' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Revoke: Safari on iPhone' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByText('Safari on iPhone')).not.toBeInTheDocument());
    expect(envelopePayload(server.callsTo('user/session/revoke')[0])).toEqual({ id: 's2' });
  });

  it('a session list that fails to load says so and offers a retry instead of "No other sessions"', async () => {
    let failing = true;
    server.on(
      'user/session/list',
      envelopeRoute(() =>
        failing
          ? fail('500', 'session store down')
          : ok([
              {
                id: 's1',
                createdAt: '2026-01-01T08:00:00Z',
                lastSeenAt: '2026-01-02T08:00:00Z',
                ip: '10.0.0.1',
                userAgent:
                  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
                current: true,
              },
            ]),
      ),
    );
    await renderAppAt('/profileSetting/authVisit');
    expect(await screen.findByText('This list could not be loaded.', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('No other sessions.')).not.toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: /Try again/ }));
    // The device is named the way a person knows it; the raw user agent stays in the tooltip.
    const device = await screen.findByText('Chrome 124 · Linux');
    expect(device).toHaveAttribute('title', expect.stringContaining('Mozilla/5.0'));
    // The failed call goes through the shell's error handling first: about 15 s on a quiet machine, so
    // the default 20 s timed out in a loaded full run (to shorten, not to raise further).
  }, 45_000);

  it('[S1-R-163][S1-C-004] loginHistory pages through the history and downloads the CSV', async () => {
    server.on('user/getLoginHistory', (call) => {
      const page = Number(call.query.get('page'));
      return ok({
        total: 30,
        rows: [
          {
            at: '2026-02-01T10:00:00Z',
            ip: `10.0.${page}.1`,
            userAgent: 'Chrome',
            result: page === 1 ? 'success' : 'failure',
            reason: page === 1 ? '' : 'wrong password',
          },
        ],
      });
    });
    server.on(
      'accessApi/login/downloadLoginHistory',
      () => new Response('at,ip\n', { headers: { 'content-type': 'text/csv' } }),
    );
    const createObjectURL = vi.fn(() => 'blob:history');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    await renderAppAt('/profileSetting/loginHistory');
    expect(await screen.findByText('10.0.1.1', {}, SLOW)).toBeInTheDocument();
    expect(server.callsTo('user/getLoginHistory')[0]?.query.get('pageSize')).toBe('25');
    await userEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('10.0.2.1')).toBeInTheDocument();
    expect(screen.getByText('wrong password')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Download CSV/ }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(server.callsTo('accessApi/login/downloadLoginHistory')).toHaveLength(1);
  });

  it('API keys: create one, see it once with a copy button, then revoke it', async () => {
    const keys: {
      id: string;
      name: string;
      keyPrefix: string;
      createdAt: string;
      lastUsedAt: string | null;
    }[] = [];
    server.on(
      'user/apiKey/list',
      envelopeRoute(() => ok(keys)),
    );
    server.on(
      'user/apiKey/create',
      envelopeRoute<{ name: string }>(({ name }) => {
        keys.push({
          id: 'k1',
          name,
          keyPrefix: 'vk_abc',
          createdAt: '2026-03-01T00:00:00Z',
          lastUsedAt: null,
        });
        return ok({ id: 'k1', name, key: 'vk_abc_full_secret' });
      }),
    );
    server.on(
      'user/apiKey/revoke',
      envelopeRoute(() => {
        keys.length = 0;
        return ok(null);
      }),
    );
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    await renderAppAt('/profileSetting/apiKeys');
    expect(
      await screen.findByText('No API keys yet. Create one for each integration.', {}, SLOW),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Create API key/ }));
    const createDialog = await screen.findByRole('dialog', { name: 'Create API key' });
    await userEvent.type(within(createDialog).getByLabelText('Name'), 'Billing sync');
    await userEvent.click(within(createDialog).getByRole('button', { name: 'Create API key' }));

    // antd gives every dialog title the same id under test, so find this dialog by its content.
    const keyField = await screen.findByDisplayValue('vk_abc_full_secret');
    const shown = keyField.closest<HTMLElement>('[role="dialog"]');
    if (!shown) throw new Error('the new key is not in a dialog');
    expect(within(shown).getByText('Billing sync')).toBeInTheDocument();
    expect(within(shown).getByText('Copy this key now. It will not be shown again.')).toBeInTheDocument();
    await userEvent.click(within(shown).getByRole('button', { name: 'Copy API key' }));
    expect(writeText).toHaveBeenCalledWith('vk_abc_full_secret');
    const closeButton = within(shown).getAllByRole('button', { name: 'Close' }).at(-1);
    if (closeButton) await userEvent.click(closeButton);
    // jsdom never finishes antd's closing animation, so the closing dialog's last frame stays in the DOM;
    // what matters is that the list only ever shows the key's prefix.
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('vk_abc…')).toBeInTheDocument();
    expect(within(table).queryByText(/full_secret/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Revoke: Billing sync' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('No API keys yet. Create one for each integration.')).toBeInTheDocument();
    expect(envelopePayload(server.callsTo('user/apiKey/revoke')[0])).toEqual({ id: 'k1' });
  });
});

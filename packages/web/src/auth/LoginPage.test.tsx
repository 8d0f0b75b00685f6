import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SealedPayload } from '@vela/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi, resetApiSettings } from '../api/api-settings.js';
import { resetGlobalState } from '../state/index.js';
import { envelopeRoute } from '../test-support/envelope-call.js';
import { installSecureChannel } from '../test-support/fake-secure-server.js';
import { type FakeServer, fail, installFakeServer, ok } from '../test-support/fake-server.js';
import { installStartup } from '../test-support/fake-startup.js';
import { renderAppAt, SLOW } from '../test-support/render-app.js';

const LOGIN = 'sysconfig/auth/pc/1.0/post/unifiedLogin';
let server: FakeServer;
let secure: ReturnType<typeof installSecureChannel>;
let answerLogin: (credentials: { userName: string; password: string }, channelId: string) => Promise<unknown>;

beforeEach(() => {
  server = installFakeServer();
  installStartup(server);
  secure = installSecureChannel(server);
  answerLogin = async (_credentials, channelId) =>
    ok(
      await secure.seal(LOGIN, channelId, {
        accessToken: 'tok-new',
        userId: '005u1',
        mustChangePassword: false,
        expiresAt: '2030-01-01T00:00:00Z',
      }),
    );
  server.on(
    LOGIN,
    envelopeRoute<SealedPayload>(async (sealed) => {
      const credentials = (await secure.open(LOGIN, sealed)) as { userName: string; password: string };
      return answerLogin(credentials, sealed.channelId);
    }),
  );
});

afterEach(() => {
  resetApiSettings();
  resetGlobalState();
  vi.unstubAllGlobals();
});

async function fillAndSubmit(email: string, password: string) {
  await userEvent.type(await screen.findByLabelText('E-mail', {}, SLOW), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login page', () => {
  it('[S1-R-214] labels its fields, names its button, and asks for what is missing', async () => {
    await renderAppAt('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }, SLOW));
    expect(screen.getByText('Enter your e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(server.callsTo(LOGIN)).toHaveLength(0);
  });

  it('[S1-B-008] the global setting loginPage chooses the page: unset or private, the private page; provider:<id>, straight on to that provider; unreadable, the private page with a warning', async () => {
    const started: unknown[] = [];
    server.on(
      'sysconfig/auth/pc/1.0/post/thirdPartyStart',
      envelopeRoute((payload) => {
        started.push(payload);
        return fail('10001', 'the provider corp-sso is switched off');
      }),
    );
    const privatePage = async (path: string) => {
      const { router } = await renderAppAt(path);
      expect(await screen.findByLabelText('E-mail', {}, SLOW)).toBeInTheDocument();
      expect(screen.getByLabelText('Password')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
    };
    // The default: no setting at all.
    await privatePage('/login');
    cleanup();
    configureApi({ loginPage: 'private' });
    await privatePage('/login');
    cleanup();
    expect(started).toEqual([]);

    configureApi({ loginPage: 'provider:corp-sso' });
    const { router } = await renderAppAt('/login');
    // On to the provider's start: it asks the server for that provider's address (refused here, so the
    // error page says why), and the private form never shows.
    await waitFor(() => expect(router.state.location.pathname).toBe('/errorPageAuth'), SLOW);
    expect(started).toEqual([{ providerId: 'corp-sso' }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('the provider corp-sso is switched off');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    cleanup();

    // The private page stays reachable under the provider setting: /login?page=private.
    await privatePage('/login?page=private');
    cleanup();
    expect(started).toHaveLength(1);

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    configureApi({ loginPage: 'https://sso.example.com' });
    await privatePage('/login');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('loginPage is "https://sso.example.com"'));
    expect(started).toHaveLength(1);
  });

  it('[S1-B-110] signs in over the sealed channel, keeps the token, and returns to the page the user wanted', async () => {
    sessionStorage.setItem('vela.targetPath', '/profileSetting/profileInfo');
    let seen: { userName: string; password: string } | undefined;
    const original = answerLogin;
    answerLogin = (credentials, channelId) => {
      seen = credentials;
      return original(credentials, channelId);
    };
    const { router } = await renderAppAt('/login');
    await fillAndSubmit('ada@example.com', 'correct horse');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profileSetting/profileInfo'), SLOW);
    expect(seen).toEqual({ userName: 'ada@example.com', password: 'correct horse' });
    expect(JSON.stringify(server.callsTo(LOGIN)[0]?.body)).not.toContain('correct horse');
    expect(localStorage.getItem('vela.accessToken')).toBe('tok-new');
    expect(JSON.parse(sessionStorage.getItem('vela.secureChannel') ?? '{}')).toHaveProperty('key');
    expect(await screen.findByText('Acme Ltd', {}, SLOW)).toBeInTheDocument();
  });

  it.each([
    ['10010', 'wrong', 'The e-mail address or password is not correct.'],
    ['429', 'slow down', 'Too many attempts. Wait a minute, then try again.'],
    ['10011', 'Account locked', 'Your account is locked for a while after too many failed sign-ins.'],
  ])('shows the server refusal %s as a message in the form', async (code, info, message) => {
    answerLogin = async () => fail(code, info, code === '429' ? 429 : 200);
    await renderAppAt('/login');
    await fillAndSubmit('ada@example.com', 'nope');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(localStorage.getItem('vela.accessToken')).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says until when a locked account stays locked', async () => {
    answerLogin = async () => fail('10011', 'Account locked until 2031-05-04T10:30:00Z');
    await renderAppAt('/login');
    await fillAndSubmit('ada@example.com', 'nope');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/locked until .*2031/);
  });

  it('[S1-R-216] a password that must change leads to /changePassword, then on to the app', async () => {
    answerLogin = async (_c, channelId) =>
      ok(
        await secure.seal(LOGIN, channelId, {
          accessToken: 'tok-must',
          userId: 'u',
          mustChangePassword: true,
          expiresAt: '',
        }),
      );
    const changes: unknown[] = [];
    server.on(
      'user/modifyPassword',
      envelopeRoute((payload) => {
        changes.push(payload);
        return changes.length === 1 ? fail('10014', 'wrong current password') : ok(null);
      }),
    );
    const { router } = await renderAppAt('/login');
    await fillAndSubmit('ada@example.com', 'temporary-1');
    expect(await screen.findByRole('heading', { name: 'Choose a new password' }, SLOW)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Current password'), 'wrong-1');
    await userEvent.type(screen.getByLabelText('New password'), 'Better-pass-2');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Better-pass-2');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The current password is not correct.');

    await userEvent.clear(screen.getByLabelText('Current password'));
    await userEvent.type(screen.getByLabelText('Current password'), 'temporary-1');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), SLOW);
    expect(changes.at(-1)).toEqual({ oldPassword: 'temporary-1', newPassword: 'Better-pass-2' });
    // The change is made with the token the sign-in just gave, in the header and the envelope head alike.
    expect(server.callsTo('user/modifyPassword').at(-1)?.headers.accessToken).toBe('tok-must');
  });

  it('a reload keeps the user signed in: a stored token opens the shell, not the login page', async () => {
    localStorage.setItem('vela.accessToken', 'tok-kept');
    await renderAppAt('/');
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace' }, SLOW)).toBeInTheDocument();
    expect(server.callsTo('user/getUserInfo')[0]?.headers.accessToken).toBe('tok-kept');
  });
});

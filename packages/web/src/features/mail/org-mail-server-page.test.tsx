import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SYSTEM_ADMIN_PROFILE } from '@vela/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useGlobalStore } from '../../state/index.js';
import { type FakeServer, installFakeServer, ok } from '../../test-support/fake-server.js';
import { DEMO_USER } from '../../test-support/fake-startup.js';
import { renderWithApp } from '../../test-support/render.js';
import OrgMailServerPage from './OrgMailServerPage.js';

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

const saved = {
  kind: 'smtp',
  smtpHost: 'smtp.example.com',
  smtpPort: 587,
  smtpTls: false,
  username: 'crm',
  hasPassword: true,
  fromAddress: 'crm@example.com',
};

describe('outgoing e-mail server (issue 23)', { timeout: 60_000 }, () => {
  it('[issue 23] an administrator changes the server, keeps the stored password, and a refused test e-mail says why in plain words', async () => {
    server.on('mail/orgServer/get', () => ok(saved));
    server.on('mail/orgServer/save', (call) => ok({ ...saved, ...bodyOf(call), hasPassword: true }));
    server.on('mail/orgServer/sendTest', () =>
      ok({ ok: false, problem: 'credentials', detail: '535 5.7.8 Authentication credentials invalid' }),
    );
    await renderWithApp(<OrgMailServerPage />);
    const host = await screen.findByLabelText('Server');
    await waitFor(() => expect((host as HTMLInputElement).value).toBe('smtp.example.com'));
    expect(screen.getByText('Leave empty to keep the stored password.')).toBeTruthy();
    await userEvent.clear(host);
    await userEvent.type(host, 'mail.example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsTo('mail/orgServer/save')).toHaveLength(1));
    expect(bodyOf(server.callsTo('mail/orgServer/save')[0])).toMatchObject({
      kind: 'smtp',
      smtpHost: 'mail.example.org',
      smtpPort: 587,
      password: '',
      fromAddress: 'crm@example.com',
    });

    const to = screen.getByRole('textbox', { name: 'Send the test to' });
    await userEvent.clear(to);
    await userEvent.type(to, 'ops@example.org{Enter}');
    const outcome = await screen.findByRole('status');
    expect(outcome.textContent).toContain('Not sent: the user name or password is wrong.');
    expect(outcome.textContent).toContain('The server said: 535 5.7.8 Authentication credentials invalid');
    expect(bodyOf(server.callsTo('mail/orgServer/sendTest')[0])).toMatchObject({
      to: 'ops@example.org',
      server: { smtpHost: 'mail.example.org' },
    });
  });

  it('[issue 23] bad input is refused by name before any call; the test provider needs no server', async () => {
    server.on('mail/orgServer/get', () => ok(null));
    server.on('mail/orgServer/save', (call) => ok({ ...saved, ...bodyOf(call), hasPassword: false }));
    server.on('mail/orgServer/sendTest', () => ok({ ok: true, problem: null, detail: '' }));
    await renderWithApp(<OrgMailServerPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('write the SMTP server')).toBeTruthy();
    expect(await screen.findByText('write the sender address, e.g. crm@example.com')).toBeTruthy();
    expect(server.callsTo('mail/orgServer/save')).toHaveLength(0);

    await userEvent.click(screen.getByRole('radio', { name: /The built-in test provider/ }));
    expect(screen.queryByLabelText('Server')).toBeNull();
    await userEvent.type(screen.getByLabelText('Sender address'), 'crm@vela.local');
    const to = screen.getByRole('textbox', { name: 'Send the test to' });
    await userEvent.clear(to);
    await userEvent.type(to, 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send a test e-mail' }));
    expect(await screen.findByText('Write the address the test goes to, e.g. you@example.com.')).toBeTruthy();
    expect(server.callsTo('mail/orgServer/sendTest')).toHaveLength(0);
    await userEvent.clear(to);
    await userEvent.type(to, 'ops@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Send a test e-mail' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'The test e-mail was sent to ops@example.org.',
    );
    expect(bodyOf(server.callsTo('mail/orgServer/sendTest')[0])).toMatchObject({
      server: { kind: 'test', fromAddress: 'crm@vela.local' },
    });
  });
});

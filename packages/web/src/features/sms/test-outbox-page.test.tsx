import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type SmsTestOutboxEntry, SYSTEM_ADMIN_PROFILE } from '@vela/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useGlobalStore } from '../../state/index.js';
import { type FakeServer, installFakeServer, ok } from '../../test-support/fake-server.js';
import { DEMO_USER } from '../../test-support/fake-startup.js';
import { renderWithApp } from '../../test-support/render.js';
import TestOutboxPage from './TestOutboxPage.js';

let server: FakeServer;

const entry = (patch: Partial<SmsTestOutboxEntry>): SmsTestOutboxEntry => ({
  id: 'SMtest1',
  to: '+447700900123',
  from: '+15005550006',
  body: 'Your order has shipped',
  status: 'delivered',
  failureReason: '',
  recordId: '003abc',
  recordName: 'Greta Text',
  senderName: 'Rey Rep',
  createdAt: '2026-11-28T09:00:00.000Z',
  ...patch,
});

const searchOf = (body: unknown) => (body as { body?: { search?: string } }).body?.search ?? '';

beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
  server = installFakeServer();
  useGlobalStore.setState({ userInfo: { ...DEMO_USER, profileId: SYSTEM_ADMIN_PROFILE } });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('test provider outbox (issue 23)', { timeout: 60_000 }, () => {
  it('[issue 23] shows an administrator what the test provider sent: number, text, record, sender and status', async () => {
    server.on('sms/testOutbox/list', (call) =>
      ok({
        entries:
          searchOf(call.body) === 'greta'
            ? [entry({})]
            : [
                entry({}),
                entry({
                  id: 'SMtest2',
                  to: '+15005550009',
                  body: 'x'.repeat(200),
                  status: 'failed',
                  failureReason: 'The handset cannot receive text messages',
                  recordId: '',
                  recordName: '',
                  senderName: '',
                }),
              ],
        total: 2,
        providerKind: 'test',
        kept: 500,
      }),
    );
    await renderWithApp(<TestOutboxPage />);
    expect(await screen.findByText('Your order has shipped')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Test provider outbox' })).toBeTruthy();
    expect(screen.getByText(/The last 500 are kept/)).toBeTruthy();
    expect(screen.getByText('+447700900123')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Greta Text' })).toBeTruthy();
    expect(screen.getByText('Rey Rep')).toBeTruthy();
    expect(screen.getByText('Delivered')).toBeTruthy();
    // A long text is shown in part, the whole of it on hover.
    expect(screen.getByTitle('x'.repeat(200)).textContent).toBe(`${'x'.repeat(160)}…`);
    expect(screen.getByText('Failed')).toBeTruthy();
    const search = screen.getByRole('searchbox', { name: 'Search by number, text or record' });
    await userEvent.type(search, 'greta{Enter}');
    await waitFor(() => expect(screen.queryByText('+15005550009')).toBeNull());
    expect(searchOf(server.callsTo('sms/testOutbox/list').at(-1)?.body)).toBe('greta');
  });

  it('[issue 23] the e-mail tab shows what the e-mail test provider kept, and makes it the organisation’s server when there is none', async () => {
    server.on('sms/testOutbox/list', () => ok({ entries: [], total: 0, providerKind: 'test', kept: 500 }));
    let serverKind = 'none';
    server.on('mail/testOutbox/list', () =>
      ok({
        entries:
          serverKind === 'none'
            ? []
            : [
                {
                  id: 'msg1',
                  from: 'ada@example.com',
                  to: ['olga@example.com', 'carl@example.com'],
                  subject: 'Spring offer',
                  preview: 'Hello Olga, our spring offer is here.',
                  attachmentCount: 1,
                  createdAt: '2026-11-28T09:00:00.000Z',
                },
              ],
        total: serverKind === 'none' ? 0 : 1,
        serverKind,
        kept: 500,
      }),
    );
    server.on('mail/orgServer/save', () => {
      serverKind = 'test';
      return ok({
        kind: 'test',
        smtpHost: '',
        smtpPort: 465,
        smtpTls: true,
        username: '',
        hasPassword: false,
        fromAddress: 'ada@example.com',
      });
    });
    await renderWithApp(<TestOutboxPage />);
    await userEvent.click(await screen.findByRole('tab', { name: 'E-mails' }));
    expect(await screen.findByText(/has no outgoing e-mail server/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Use the test provider' }));
    expect(await screen.findByText('Spring offer')).toBeTruthy();
    expect(screen.getByText('olga@example.com, carl@example.com')).toBeTruthy();
    expect(screen.getByText('Hello Olga, our spring offer is here.')).toBeTruthy();
    expect(screen.getByText('Attachments: 1')).toBeTruthy();
    expect(JSON.stringify(server.callsTo('mail/orgServer/save')[0]?.body)).toContain(
      '"kind":"test","fromAddress":"ada@example.com"',
    );
    expect(screen.queryByText(/has no outgoing e-mail server/)).toBeNull();
  });

  it('[issue 23] says when nothing is sent through the test provider, and refuses a non-administrator', async () => {
    server.on('sms/testOutbox/list', () => ok({ entries: [], total: 0, providerKind: 'twilio', kept: 500 }));
    const { unmount } = await renderWithApp(<TestOutboxPage />);
    expect(await screen.findByText(/now sends through Twilio/)).toBeTruthy();
    expect(screen.getByText('The test provider has not sent anything yet.')).toBeTruthy();
    unmount();
    useGlobalStore.setState({ userInfo: { ...DEMO_USER, profileId: 'standard_user' } });
    await renderWithApp(<TestOutboxPage />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Only administrators see the test provider’s outbox.',
    );
    expect(server.callsTo('sms/testOutbox/list')).toHaveLength(1);
  });
});

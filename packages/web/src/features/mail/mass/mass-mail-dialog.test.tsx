import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MassMailView } from '@vela/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeServer, installFakeServer, ok } from '../../../test-support/fake-server.js';
import { renderWithApp } from '../../../test-support/render.js';
import { MassMailDialog } from './MassMailDialog.js';

let server: FakeServer;
const SLOW = { timeout: 5_000 };

beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
  server = installFakeServer();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const run = (patch: Partial<MassMailView>): MassMailView => ({
  id: '0msRun1',
  status: 'sending',
  templateName: 'Spring news',
  objectApi: 'Contact',
  perMinute: 30,
  total: 2,
  queued: 2,
  sent: 0,
  failed: 0,
  skipped: 0,
  bounced: 0,
  skippedOptOut: 1,
  skippedNoAddress: 1,
  createdAt: '2026-07-01T08:00:00.000Z',
  finishedAt: '',
  failures: [],
  ...patch,
});

describe('mass e-mail dialog (issue 23)', { timeout: 60_000 }, () => {
  it('[issue 23] counts who receives it and who is skipped, sends at the chosen pace and shows the progress with refusals', async () => {
    server.on('mail/templates/list', () =>
      ok([
        {
          id: 'tpl1',
          kind: 'email',
          name: 'Spring news',
          objectApi: 'Contact',
          folder: '',
          visibility: 'public',
          defaultLanguage: 'en',
          languages: ['en', 'de'],
          ownerName: 'Ada',
          canEdit: true,
          updatedAt: '2026-07-01T08:00:00.000Z',
        },
      ]),
    );
    server.on('mail/mass/preview', () =>
      ok({
        objectApi: 'Contact',
        total: 4,
        recipients: 2,
        skippedOptOut: 1,
        skippedNoAddress: 1,
        limited: false,
      }),
    );
    server.on('mail/mass/start', () => ok(run({})));
    server.on('mail/mass/get', () =>
      ok(
        run({
          status: 'done',
          queued: 0,
          sent: 1,
          failed: 1,
          finishedAt: '2026-07-01T08:01:00.000Z',
          failures: [
            {
              recordId: '003b',
              name: 'Bea Gone',
              address: 'bea@gone.example',
              status: 'failed',
              reason: 'Not sent (other): 550 No such mailbox',
            },
          ],
        }),
      ),
    );
    const onClose = vi.fn();
    await renderWithApp(
      <MassMailDialog
        question={{
          objectApi: 'Contact',
          viewId: 'v1',
          filters: { criteria: [], logic: '' },
          keyword: 'spring',
        }}
        onClose={onClose}
      />,
    );
    expect(await screen.findByText('Recipients: 2 of 4 records', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Skipped, opted out of e-mail: 1')).toBeInTheDocument();
    expect(screen.getByText('Skipped, no e-mail address: 1')).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await userEvent.click(screen.getByRole('combobox', { name: 'E-mail template' }));
    await userEvent.click(await screen.findByTitle('Spring news', {}, SLOW));
    const rate = screen.getByRole('spinbutton', { name: 'E-mails per minute' });
    await userEvent.clear(rate);
    await userEvent.type(rate, '30');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled(), SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('2 of 2 handled: 1 sent, 1 not delivered, 0 skipped', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText('All handled.')).toBeInTheDocument();
    expect(screen.getByText(/Bea Gone.*550 No such mailbox/)).toBeInTheDocument();
    const [started] = server.callsTo('mail/mass/start');
    expect((started?.body as { body: Record<string, unknown> } | undefined)?.body).toMatchObject({
      objectApi: 'Contact',
      viewId: 'v1',
      keyword: 'spring',
      templateId: 'tpl1',
      perMinute: 30,
    });
  });
});

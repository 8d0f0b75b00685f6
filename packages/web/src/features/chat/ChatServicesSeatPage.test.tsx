import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelopeRoute } from '../../test-support/envelope-call.js';
import { installFakeServer, ok } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import { ServicesSeatForm } from './ChatServicesSeatPage.js';

describe('chat setup (servicesSeat)', () => {
  it('[S1-R-175] shows the stored setup, saves a change by keyboard and mouse, and says why a save was refused', {
    timeout: 60_000,
  }, async () => {
    localStorage.setItem('vela.accessToken', 'tok-1');
    const server = installFakeServer();
    let refuse = false;
    server.on(
      'chat/servicesSeat/get',
      envelopeRoute(() => ok({ enabled: true, partners: 'staffAndOwnAccount' })),
    );
    server.on('chat/servicesSeat/save', (call) =>
      refuse
        ? {
            result: false,
            returnCode: '403',
            returnInfo: 'Only a system administrator may set up chat',
            data: null,
            requestId: 'x',
          }
        : {
            result: true,
            returnCode: '1',
            returnInfo: '',
            data: (call.body as { body: unknown }).body,
            requestId: 'x',
          },
    );
    await renderWithApp(<ServicesSeatForm />);
    const toggle = await screen.findByRole(
      'switch',
      { name: 'People of the organisation may chat' },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(toggle).toBeChecked());
    expect(
      screen.getByRole('radio', { name: 'Staff and the users of their own partner account' }),
    ).toBeChecked();

    await userEvent.click(screen.getByRole('radio', { name: 'Staff only' }));
    toggle.focus();
    await userEvent.keyboard(' ');
    expect(toggle).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Chat setup saved')).toBeInTheDocument();
    expect(server.callsTo('chat/servicesSeat/save').at(-1)?.body).toMatchObject({
      body: { enabled: false, partners: 'staffOnly' },
    });

    refuse = true;
    await userEvent.click(screen.getByRole('radio', { name: 'No one: chat is off for partner users' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The chat setup was not saved: Only a system administrator may set up chat'),
    ).toBeInTheDocument();
  });
});

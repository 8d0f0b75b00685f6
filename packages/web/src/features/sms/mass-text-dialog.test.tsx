import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SealedPayload, SendMassTextInput, TemplateSummary } from '@vela/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeRoute } from '../../test-support/envelope-call.js';
import { installSecureChannel } from '../../test-support/fake-secure-server.js';
import { type FakeServer, fail, installFakeServer, ok } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import { MassTextButton } from './MassTextButton.js';
import { MassTextDialog } from './MassTextDialog.js';

const MASS = 'textMessage/sendMassTextMessage';
let server: FakeServer;
let secure: ReturnType<typeof installSecureChannel>;
const asked: SendMassTextInput[] = [];

const template: TemplateSummary = {
  id: 'tplS',
  kind: 'sms',
  name: 'Opening hours',
  objectApi: 'Contact',
  folder: '',
  visibility: 'public',
  defaultLanguage: 'en',
  languages: ['en', 'de'],
  ownerName: 'Ada',
  canEdit: true,
  updatedAt: '2026-07-01T08:00:00.000Z',
};

beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
  asked.length = 0;
  server = installFakeServer();
  secure = installSecureChannel(server);
  server.on('mail/templates/list', () => ok([template]));
  server.on(
    MASS,
    envelopeRoute<SealedPayload>(async (sealed) => {
      const question = (await secure.open(MASS, sealed)) as SendMassTextInput;
      asked.push(question);
      if (question.body === 'refuse') return fail('400', 'No text-message provider is set up', 400);
      return ok({
        queued: 2,
        skipped: [
          { recordId: '003c', name: 'Cleo', reason: 'to: +447700900103 replied STOP and has opted out' },
        ],
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const ids = (count: number) => Array.from({ length: count }, (_, index) => `003rec${index}`);

describe('mass text from a list selection (issue 23)', { timeout: 60_000 }, () => {
  it('[issue 23] sends the template to each selected record sealed, and lists who was not texted and why', async () => {
    await renderWithApp(<MassTextDialog objectApi="Contact" recordIds={ids(3)} onClose={() => undefined} />);
    expect(screen.getByText(/Selected records: 3/)).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Send texts' });
    expect(send.hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByLabelText('Template'));
    await userEvent.click(await screen.findByTitle('Opening hours'));
    expect(screen.getByLabelText('Language')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send texts' }));
    expect(await screen.findByText('Texts on their way: 2')).toBeTruthy();
    expect(screen.getByText('Not texted: 1')).toBeTruthy();
    expect(screen.getByText(/Cleo: to: \+447700900103 replied STOP/)).toBeTruthy();
    expect(asked).toEqual([{ recordIds: ids(3), templateId: 'tplS', body: '' }]);
  });

  it('[issue 23] refuses more than 200 records before calling, and shows a refusal from the server', async () => {
    const { unmount } = await renderWithApp(
      <MassTextDialog objectApi="Contact" recordIds={ids(201)} onClose={() => undefined} />,
    );
    expect(
      screen.getByText('201 records are selected; one mass text reaches at most 200. Select fewer records.'),
    ).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Message'), 'Hello');
    expect(screen.getByRole('button', { name: 'Send texts' }).hasAttribute('disabled')).toBe(true);
    unmount();
    await renderWithApp(<MassTextDialog objectApi="Contact" recordIds={ids(1)} onClose={() => undefined} />);
    await userEvent.type(screen.getByLabelText('Message'), 'refuse');
    await userEvent.click(screen.getByRole('button', { name: 'Send texts' }));
    // The dialog's own alert, not a message another test on this page left fading out.
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .some((alert) => alert.textContent?.includes('No text-message provider is set up')),
      ).toBe(true),
    );
    expect(asked).toHaveLength(1);
  });

  it('[issue 23] the list offers the mass text only on objects with a phone field', async () => {
    const { unmount } = await renderWithApp(
      <MassTextButton objectApi="Task" recordIds={ids(2)} hasPhone={false} />,
    );
    expect(screen.queryByRole('button', { name: 'Send text' })).toBeNull();
    unmount();
    await renderWithApp(<MassTextButton objectApi="Contact" recordIds={ids(2)} hasPhone />);
    await userEvent.click(screen.getByRole('button', { name: 'Send text' }));
    await waitFor(() => expect(screen.getByText(/Selected records: 2/)).toBeTruthy());
  });
});

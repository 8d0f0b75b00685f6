import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InviteesAnswer } from '@vela/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopePayload, envelopeRoute } from '../../test-support/envelope-call.js';
import { type FakeServer, installFakeServer, ok } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import { EventInvitees } from './EventInvitees.js';

const SLOW = { timeout: 20_000 } as const;
let server: FakeServer;
let answer: InviteesAnswer;

const rep = { kind: 'user', id: 'u-rep', name: 'Reo Rep', response: 'accepted', busy: true } as const;

beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
  answer = {
    eventId: 'e1',
    organiserId: 'u-mia',
    organiserName: 'Mia Manager',
    canManage: true,
    myResponse: null,
    invitees: [rep],
  };
  server = installFakeServer({
    'calendar/getInvitees': envelopeRoute(() => ok(answer)),
    'calendar/searchInvitees': envelopeRoute(() =>
      ok({ candidates: [{ kind: 'contact', id: 'c-ada', name: 'Ada Lovelace' }] }),
    ),
    'calendar/saveInvitees': envelopeRoute<{ invitees: Array<{ kind: 'contact'; id: string }> }>(() => {
      answer = {
        ...answer,
        invitees: [
          rep,
          { kind: 'contact', id: 'c-ada', name: 'Ada Lovelace', response: 'none', busy: false },
        ],
      };
      return ok(answer);
    }),
    'calendar/respondToInvitation': envelopeRoute<{ response: 'accepted' }>(({ response }) => {
      answer = { ...answer, myResponse: response };
      return ok(answer);
    }),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('event invitees (issue 22)', () => {
  it('[S1-R-113] the organiser sees answers and who is busy, and invites a contact from the picker', async () => {
    await renderWithApp(<EventInvitees eventId="e1" />);
    const panel = await screen.findByRole('region', { name: 'Invitees' }, SLOW);
    expect(within(panel).getByText('Accepted')).toBeInTheDocument();
    expect(
      within(panel).getByText('Already busy at this time: Reo Rep. They are invited all the same.'),
    ).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('combobox', { name: 'Invite people, contacts or leads' }));
    await userEvent.keyboard('ada');
    await userEvent.click(await screen.findByTitle('Ada Lovelace (Contact)', {}, SLOW));
    expect(await within(panel).findByText('Ada Lovelace', {}, SLOW)).toBeInTheDocument();
    expect(envelopePayload(server.callsTo('calendar/saveInvitees').at(-1))).toEqual({
      eventId: 'e1',
      invitees: [
        { kind: 'user', id: 'u-rep' },
        { kind: 'contact', id: 'c-ada' },
      ],
    });
  }, 60_000);

  it('[S1-R-113] an invited user answers with the response buttons; the list is not theirs to change', async () => {
    answer = { ...answer, canManage: false, myResponse: 'none' };
    await renderWithApp(<EventInvitees eventId="e1" />);
    const answers = await screen.findByRole('group', { name: 'Your answer' }, SLOW);
    expect(screen.queryByRole('combobox')).toBeNull();
    await userEvent.click(within(answers).getByRole('button', { name: 'Accept' }));
    await waitFor(
      () =>
        expect(within(answers).getByRole('button', { name: 'Accept' })).toHaveAttribute(
          'aria-pressed',
          'true',
        ),
      SLOW,
    );
    expect(envelopePayload(server.callsTo('calendar/respondToInvitation').at(-1))).toEqual({
      eventId: 'e1',
      response: 'accepted',
    });
  }, 60_000);
});

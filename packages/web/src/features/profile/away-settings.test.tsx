import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type GlobalState, resetGlobalState, updateGlobalState } from '../../state/index.js';
import { envelopePayload } from '../../test-support/envelope-call.js';
import { type FakeServer, installFakeServer, ok } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import ProfileInfoPage from './ProfileInfoPage.js';

let server: FakeServer;
/** The machine is shared: an antd dialog may take its time. */
const SLOW = { timeout: 15_000 };

beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
  server = installFakeServer();
  updateGlobalState({
    userInfo: { userId: '005me', userName: 'Ada Lovelace', language: 'en' } as GlobalState['userInfo'],
  });
  // The server as it stands after each save: a reload reads what was saved.
  const settings = {
    delegate: null as null | { id: string; name: string },
    from: '',
    to: '',
    delegateActive: false,
    emailNotices: false,
  };
  // Offered with the caller among them, so the picker's own refusal is what keeps them out.
  const people = [
    { id: '005me', name: 'Ada Lovelace' },
    { id: '005d', name: 'Dee Deputy' },
  ];
  server.on('approval/getMySettings', () => ok({ ...settings, people }));
  server.on('approval/saveDelegate', (call) => {
    const { delegateId } = envelopePayload<{ delegateId: string | null }>(call);
    Object.assign(settings, {
      delegate: people.find((person) => person.id === delegateId) ?? null,
      from: '2026-01-01',
      to: '9999-12-31',
      delegateActive: delegateId !== null,
    });
    return ok(settings);
  });
});
afterEach(() => {
  resetGlobalState();
  vi.unstubAllGlobals();
});

const openAway = async () => {
  const button = await screen.findByRole('button', { name: 'Away and notices' }, SLOW);
  await waitFor(() => expect(button).toBeEnabled(), SLOW);
  await userEvent.click(button);
  // antd labels its dialog by an id the test build does not give its title: found by role, then read.
  const dialog = await screen.findByRole('dialog', {}, SLOW);
  expect(within(dialog).getByText('While you are away')).toBeInTheDocument();
  return dialog;
};

describe("the profile page's away and notices (issue 20)", { timeout: 60_000 }, () => {
  it('[S1-R-159] sets a delegate, never oneself, saves, and a reload shows it', async () => {
    const first = await renderWithApp(<ProfileInfoPage />);
    let dialog = await openAway();
    expect(within(dialog).getByText('No delegate: requests come to you.')).toBeInTheDocument();
    const picker = within(dialog).getByLabelText('Delegate');
    await userEvent.click(picker);
    await screen.findAllByRole('option', {}, SLOW);
    const offered = () =>
      [...document.querySelectorAll('.ant-select-item-option-content')].map((option) => option.textContent);
    expect(offered()).toEqual(['Dee Deputy']);
    await userEvent.type(picker, 'Ada');
    await waitFor(() => expect(offered()).toEqual([]), SLOW);
    await userEvent.clear(picker);
    await userEvent.type(picker, 'Dee');
    await userEvent.click(
      await screen.findByText('Dee Deputy', { selector: '.ant-select-item-option-content' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved', {}, SLOW)).toBeInTheDocument();
    expect(envelopePayload(server.callsTo('approval/saveDelegate')[0])).toEqual({ delegateId: '005d' });

    // Reloaded: a new page reads the saved delegate from the server.
    first.unmount();
    await renderWithApp(<ProfileInfoPage />);
    dialog = await openAway();
    expect(
      within(dialog).getByText('In force today: Dee Deputy approves for you until ….'),
    ).toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelopeRoute } from '../../test-support/envelope-call.js';
import { installFakeServer, ok } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import { PeopleSelect } from './PeopleSelect.js';

/** The picker as the "New group" dialog holds it: the dialog's button comes next. */
function Picker() {
  const [people, setPeople] = useState<string[]>([]);
  return (
    <>
      <PeopleSelect multiple aria-label="Members" value={people} onChange={setPeople} />
      <output aria-label="Chosen">{people.join(',')}</output>
      <button type="button">Create group</button>
    </>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('people picker', () => {
  it('closes its list when Tab leaves it (focus moves on, the choice stays) and when Escape is pressed', {
    timeout: 30_000,
  }, async () => {
    localStorage.setItem('vela.accessToken', 'tok-1');
    const server = installFakeServer();
    server.on(
      'chat/people',
      envelopeRoute(() =>
        ok([
          { id: 'u2', name: 'Bo Buyer', isPartner: false },
          { id: 'u3', name: 'Cy Clerk', isPartner: false },
        ]),
      ),
    );
    await renderWithApp(<Picker />);
    const box = screen.getByRole('combobox', { name: 'Members' });
    await userEvent.click(box);
    await userEvent.keyboard('Bo');
    await userEvent.click(await screen.findByTitle('Bo Buyer', {}, { timeout: 10_000 }));
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
    const chosen = screen.getByRole('status', { name: 'Chosen' });
    await waitFor(() => expect(chosen).toHaveTextContent('u2'));

    // Tab: the list closes, focus goes on to the dialog's button, and Bo stays chosen.
    await userEvent.keyboard('{Tab}');
    expect(screen.getByRole('button', { name: 'Create group' })).toHaveFocus();
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'false'));
    expect(chosen.textContent).toBe('u2');

    // Escape closes an open list too, leaving the choice as it was.
    await userEvent.click(box);
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'false'));
    expect(chosen.textContent).toBe('u2');
  });
});

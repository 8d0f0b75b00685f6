import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PrivacyPerson } from '@vela/core';
import { describe, expect, it } from 'vitest';
import { envelopeRoute } from '../../../test-support/envelope-call.js';
import { fail, installFakeServer, ok } from '../../../test-support/fake-server.js';
import { renderWithApp } from '../../../test-support/render.js';
import { signedInAsAdministrator } from '../../../test-support/signed-in-admin.js';
import GdprCompliancePage from './GdprCompliancePage.js';

const SLOW = { timeout: 20_000 } as const;

const contact: PrivacyPerson = {
  kind: 'contact',
  id: '003aaaaaaaaaaaaaaa',
  name: 'Xanthippe Quill',
  email: 'xq@example.org',
  objectLabel: 'Contact',
};
const user: PrivacyPerson = {
  kind: 'user',
  id: 'usr_leaver',
  name: 'Leo Leaver',
  email: 'leo@example.org',
  objectLabel: 'User',
};

/** setuppage/gdprCompliance (issue 18): find, export, erase, all from the keyboard. */
describe('setup: GDPR compliance', () => {
  signedInAsAdministrator();

  it('[S1-R-178] finds people by what is typed, erases one after a confirmation from the keyboard, and searches again', async () => {
    const erased: unknown[] = [];
    let people = [contact, user];
    installFakeServer({
      'privacy/findPeople': envelopeRoute(() => ok({ people, more: false })),
      'privacy/erasePerson': envelopeRoute((body) => {
        erased.push(body);
        people = [user];
        return ok({ mode: 'erase', records: 1, related: 2, files: 1, history: 3 });
      }),
    });
    await renderWithApp(<GdprCompliancePage />);
    const query = await screen.findByRole('textbox', { name: 'Name or e-mail' }, SLOW);
    await userEvent.type(query, 'quill{Enter}');
    const row = (await screen.findByText('xq@example.org', {}, SLOW)).closest('tr') as HTMLElement;
    expect(within(row).getByText('Contact')).toBeInTheDocument();
    // A user is anonymised, never erased: no erase button on their row.
    const userRow = screen.getByText('leo@example.org').closest('tr') as HTMLElement;
    expect(within(userRow).queryByRole('button', { name: /Erase/ })).toBeNull();

    within(row).getByRole('button', { name: 'Erase: Xanthippe Quill' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Erase Xanthippe Quill?' }, SLOW);
    expect(within(dialog).getByText(/cannot be undone/)).toBeInTheDocument();
    within(dialog).getByRole('button', { name: 'Erase for good' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(
      await screen.findByText('Erased. Also removed: 2 activities, 1 files, 3 history entries.', {}, SLOW),
    ).toBeInTheDocument();
    expect(erased).toEqual([{ kind: 'contact', id: contact.id, mode: 'erase' }]);
    await waitFor(() => expect(screen.queryByText('xq@example.org')).toBeNull(), SLOW);
  }, 120_000);

  it('says what is wrong when the server refuses, and when nobody matches', async () => {
    installFakeServer({
      'privacy/findPeople': envelopeRoute<{ query: string }>((body) =>
        body.query.length < 2
          ? fail('400', 'query: type at least 2 characters of a name or an e-mail', 400)
          : ok({ people: [], more: false }),
      ),
    });
    await renderWithApp(<GdprCompliancePage />);
    const query = await screen.findByRole('textbox', { name: 'Name or e-mail' }, SLOW);
    await userEvent.type(query, 'x{Enter}');
    expect(await screen.findByText(/type at least 2 characters/, {}, SLOW)).toBeInTheDocument();
    await userEvent.type(query, 'yz{Enter}');
    expect(await screen.findByText('No contact, lead or user matches “xyz”.', {}, SLOW)).toBeInTheDocument();
  }, 120_000);
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SYSTEM_ADMIN_PROFILE } from '@vela/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useGlobalStore } from '../../../state/index.js';
import { type FakeServer, installFakeServer, ok } from '../../../test-support/fake-server.js';
import { DEMO_USER } from '../../../test-support/fake-startup.js';
import { renderWithApp } from '../../../test-support/render.js';
import RelationPage from './RelationPage.js';

let server: FakeServer;

const bodyOf = (call: { body: unknown } | undefined) =>
  (call?.body as { body?: Record<string, unknown> })?.body;

const summary = {
  id: 'msg-1',
  threadId: 'thr-1',
  folder: 'inbox',
  status: 'received',
  from: { address: 'pia@fabrikam.example', name: 'Pia Park' },
  to: [{ address: 'ann@vela.example', name: 'Ann' }],
  subject: 'Renewal terms',
  snippet: 'Could you send them?',
  date: '2026-11-20T09:30:00.000Z',
  hasAttachments: false,
  threadSize: 1,
};

beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
  server = installFakeServer();
  useGlobalStore.setState({ userInfo: { ...DEMO_USER, profileId: SYSTEM_ADMIN_PROFILE } });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/relation (issue 23)', { timeout: 60_000 }, () => {
  it('[issue 23] an administrator switches a relating rule; a message’s records are related by the lookup and removed', async () => {
    let rules = { contactByAddress: true, leadByAddress: true, accountByDomain: true };
    server.on('mail/relationRules/get', () => ok({ rules, mayChange: true }));
    server.on('mail/relationRules/save', (call) => {
      rules = bodyOf(call) as typeof rules;
      return ok({ rules, mayChange: true });
    });
    server.on('mail/emailObjects/list', () =>
      ok({ rows: [{ ...summary, direction: 'received', related: [] }], total: 1 }),
    );
    let related = [{ recordId: '003contact1', objectApi: 'Contact', name: 'Pia Park', how: 'address' }];
    server.on('mail/messages/get', () =>
      ok({
        message: {
          ...summary,
          cc: [],
          bcc: [],
          messageId: '<r1@fabrikam>',
          html: '',
          text: 'Could you send them?',
          attachments: [],
          related,
          problem: '',
          own: true,
        },
        thread: [summary],
      }),
    );
    server.on('mail/relateLookup', () =>
      ok([{ recordId: '001account1', objectApi: 'Account', name: 'Fabrikam Ltd' }]),
    );
    server.on('mail/messages/relate', (call) => {
      const body = bodyOf(call) as { recordId: string; remove: boolean };
      related = body.remove
        ? related.filter((record) => record.recordId !== body.recordId)
        : [
            ...related,
            { recordId: body.recordId, objectApi: 'Account', name: 'Fabrikam Ltd', how: 'manual' },
          ];
      return ok(related);
    });
    await renderWithApp(<RelationPage />, { route: '/relation?id=msg-1' });

    const domain = await screen.findByRole('switch', { name: /An account by the e-mail’s domain/ });
    expect(domain.getAttribute('aria-checked')).toBe('true');
    domain.focus();
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(bodyOf(server.callsTo('mail/relationRules/save')[0])).toEqual({
        contactByAddress: true,
        leadByAddress: true,
        accountByDomain: false,
      }),
    );
    await waitFor(() => expect(domain.getAttribute('aria-checked')).toBe('false'));

    expect(await screen.findByRole('link', { name: 'Renewal terms' })).toBeTruthy();
    const records = screen.getByRole('region', { name: 'Related records' });
    expect(within(records).getByRole('link', { name: 'Pia Park' })).toBeTruthy();
    expect(within(records).getByText('by address')).toBeTruthy();

    const lookup = within(records).getByRole('combobox', { name: /Relate to a record/ });
    await userEvent.click(lookup);
    await userEvent.keyboard('fabrikam');
    await userEvent.click(
      await screen.findByText('Fabrikam Ltd · Account', { selector: '.ant-select-item-option-content' }),
    );
    await userEvent.click(within(records).getByRole('button', { name: 'Relate' }));
    await waitFor(() =>
      expect(bodyOf(server.callsTo('mail/messages/relate')[0])).toEqual({
        id: 'msg-1',
        recordId: '001account1',
        remove: false,
      }),
    );
    expect(bodyOf(server.callsTo('mail/relateLookup').at(-1))).toMatchObject({ query: 'fabrikam' });
    await within(records).findByRole('link', { name: 'Fabrikam Ltd' });
    expect(within(records).getByText('by hand')).toBeTruthy();

    await userEvent.click(within(records).getByRole('button', { name: 'Remove relation with Fabrikam Ltd' }));
    await waitFor(() => expect(within(records).queryByRole('link', { name: 'Fabrikam Ltd' })).toBeNull());
    expect(bodyOf(server.callsTo('mail/messages/relate')[1])).toMatchObject({
      recordId: '001account1',
      remove: true,
    });
  });

  it('[issue 23] a user who is not an administrator sees the rules and cannot switch them', async () => {
    useGlobalStore.setState({ userInfo: { ...DEMO_USER, profileId: 'standard_user' } });
    server.on('mail/relationRules/get', () =>
      ok({
        rules: { contactByAddress: true, leadByAddress: false, accountByDomain: true },
        mayChange: false,
      }),
    );
    server.on('mail/emailObjects/list', () => ok({ rows: [], total: 0 }));
    await renderWithApp(<RelationPage />, { route: '/relation' });
    const lead = await screen.findByRole('switch', { name: /A lead whose e-mail/ });
    expect(lead.getAttribute('aria-checked')).toBe('false');
    expect((lead as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Only administrators switch these rules.')).toBeTruthy();
    expect(screen.getByText('Choose a message to see and change the records it is related to.')).toBeTruthy();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ApprovalDefinition, type ApprovalHistoryEntry, defaultDefinition } from '@vela/core';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeServer, installFakeServer, ok } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import { ActionsCard } from './builder/ActionsCard.js';
import { ApprovalHistoryList } from './center/ApprovalHistoryList.js';

let server: FakeServer;
const SLOW = { timeout: 5_000 };

beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
  server = installFakeServer();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const person = (id: string, name: string) => ({ id, name });

/** The builder's actions with the definition kept in state, as the process builder keeps it. */
function Builder({ start }: { start: ApprovalDefinition }) {
  const [definition, setDefinition] = useState(start);
  return (
    <ActionsCard
      objectApi="Account"
      definition={definition}
      patch={(change) => setDefinition((current) => ({ ...current, ...change }))}
      fields={[
        { api: 'name', label: 'Account name', type: 'S' },
        { api: 'email', label: 'E-mail', type: 'E' },
      ]}
      people={[{ value: '005r', label: 'Reo Rep' }]}
    />
  );
}

describe('approval e-mail alerts on screen (issue 20)', { timeout: 60_000 }, () => {
  it("[S1-R-185] the builder says what an alert will send, to whom, and offers the object's e-mail templates", async () => {
    server.on('mail/templates/list', () =>
      ok([
        {
          id: 'tpl1',
          kind: 'email',
          name: 'Account approved',
          objectApi: 'Account',
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
    await renderWithApp(
      <Builder
        start={defaultDefinition({
          actions: [
            {
              on: 'finalApproval',
              step: null,
              kind: 'emailAlert',
              field: '',
              value: '',
              subject: 'Approved',
              url: '',
              recipient: 'field',
              recipientUserId: null,
              recipientField: 'email',
              templateId: null,
            },
          ],
        })}
      />,
    );
    expect(
      await screen.findByText(
        'E-mails “Approved” with the record’s name and a link to it, to E-mail.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('mail/templates/list')).toHaveLength(1), SLOW);
    const [listCall] = server.callsTo('mail/templates/list');
    expect((listCall?.body as { body: Record<string, unknown> } | undefined)?.body).toMatchObject({
      kind: 'email',
      objectApi: 'Account',
    });
    await userEvent.click(screen.getByRole('combobox', { name: 'E-mail template' }));
    await userEvent.click(await screen.findByTitle('Account approved', {}, SLOW));
    expect(
      await screen.findByText(
        'E-mails “Account approved”, filled from the record in each recipient’s language, to E-mail, with a link to the record.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
  });

  it('[S1-R-185] the approval history lists each e-mail sent, waiting or not sent with the reason', async () => {
    const entry: ApprovalHistoryEntry = {
      id: 'req1',
      recordId: '001a',
      processId: 'p1',
      status: 'approved',
      submittedBy: person('005r', 'Reo Rep'),
      submittedAt: '2026-07-01T08:00:00.000Z',
      comments: '',
      approver: person('005m', 'Mia Manager'),
      decidedBy: person('005m', 'Mia Manager'),
      decidedAt: '2026-07-01T09:00:00.000Z',
      decisionComments: '',
      processName: 'Account review',
      version: 1,
      items: [],
      alerts: [
        {
          id: 'a1',
          subject: 'Submitted',
          recipient: null,
          address: 'buyer@customer.example',
          status: 'sent',
          error: '',
          attempts: 1,
          createdAt: '2026-07-01T08:00:00.000Z',
          sentAt: '2026-07-01T08:00:05.000Z',
        },
        {
          id: 'a2',
          subject: 'Approved',
          recipient: person('005r', 'Reo Rep'),
          address: 'reo@example.com',
          status: 'failed',
          error: 'Not sent (refused): connect ECONNREFUSED',
          attempts: 3,
          createdAt: '2026-07-01T09:00:00.000Z',
          sentAt: null,
        },
      ],
    };
    await renderWithApp(<ApprovalHistoryList entries={[entry]} />);
    const sent = (await screen.findByText('buyer@customer.example', {}, SLOW)).closest('tr');
    expect(sent && within(sent).getByText('E-mail: Submitted')).toBeInTheDocument();
    expect(sent && within(sent).getByText('Sent')).toBeInTheDocument();
    const failed = screen.getByText('Reo Rep <reo@example.com>').closest('tr');
    expect(failed && within(failed).getByText('Not sent')).toBeInTheDocument();
    expect(
      failed && within(failed).getByText('Not sent (refused): connect ECONNREFUSED'),
    ).toBeInTheDocument();
  });
});

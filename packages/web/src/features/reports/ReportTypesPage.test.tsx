import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReportTypeDefinition } from '@vela/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelopePayload, envelopeRoute } from '../../test-support/envelope-call.js';
import { installFakeServer, ok } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import ReportTypesPage from './ReportTypesPage.js';

const existing: ReportTypeDefinition = {
  id: 't1',
  name: 'Accounts with opportunities',
  description: '',
  primaryObject: 'Account',
  primaryLabel: 'Accounts',
  relations: [
    {
      objectApi: 'Opportunity',
      lookupField: 'khmc',
      join: 'with',
      objectLabel: 'Opportunities',
      lookupLabel: 'Account',
    },
  ],
  reportCount: 2,
  updatedAt: '2026-11-28T10:00:00.000Z',
};

const choose = async (name: string, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name }));
  await userEvent.click(await screen.findByText(option, { selector: '.ant-select-item-option-content' }));
};

beforeEach(() => localStorage.setItem('vela.accessToken', 'tok-1'));

describe('report types (dataSource)', () => {
  it('[S1-R-073] an administrator creates a report type: a primary object and a related object through its lookup, with or without', {
    timeout: 60_000,
  }, async () => {
    const server = installFakeServer({
      'report/getReportTypeDefinitions': envelopeRoute(() => ok({ types: [existing], canManage: true })),
      'report/getReportTypes': envelopeRoute(() =>
        ok([
          { objectApi: 'Account', label: 'Account', pluralLabel: 'Accounts' },
          { objectApi: 'Contact', label: 'Contact', pluralLabel: 'Contacts' },
          {
            objectApi: 'Account',
            label: 'Accounts with opportunities',
            pluralLabel: 'Accounts with opportunities',
            reportTypeId: 't1',
          },
        ]),
      ),
      'report/getReportTypeLinks': envelopeRoute((question: { objectApi: string }) =>
        ok(
          question.objectApi === 'Account'
            ? [{ objectApi: 'Contact', label: 'Contacts', lookupField: 'khmc', lookupLabel: 'Account name' }]
            : [],
        ),
      ),
      'report/saveReportTypeDefinition': envelopeRoute((draft: Record<string, unknown>) =>
        ok({ ...existing, ...draft, id: 't2' }),
      ),
    });
    await renderWithApp(<ReportTypesPage />);
    const row = await screen.findByRole('row', { name: /Accounts with opportunities/ });
    expect(row).toHaveTextContent('with Opportunities');
    // A type reports are built on is not deleted.
    expect(
      within(row).getByRole('button', { name: 'Delete report type “Accounts with opportunities”?' }),
    ).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /New report type/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Accounts and contacts');
    await choose('Primary object', 'Accounts');
    await userEvent.click(within(dialog).getByRole('button', { name: /Add a related object/ }));
    await choose('Related object 1', 'Contacts (through Account name)');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'With or without related records' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        envelopePayload(server.calls.find((call) => call.path === 'report/saveReportTypeDefinition')),
      ).toEqual({
        name: 'Accounts and contacts',
        description: '',
        primaryObject: 'Account',
        relations: [{ objectApi: 'Contact', lookupField: 'khmc', join: 'withOrWithout' }],
      }),
    );
  });

  it('someone who is not an administrator sees the types and starts a report from one, nothing to change', {
    timeout: 60_000,
  }, async () => {
    installFakeServer({
      'report/getReportTypeDefinitions': envelopeRoute(() => ok({ types: [existing], canManage: false })),
    });
    await renderWithApp(<ReportTypesPage />);
    const row = await screen.findByRole('row', { name: /Accounts with opportunities/ });
    expect(within(row).getByRole('button', { name: 'New report' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /New report type/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
  });
});

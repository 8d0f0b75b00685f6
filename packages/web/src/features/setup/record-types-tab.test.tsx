import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SetupRecordType } from '@vela/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeRoute } from '../../test-support/envelope-call.js';
import { fail, installFakeServer, ok } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import { RecordTypesTab } from './RecordTypesTab.js';

const SLOW = { timeout: 20_000 } as const;
const standard: SetupRecordType = {
  id: 'rt1',
  name: 'Standard',
  labels: {},
  description: '',
  layoutId: 'lay1',
  isDefault: true,
  isActive: true,
  picklists: {},
};
const retired: SetupRecordType = { ...standard, id: 'rt2', name: 'Bulk', isDefault: false, isActive: false };
const layouts = {
  layouts: [
    { id: 'lay1', name: 'Bin layout', version: 1, sections: [], relatedLists: null },
    { id: 'lay2', name: 'Bulk layout', version: 1, sections: [], relatedLists: null },
  ],
  fields: [],
  relatedCandidates: [],
  recordTypes: [],
  assignments: [],
  profileRecordTypes: [],
};

/** Setup's record types tab (issue 18): listed with their state, added through the dialog, refusals shown. */
describe('record types tab', () => {
  beforeEach(() => {
    localStorage.setItem('vela.accessToken', 'tok-1');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists active and deactivated types; a refused deactivation shows its reason; a new type is sent with its layout', async () => {
    const saved: unknown[] = [];
    installFakeServer({
      'setup/recordTypes': envelopeRoute(() => ok([standard, retired])),
      'setup/layouts': envelopeRoute(() => ok(layouts)),
      'metadata/setRecordTypeActive': envelopeRoute(() =>
        fail(
          '400',
          'active: "Standard" is the default record type of Bin; make another the default first',
          400,
        ),
      ),
      'metadata/saveRecordType': envelopeRoute((body) => {
        saved.push(body);
        return ok({ id: 'rt3' });
      }),
    });
    await renderWithApp(<RecordTypesTab objId="bin" />);
    const table = await screen.findByRole('table', {}, SLOW);
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText('Default')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Inactive')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Activate Bulk' })).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Deactivate Standard' }));
    expect(
      await screen.findByText(
        'active: "Standard" is the default record type of Bin; make another the default first',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /New record type/ }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a name', {}, SLOW)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Partner');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'For partners');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1), SLOW);
    expect(saved[0]).toEqual({
      objId: 'bin',
      name: 'Partner',
      labels: {},
      description: 'For partners',
      layoutId: 'lay1',
    });
  }, 120_000);
});

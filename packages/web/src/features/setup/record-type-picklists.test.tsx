import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SetupRecordType } from '@vela/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeRoute } from '../../test-support/envelope-call.js';
import { fail, installFakeServer, ok } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import { LayoutAssignmentsTab } from './LayoutAssignmentsTab.js';
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
const bulk: SetupRecordType = {
  ...standard,
  id: 'rt2',
  name: 'Bulk',
  isDefault: false,
  picklists: { 'f-size': { values: ['l'], defaultValue: 'l' } },
};
const layouts = {
  objectLabel: 'Bin',
  layouts: [{ id: 'lay1', name: 'Bin layout', version: 1, sections: [], relatedLists: null }],
  fields: [],
  relatedCandidates: [],
  recordTypes: [
    { id: 'rt1', name: 'Standard', layoutId: 'lay1', isDefault: true },
    { id: 'rt2', name: 'Bulk', layoutId: 'lay1', isDefault: false },
  ],
  assignments: [],
  profileRecordTypes: [{ profileId: 'p-partner', recordTypeId: 'rt2' }],
};
const value = (codekey: string, codevalue: string, active = true) => ({
  codekey,
  codevalue,
  isdefaultvalue: false,
  labels: {},
  active,
});
const field = {
  labels: {},
  required: false,
  unique: false,
  length: 255,
  decimals: 0,
  defaultValue: '',
  helpText: '',
  placeholder: '',
  lookup: '',
  formula: '',
  trackHistory: false,
  system: false,
  deletable: true,
};
const object = {
  object: { id: 'bin', api: 'Bin', label: 'Bin' },
  fields: [
    { ...field, id: 'f-code', api: 'code', type: 'S', label: 'Code', picklist: [] },
    {
      ...field,
      id: 'f-size',
      api: 'size',
      type: 'L',
      label: 'Size',
      picklist: [value('s', 'Small'), value('m', 'Medium'), value('l', 'Large'), value('old', 'Old', false)],
    },
  ],
  trackedCount: 0,
  deletedFields: [],
};

const chooseOption = async (picker: HTMLElement, label: string) => {
  await userEvent.click(picker);
  await userEvent.click(
    await screen.findByText(label, { selector: '.ant-select-item-option-content' }, SLOW),
  );
};

/**
 * Picklist values per record type and the per-profile default record type (issue 18): the record types
 * tab says which types restrict a picklist; its dialog sends the values ticked and the default chosen, and
 * shows a refusal; the layout assignment grid sends the record type each profile starts with.
 */
describe('picklist values per record type', () => {
  beforeEach(() => {
    localStorage.setItem('vela.accessToken', 'tok-1');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('ticks the values a record type offers and its default, shows a refusal, and sends them', async () => {
    const sent: unknown[] = [];
    installFakeServer({
      'setup/recordTypes': envelopeRoute(() => ok([standard, bulk])),
      'setup/layouts': envelopeRoute(() => ok(layouts)),
      'setup/object': envelopeRoute(() => ok(object)),
      'metadata/saveRecordTypePicklist': envelopeRoute((body) => {
        sent.push(body);
        return sent.length === 1
          ? fail('400', 'defaultValue: "s" is not among the values chosen for Size', 400)
          : ok({ id: 'rt1', picklistFieldId: 'f-size', values: ['m', 'l'], defaultValue: 'l' });
      }),
    });
    await renderWithApp(<RecordTypesTab objId="bin" />);
    const table = await screen.findByRole('table', {}, SLOW);
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText('Every value')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Restricted picklists: 1')).toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: 'Picklist values Standard' }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(within(dialog).getByText('Picklist values for Standard')).toBeInTheDocument();
    // The only picklist is chosen; the record type offers every value until "every value" is cleared.
    const every = await within(dialog).findByRole('checkbox', { name: /Offer every value/ }, SLOW);
    expect(every).toBeChecked();
    await userEvent.click(every);
    const values = within(dialog).getByRole('group', { name: 'Values of Size offered' });
    expect(
      within(values)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Small', 'Medium', 'Large']);
    await userEvent.click(within(values).getByRole('checkbox', { name: 'Small' }));
    await chooseOption(within(dialog).getByLabelText('Default for new records'), 'Large');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Size' }));
    expect(
      await within(dialog).findByText('defaultValue: "s" is not among the values chosen for Size', {}, SLOW),
    ).toBeInTheDocument();
    // antd may leave the spent loading icon in the button's name under jsdom.
    await userEvent.click(within(dialog).getByRole('button', { name: /Save Size/ }));
    await waitFor(() => expect(sent).toHaveLength(2), SLOW);
    expect(sent[1]).toEqual({ id: 'rt1', picklistFieldId: 'f-size', values: ['m', 'l'], defaultValue: 'l' });
  }, 120_000);

  it("opens a restricted type with its values ticked; 'every value' lifts the restriction", async () => {
    const sent: unknown[] = [];
    installFakeServer({
      'setup/recordTypes': envelopeRoute(() => ok([standard, bulk])),
      'setup/layouts': envelopeRoute(() => ok(layouts)),
      'setup/object': envelopeRoute(() => ok(object)),
      'metadata/saveRecordTypePicklist': envelopeRoute((body) => {
        sent.push(body);
        return ok({ id: 'rt2', picklistFieldId: 'f-size', values: null, defaultValue: null });
      }),
    });
    await renderWithApp(<RecordTypesTab objId="bin" />);
    const table = await screen.findByRole('table', {}, SLOW);
    await userEvent.click(within(table).getByRole('button', { name: 'Picklist values Bulk' }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    const values = await within(dialog).findByRole('group', { name: 'Values of Size offered' }, SLOW);
    expect(within(values).getByRole('checkbox', { name: 'Large' })).toBeChecked();
    expect(within(values).getByRole('checkbox', { name: 'Small' })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Offer every value/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Size' }));
    await waitFor(() => expect(sent).toHaveLength(1), SLOW);
    expect(sent[0]).toEqual({ id: 'rt2', picklistFieldId: 'f-size', values: null });
  }, 120_000);

  it("sends the record type each profile's new records start with, beside the layout assignments", async () => {
    const sent: unknown[] = [];
    installFakeServer({
      'setup/layouts': envelopeRoute(() => ok(layouts)),
      'access/profile/list': envelopeRoute(() =>
        ok({
          profiles: [
            { id: 'p-sales', name: 'Sales' },
            { id: 'p-partner', name: 'Partner' },
          ],
        }),
      ),
      'metadata/saveLayoutAssignments': envelopeRoute((body) => {
        sent.push(body);
        return ok({ objId: 'bin', saved: 0 });
      }),
    });
    await renderWithApp(<LayoutAssignmentsTab objId="bin" />);
    const sales = await screen.findByLabelText('Default record type for Sales', {}, SLOW);
    expect(screen.getByTitle('Bulk')).toBeInTheDocument();
    await chooseOption(sales, 'Bulk');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1), SLOW);
    expect(sent[0]).toEqual({
      objId: 'bin',
      assignments: [],
      profileRecordTypes: [
        { profileId: 'p-partner', recordTypeId: 'rt2' },
        { profileId: 'p-sales', recordTypeId: 'rt2' },
      ],
    });
  }, 120_000);
});

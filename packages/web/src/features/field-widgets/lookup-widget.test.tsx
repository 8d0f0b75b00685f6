import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetGlobalState } from '../../state/index.js';
import { envelopePayload, envelopeRoute } from '../../test-support/envelope-call.js';
import { type FakeServer, installFakeServer, ok } from '../../test-support/fake-server.js';
import { fieldOf, press, renderWidget } from '../../test-support/field-widget-harness.js';

let server: FakeServer;

const ACCOUNTS = [
  { id: '001A', name: 'Nordic Steel', queryname: 'Nordic Steel' },
  { id: '001B', name: 'Northwind Traders', queryname: 'Northwind Traders' },
];

function serveLookups(settings: Partial<Record<string, string>> = {}) {
  server.on(
    'lookup/getLookupFilterSetting',
    envelopeRoute(() =>
      ok({
        isEnableFilter: 'false',
        filterFieldIds: '',
        isAutoCompleted: 'true',
        isquickcreated: 'true',
        objectApi: 'Account',
        ...settings,
      }),
    ),
  );
  server.on(
    'lookup/getLookupData',
    envelopeRoute<{ keyword: string; page: number }>(({ keyword, page }) =>
      ok({
        dataList: ACCOUNTS.filter((row) => row.name.toLowerCase().startsWith(keyword.toLowerCase())).slice(
          page > 1 ? 1 : 0,
          page > 1 ? 2 : 1,
        ),
        hasMore: page === 1,
      }),
    ),
  );
  server.on(
    'lookup/getLookupInfo',
    envelopeRoute(() =>
      ok({
        objId: 'account',
        objectApi: 'Account',
        prefix: '001',
        labelName: 'Account',
        isquickcreated: settings.isquickcreated ?? 'true',
        isAutoCompleted: 'true',
        dataList: ACCOUNTS,
        hasMore: false,
      }),
    ),
  );
}

const accountField = fieldOf({ type: 'Y', apiName: 'accountid', id: 'fld-acc', label: 'Account name' });

beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
  server = installFakeServer();
});
afterEach(() => resetGlobalState());

describe('lookup (Y, M) auto-complete', () => {
  it('[S2-C-010][S2-D-013] a lookup (Y) suggests records from /lookup/getLookupData as the user types; Enter picks one', async () => {
    serveLookups();
    const view = await renderWidget({ field: accountField });
    const box = screen.getByLabelText('Account name');
    await userEvent.click(box);
    await userEvent.keyboard('nor');
    // A slow machine may let the pause pass mid-word; the search for the whole word is what counts.
    await waitFor(() =>
      expect(
        envelopePayload<{ keyword: string }>(server.callsTo('lookup/getLookupData').at(-1)).keyword,
      ).toBe('nor'),
    );
    expect(envelopePayload(server.callsTo('lookup/getLookupData').at(-1))).toEqual({
      fieldId: 'fld-acc',
      keyword: 'nor',
      page: 1,
      pageSize: 20,
    });
    expect(await screen.findByTitle('Nordic Steel')).toBeInTheDocument();
    // Enter picks the highlighted suggestion: on a loaded machine the highlight comes a moment after the list.
    await waitFor(() => expect(document.querySelector('.ant-select-item-option-active')).not.toBeNull());
    press(box, 'Enter');
    expect(view.changes.at(-1)).toEqual({ value: '001A', choices: [{ id: '001A', name: 'Nordic Steel' }] });
  });

  it('[S2-C-010] shows each suggestion with its key columns under the name (issue 26 item 14)', async () => {
    serveLookups();
    const harbor = {
      id: '001H',
      name: 'Blue Harbor Logistics',
      queryname: 'Blue Harbor Logistics',
      columns: [
        { field: 'phone', label: 'Phone', value: '+1 555 0142' },
        { field: 'email', label: 'E-mail', value: 'desk@blueharbor.example' },
      ],
    };
    server.on(
      'lookup/getLookupData',
      envelopeRoute(() => ok({ dataList: [harbor], hasMore: false })),
    );
    server.on(
      'lookup/getLookupInfo',
      envelopeRoute(() =>
        ok({
          objId: 'account',
          objectApi: 'Account',
          prefix: '001',
          labelName: 'Account',
          isquickcreated: 'true',
          isAutoCompleted: 'true',
          dataList: [harbor],
          hasMore: false,
        }),
      ),
    );
    const view = await renderWidget({ field: accountField });
    const box = screen.getByLabelText('Account name');
    await userEvent.click(box);
    await userEvent.keyboard('harb');
    await userEvent.click(await screen.findByText('+1 555 0142 · desk@blueharbor.example'));
    expect(view.changes.at(-1)).toEqual({
      value: '001H',
      choices: [{ id: '001H', name: 'Blue Harbor Logistics' }],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Search Account name' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose Account' });
    expect(await within(dialog).findByRole('columnheader', { name: 'E-mail' })).toBeInTheDocument();
    expect(within(dialog).getByRole('cell', { name: 'desk@blueharbor.example' })).toBeInTheDocument();
  });

  it("does not suggest when the field's settings turn auto-complete off", async () => {
    serveLookups({ isAutoCompleted: 'false' });
    await renderWidget({ field: accountField });
    await userEvent.click(screen.getByLabelText('Account name'));
    await userEvent.keyboard('nor');
    await waitFor(() => expect(server.callsTo('lookup/getLookupFilterSetting')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(server.callsTo('lookup/getLookupData')).toHaveLength(0);
  });

  it('shows the chosen record by the name the form passes', async () => {
    serveLookups();
    await renderWidget({
      field: accountField,
      initial: '001B',
      lookupNames: { '001B': 'Northwind Traders' },
    });
    expect(screen.getByTitle('Northwind Traders')).toBeInTheDocument();
  });

  it('[S2-D-013] a master-detail field (M) is a lookup like Y: it suggests as the user types and offers the search dialog', async () => {
    serveLookups();
    const masterField = fieldOf({ type: 'M', apiName: 'accountid', id: 'fld-acc', label: 'Parent account' });
    const view = await renderWidget({ field: masterField });
    expect(screen.getByRole('button', { name: 'Search Parent account' })).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Parent account'));
    await userEvent.keyboard('nor');
    // As above: on a slow machine a search may start mid-word; the one for the whole word is what counts.
    await waitFor(() =>
      expect(
        envelopePayload<{ keyword: string }>(server.callsTo('lookup/getLookupData').at(-1)).keyword,
      ).toBe('nor'),
    );
    const suggestion = await screen.findByTitle('Nordic Steel', {}, { timeout: 5_000 });
    // Enter picks the active suggestion, which the list marks a render after it shows (lost under load).
    await waitFor(() => expect(suggestion).toHaveClass('ant-select-item-option-active'));
    press(screen.getByLabelText('Parent account'), 'Enter');
    expect(view.changes.at(-1)).toEqual({ value: '001A', choices: [{ id: '001A', name: 'Nordic Steel' }] });
  });
});

describe('lookup search dialog', () => {
  it('[S2-C-009] opens by keyboard, lists /lookup/getLookupInfo rows, and a name picks the record', async () => {
    serveLookups();
    const view = await renderWidget({ field: accountField });
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Search Account name' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Choose Account' });
    expect(await within(dialog).findByRole('button', { name: 'Northwind Traders' })).toBeInTheDocument();
    expect(envelopePayload(server.callsTo('lookup/getLookupInfo')[0])).toEqual(
      expect.objectContaining({ fieldId: 'fld-acc', keyword: '' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Northwind Traders' }));
    expect(view.changes.at(-1)).toEqual({
      value: '001B',
      choices: [{ id: '001B', name: 'Northwind Traders' }],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Alt+↓ in the box opens the dialog too', async () => {
    serveLookups();
    await renderWidget({ field: accountField });
    const box = screen.getByLabelText('Account name');
    await userEvent.click(box);
    press(box, 'ArrowDown', { altKey: true });
    expect(await screen.findByRole('dialog', { name: 'Choose Account' })).toBeInTheDocument();
  });

  it('[S2-C-008] shows the filter fields of the lookup filter settings, prefilled from the form, and sends them as lkdp', async () => {
    serveLookups({ isEnableFilter: 'true', filterFieldIds: 'fld-industry' });
    server.on(
      'field/getFieldList',
      envelopeRoute(() =>
        ok([
          { id: 'fld-industry', apiname: 'industry', labelName: 'Industry', fieldType: 'L' },
          { id: 'fld-phone', apiname: 'phone', labelName: 'Phone', fieldType: 'H' },
        ]),
      ),
    );
    await renderWidget({ field: accountField, getFormValues: () => ({ industry: 'Retail', name: 'x' }) });
    await userEvent.click(screen.getByRole('button', { name: 'Search Account name' }));
    const dialog = await screen.findByRole('dialog');
    const filter = await within(dialog).findByLabelText('Filter by Industry');
    expect(filter).toHaveValue('Retail');
    expect(within(dialog).queryByLabelText('Filter by Phone')).toBeNull();
    await waitFor(() => expect(server.callsTo('lookup/getLookupData').length).toBeGreaterThan(0));
    expect(envelopePayload<{ lkdp: string }>(server.callsTo('lookup/getLookupData')[0]).lkdp).toBe(
      '{"industry":"Retail"}',
    );
    await userEvent.clear(filter);
    await userEvent.type(filter, 'Energy');
    await userEvent.type(within(dialog).getByLabelText('Name starts with'), 'nor{Enter}');
    await waitFor(() => expect(server.callsTo('lookup/getLookupData')).toHaveLength(2));
    expect(envelopePayload(server.callsTo('lookup/getLookupData')[1])).toEqual({
      fieldId: 'fld-acc',
      keyword: 'nor',
      page: 1,
      pageSize: 20,
      lkdp: '{"industry":"Energy"}',
    });
  });

  it('pages with Show more', async () => {
    serveLookups();
    await renderWidget({ field: accountField });
    await userEvent.click(screen.getByRole('button', { name: 'Search Account name' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(await within(dialog).findByLabelText('Name starts with'), 'nor{Enter}');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Show more' }));
    expect(await within(dialog).findByRole('button', { name: 'Northwind Traders' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Nordic Steel' })).toBeInTheDocument();
    expect(envelopePayload<{ page: number }>(server.callsTo('lookup/getLookupData')[1]).page).toBe(2);
  });

  it("[S2-P-001] quick-create says 'no permission' unless isquickcreated is 'true'", async () => {
    serveLookups({ isquickcreated: 'false' });
    await renderWidget({ field: accountField });
    await userEvent.click(screen.getByRole('button', { name: 'Search Account name' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('button', { name: 'Nordic Steel' });
    await userEvent.click(within(dialog).getByRole('button', { name: /New Account/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You do not have permission to do this.',
    );
    expect(within(dialog).queryByLabelText('Name')).toBeNull();
    expect(server.callsTo('objectInfo/save')).toHaveLength(0);
  });

  it("[S2-P-001] quick-create with isquickcreated 'true' saves a record by name and picks it", async () => {
    serveLookups();
    server.on(
      'objectInfo/save',
      envelopeRoute(() => ok([{ id: '001NEW', name: 'Acme', isSaveSuccess: true }])),
    );
    const view = await renderWidget({ field: accountField });
    await userEvent.click(screen.getByRole('button', { name: 'Search Account name' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('button', { name: 'Nordic Steel' });
    await userEvent.click(within(dialog).getByRole('button', { name: /New Account/ }));
    await userEvent.type(await within(dialog).findByLabelText('Name'), 'Acme{Enter}');
    await waitFor(() => expect(view.changes.at(-1)?.value).toBe('001NEW'));
    expect(envelopePayload(server.callsTo('objectInfo/save')[0])).toEqual({
      objectApi: 'Account',
      data: JSON.stringify([{ name: 'Acme' }]),
    });
    expect(view.changes.at(-1)?.choices).toEqual([{ id: '001NEW', name: 'Acme' }]);
  });
});

describe('multi lookup (MR)', () => {
  it('[S2-D-014] ticks several records in the dialog and reports their ids and names', async () => {
    serveLookups();
    const view = await renderWidget({
      field: fieldOf({ type: 'MR', apiName: 'belongtoid', id: 'fld-owners', label: 'Owners' }),
      initial: '001A',
      lookupNames: { '001A': 'Nordic Steel' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Search Owners' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Northwind Traders');
    const boxes = within(dialog).getAllByRole('checkbox');
    // header "all", then one per row; the chosen record starts ticked
    expect(boxes[1]).toBeChecked();
    await userEvent.click(boxes[2] as HTMLElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(view.changes.at(-1)).toEqual({
      value: ['001A', '001B'],
      choices: [
        { id: '001A', name: 'Nordic Steel' },
        { id: '001B', name: 'Northwind Traders' },
      ],
    });
  });

  it("reads ids joined with ';'", async () => {
    serveLookups();
    const view = await renderWidget({
      field: fieldOf({ type: 'MR', label: 'Owners' }),
      initial: '001A;001B',
      lookupNames: { '001A': 'Nordic Steel', '001B': 'Northwind Traders' },
    });
    expect(view.container).toHaveTextContent('Nordic Steel');
    expect(view.container).toHaveTextContent('Northwind Traders');
  });
});

describe('read-only lookup', () => {
  it('[S2-P-002] opening a record the user may not query gives the no-permission warning', async () => {
    server.on(
      'objectdetail/getPermissionById',
      envelopeRoute(() => ok({ isQuery: false, isEdit: false })),
    );
    await renderWidget({
      field: accountField,
      initial: '001A',
      lookupNames: { '001A': 'Nordic Steel' },
      readOnly: true,
    });
    const link = screen.getByRole('link', { name: 'Open Nordic Steel' });
    expect(link).toHaveAttribute('href', '/commonObjects/detail/001A/DETAIL');
    await userEvent.click(link);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You do not have permission to view this record.',
    );
    expect(envelopePayload(server.callsTo('objectdetail/getPermissionById')[0])).toEqual({ id: '001A' });
  });

  it('opens the record when isQuery is true', async () => {
    server.on(
      'objectdetail/getPermissionById',
      envelopeRoute(() => ok({ isQuery: true })),
    );
    await renderWidget({
      field: accountField,
      initial: '001A',
      lookupNames: { '001A': 'Nordic Steel' },
      readOnly: true,
    });
    await userEvent.click(screen.getByRole('link', { name: 'Open Nordic Steel' }));
    await waitFor(() => expect(server.callsTo('objectdetail/getPermissionById')).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

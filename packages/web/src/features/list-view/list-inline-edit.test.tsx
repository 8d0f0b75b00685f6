import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormData } from '@vela/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetClientScripts } from '../../shell/client-scripts/client-scripts.js';
import { useGlobalStore } from '../../state/index.js';
import { envelopePayload, envelopeRoute } from '../../test-support/envelope-call.js';
import { type FakeServer, installFakeServer, ok } from '../../test-support/fake-server.js';
import { DEMO_SETUP } from '../../test-support/fake-startup.js';
import { renderWithApp } from '../../test-support/render.js';
import {
  EMPTY_CONTAINERS,
  QUIET_SAVE,
  recordTypeEntry,
  wireField,
} from '../record-form/state/form-fixture.test-support.js';
import { ListTable } from './ListTable.js';
import type { ListColumn, ListRow, ViewCatalogue } from './list-view-api.js';
import { useListInlineEdit } from './useListInlineEdit.js';

// A layout load and the form's whole save flow per edit: on a busy machine that takes a while.
const SLOW = { timeout: 30_000 } as const;
const LOAD = { timeout: 10_000 } as const;
const VERSION = '2026-03-01T09:00:00.000Z';

const columns: ListColumn[] = [
  { apiName: 'name', label: 'Account name', type: 'S', width: null },
  { apiName: 'phone', label: 'Phone', type: 'S', width: null },
  { apiName: 'rating', label: 'Rating', type: 'Z', width: null },
];
const rows: ListRow[] = [{ id: '001A', name: 'Acme', phone: '111', rating: '5' }];
const field = (apiName: string, label: string, editable: boolean) => ({
  apiName,
  label,
  type: 'S',
  operators: [],
  options: [],
  lookupObjId: null,
  editable,
});
const catalogue: ViewCatalogue = {
  objId: 'account',
  objectApi: 'Account',
  prefix: '001',
  label: 'Account',
  pluralLabel: 'Accounts',
  defaultViewId: null,
  total: 1,
  maximum: 0,
  views: [],
  fields: [
    field('name', 'Account name', true),
    field('phone', 'Phone', true),
    field('rating', 'Rating', false),
  ],
};

function accountForm(): FormData {
  return {
    objId: 'account',
    objectApi: 'Account',
    prefix: '001',
    labelName: 'Account',
    operation: 'EDIT',
    layoutId: 'lay1',
    recordType: 'rt1',
    recordTypeList: [recordTypeEntry('rt1', 'Default', 'lay1')],
    ...EMPTY_CONTAINERS,
    dataList: [
      {
        title: 'Account information',
        colNum: 1,
        showWhenEdit: true,
        selectionId: 'sec1',
        data: [
          { left: wireField('name', 'S', { fieldLabel: 'Account name' }), right: {} },
          { left: wireField('phone', 'S', { fieldLabel: 'Phone' }), right: {} },
        ],
      },
    ],
    controlContainer: [],
    lookupValueExpression: [],
    saveandapproval: 'false',
    actionConditions: [],
    record: { id: '001A', name: 'Acme', phone: '111', lastmodifydate: VERSION },
  };
}

function Table({ onSaved }: { onSaved: () => void }) {
  const inlineEdit = useListInlineEdit(catalogue, onSaved);
  return (
    <ListTable
      columns={columns}
      rows={rows}
      loading={false}
      sort={undefined}
      onSort={() => undefined}
      selected={[]}
      onSelect={() => undefined}
      onResize={() => undefined}
      empty={null}
      inlineEdit={inlineEdit}
    />
  );
}

let server: FakeServer;

beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
  forgetClientScripts();
  useGlobalStore.setState({ userSetup: DEMO_SETUP });
  server = installFakeServer({
    'script/listClientScript': envelopeRoute(() => ok([])),
    'master/getLayoutDetail': envelopeRoute(() => ok(accountForm())),
    'objectInfo/save': envelopeRoute(() =>
      ok([
        {
          id: '001A',
          name: 'Acme',
          isSaveSuccess: true,
          errormessage: '',
          errorField: '',
          validaterule: '',
          duplicatemap: [],
          ...QUIET_SAVE,
        },
      ]),
    ),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  useGlobalStore.setState({ userSetup: undefined });
});

describe('inline edit in list cells (issue 26 item 9)', () => {
  it('with the setting on, only cells the user may set have a pencil (S1-D-003)', async () => {
    await renderWithApp(<Table onSaved={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Edit Phone' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Rating' })).toBeNull();
    // The name stays the record's link.
    expect(screen.queryByRole('button', { name: 'Edit Account name' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Acme' })).toBeTruthy();
  });

  it('with the user’s inlineedit setting off, no cell has a pencil (S1-D-003)', async () => {
    useGlobalStore.setState({ userSetup: { ...DEMO_SETUP, inlineedit: 'false' } });
    await renderWithApp(<Table onSaved={vi.fn()} />);
    expect(screen.getByText('111')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
  });

  it('a double click opens the cell; Enter saves the change with the record version', SLOW, async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    await renderWithApp(<Table onSaved={onSaved} />);
    await user.dblClick(screen.getByText('111'));
    const input = await screen.findByDisplayValue('111', {}, LOAD);
    await user.clear(input);
    await user.type(input, '222{Enter}');
    await waitFor(() => expect(onSaved).toHaveBeenCalled(), LOAD);
    const sent = envelopePayload<{ data: string }>(server.callsTo('objectInfo/save')[0]);
    expect(JSON.parse(sent.data)[0]).toEqual({ id: '001A', lastmodifydate: VERSION, phone: '222' });
  });
});

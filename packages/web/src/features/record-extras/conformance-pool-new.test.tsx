import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormData, SaveResultItem } from '@vela/core';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopePayload, envelopeRoute } from '../../test-support/envelope-call.js';
import { type FakeServer, installFakeServer, ok } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import { SLOW } from '../../test-support/render-app.js';
import { openRecordForm, RecordFormHost } from '../record-form/index.js';
import {
  EMPTY_CONTAINERS,
  QUIET_SAVE,
  recordTypeEntry,
  wireField,
} from '../record-form/state/form-fixture.test-support.js';
import ClientPoolPage from './ClientPoolPage.js';

/** Spec 2 §3 "Save payload": a record made on the client pool page is saved with marketsea 'true'. */
const leadForm: FormData = {
  objId: 'lead',
  objectApi: 'Lead',
  prefix: '00Q',
  labelName: 'Lead',
  operation: 'NEW',
  layoutId: 'lay1',
  recordType: 'rt1',
  recordTypeList: [recordTypeEntry('rt1', 'Default', 'lay1')],
  ...EMPTY_CONTAINERS,
  dataList: [
    {
      title: 'Lead information',
      colNum: 2,
      showWhenEdit: true,
      selectionId: 'sec1',
      data: [
        {
          left: wireField('name', 'S', { fieldLabel: 'Name' }),
          right: wireField('company', 'S', { fieldLabel: 'Company' }),
        },
      ],
    },
  ],
  controlContainer: [],
  lookupValueExpression: [],
  saveandapproval: 'false',
  actionConditions: [],
  record: {},
};

const saved: SaveResultItem = {
  id: '00QNEW',
  name: 'Ada',
  isSaveSuccess: true,
  errormessage: '',
  errorField: '',
  validaterule: '',
  duplicatemap: [],
  ...QUIET_SAVE,
};

const pool = { id: '0plA', name: 'East leads', claimLimit: 2, held: 0, isManager: false, members: [] };
const poolPage = { pool, columns: [], dataList: [], totalCount: 0, page: 1, pageSize: 25, objectApi: 'Lead' };

let server: FakeServer;

beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
  server = installFakeServer({
    'clientPool/getPools': envelopeRoute(() => ok([pool])),
    'clientPool/getRecords': envelopeRoute(() => ok(poolPage)),
    'script/listClientScript': envelopeRoute(() => ok([])),
    'master/getLayoutDetail': envelopeRoute(() => ok(leadForm)),
    'objectInfo/save': envelopeRoute(() => ok([saved])),
    'clientPool/return': envelopeRoute(() => ok({ id: '00QNEW' })),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('client pool page: New (spec 2 §3)', () => {
  it(
    '[S2-B-034] New on the client pool page saves the record with marketsea true and puts it in the pool shown',
    SLOW,
    async () => {
      const user = userEvent.setup();
      await renderWithApp(
        <>
          <Routes>
            <Route path="/clientPool/:objectApi/:objId/:prefix" element={<ClientPoolPage />} />
          </Routes>
          <RecordFormHost />
        </>,
        { route: '/clientPool/Lead/lead/00Q' },
      );
      await screen.findByRole('heading', { name: 'East leads' }, SLOW);
      await user.click(screen.getByRole('button', { name: 'New' }));
      await user.type((await screen.findByLabelText('Name', {}, SLOW)) as HTMLInputElement, 'Ada');
      await user.click(screen.getByRole('button', { name: /^(loading )?save$/i }));

      await waitFor(() => expect(server.callsTo('clientPool/return')).toHaveLength(1), SLOW);
      const payload = envelopePayload<{ objectApi: string; marketsea: string; data: string }>(
        server.callsTo('objectInfo/save')[0],
      );
      expect(payload.objectApi).toBe('Lead');
      expect(payload.marketsea).toBe('true');
      expect(JSON.parse(payload.data)[0].name).toBe('Ada');
      expect(envelopePayload(server.callsTo('clientPool/return')[0])).toEqual({
        objectApi: 'Lead',
        poolId: '0plA',
        id: '00QNEW',
        reason: 'Created on the client pool page',
      });
      expect(await screen.findByText('Ada was created in East leads.', {}, SLOW)).toBeInTheDocument();
      // The page stays on the pool and reads it again.
      expect(server.callsTo('clientPool/getRecords').length).toBeGreaterThan(1);
    },
  );

  it('[S2-B-034] a form opened anywhere else saves with marketsea false', SLOW, async () => {
    const user = userEvent.setup();
    await renderWithApp(<RecordFormHost />);
    openRecordForm({ objectApi: 'Lead', mode: 'NEW', onSaved: () => undefined });
    await user.type((await screen.findByLabelText('Name', {}, SLOW)) as HTMLInputElement, 'Ada');
    await user.click(screen.getByRole('button', { name: /^(loading )?save$/i }));
    await waitFor(() => expect(server.callsTo('objectInfo/save')).toHaveLength(1), SLOW);
    expect(envelopePayload<{ marketsea: string }>(server.callsTo('objectInfo/save')[0]).marketsea).toBe(
      'false',
    );
  });
});

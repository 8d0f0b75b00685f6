import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormData, RecordTypeEntry, SaveResultItem } from '@vela/core';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetClientScripts } from '../../shell/client-scripts/client-scripts.js';
import { envelopePayload, envelopeRoute } from '../../test-support/envelope-call.js';
import { type FakeServer, installFakeServer, ok } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import { SLOW } from '../../test-support/render-app.js';
import { RecordFormDialog, type RecordFormDialogProps } from './RecordFormDialog.js';
import RecordFormPage from './RecordFormPage.js';
import {
  EMPTY_CONTAINERS,
  QUIET_SAVE,
  recordTypeEntry,
  wireField,
} from './state/form-fixture.test-support.js';

/**
 * Spec 2 §2 "Form inputs" (S2-D-002), §4 "Opening" (S2-E-006) and "Saving" (S2-B-060, S2-R-003): what the
 * opening place hands the form, the record-type change on the edit route, and where a case saved from a
 * console or phone context goes.
 */
type LoadBody = {
  objectApi?: string;
  operation?: string;
  recordtype?: string;
  phoneOrEmail?: string;
  vistorId?: string;
};

let recordTypes: RecordTypeEntry[];
function layout(body: LoadBody): FormData {
  const objectApi = body.objectApi ?? 'velacase';
  const edit = body.operation === 'EDIT';
  const fields =
    objectApi === 'velaprojecttask'
      ? [
          wireField('name', 'S', { fieldLabel: 'Name' }),
          wireField('their_task', 'Y', { fieldLabel: 'Parent task' }),
        ]
      : [
          wireField('name', 'S', { fieldLabel: 'Name' }),
          wireField('accountid', 'Y', { fieldLabel: 'Account', fieldId: 'fld-acc-9', lookupObj: 'Account' }),
          wireField('suppliedphone', 'S', { fieldLabel: 'Caller phone' }),
        ];
  return {
    objId: objectApi,
    objectApi,
    prefix: '500',
    labelName: objectApi === 'velacase' ? 'Case' : 'Project task',
    operation: edit ? 'EDIT' : 'NEW',
    layoutId: body.recordtype === 'rt2' ? 'lay2' : 'lay1',
    recordType: body.recordtype ?? 'rt1',
    recordTypeList: recordTypes,
    ...EMPTY_CONTAINERS,
    dataList: [
      {
        title: body.recordtype === 'rt2' ? 'Partner layout' : 'Standard layout',
        colNum: 1,
        showWhenEdit: true,
        selectionId: 'sec1',
        data: fields.map((field) => ({ left: field, right: {} })),
      },
    ],
    controlContainer: [],
    lookupValueExpression: [],
    saveandapproval: 'false',
    actionConditions: [],
    record: {
      ...(edit ? { id: 'CAS000000000000001', name: 'Broken printer', recordtype: 'rt1' } : {}),
      // The server fills the caller's number from the phone-or-e-mail input (routes-form.ts).
      ...(body.phoneOrEmail ? { suppliedphone: body.phoneOrEmail } : {}),
    },
  };
}

const saved: SaveResultItem = {
  id: 'CAS000000000000007',
  name: 'Saved case',
  isSaveSuccess: true,
  errormessage: '',
  errorField: '',
  validaterule: '',
  duplicatemap: [],
  ...QUIET_SAVE,
};

let server: FakeServer;
beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
  forgetClientScripts();
  recordTypes = [recordTypeEntry('rt1', 'Standard', 'lay1')];
  server = installFakeServer({
    'script/listClientScript': envelopeRoute(() => ok([])),
    'master/getLayoutDetail': envelopeRoute<LoadBody>((body) => ok(layout(body))),
    'batch/getRecordType': envelopeRoute(() => ok({ recordTypeList: recordTypes })),
    'objectInfo/save': envelopeRoute(() => ok([saved])),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const loadBody = (index = 0) => envelopePayload<LoadBody>(server.callsTo('master/getLayoutDetail')[index]);
const sentRecord = () =>
  JSON.parse(envelopePayload<{ data: string }>(server.callsTo('objectInfo/save')[0]).data)[0];
const saveButton = () => screen.getByRole('button', { name: /^(loading )?save$/i });

async function openDialog(request: RecordFormDialogProps['request']) {
  const onSaved = vi.fn();
  await renderWithApp(<RecordFormDialog request={request} onClose={vi.fn()} onSaved={onSaved} />);
  await screen.findByLabelText('Name', {}, SLOW);
  return { onSaved, user: userEvent.setup() };
}

/** Where the app went after the save: the path and query the router holds. */
function Landed() {
  const location = useLocation();
  return <output aria-label="landed">{`${location.pathname}${location.search}`}</output>;
}

async function openPage(route: string, consoleStyle = false) {
  const path = consoleStyle
    ? '/console-menu1-create/:objectApi/:objId/:prefix/:page'
    : '/home/create/:type/:objectApi/:objId/:prefix';
  await renderWithApp(
    <Routes>
      <Route path={path} element={<RecordFormPage />} />
      <Route path="/controlPanel/control" element={<Landed />} />
      <Route path="/commonObjects/*" element={<Landed />} />
      <Route path="/console-multi-screen/*" element={<Landed />} />
    </Routes>,
    { route },
  );
  await screen.findByLabelText('Name', {}, SLOW);
  return userEvent.setup();
}

describe('the form inputs (spec 2 §2)', () => {
  it(
    '[S2-D-002] relative record id and relation field id (a field id or api name) start that lookup with the record; the save keeps it',
    SLOW,
    async () => {
      const { user, onSaved } = await openDialog({
        objectApi: 'velacase',
        mode: 'NEW',
        relativeRecordId: 'ACC000000000000042',
        relativeRecordName: 'Acme Corp',
        relationFieldId: 'fld-acc-9',
      });
      // The lookup shows the record's name, not its id.
      const cell = document.querySelector<HTMLElement>('[data-form-field="accountid"]')!;
      expect(within(cell).getByText('Acme Corp')).toBeTruthy();
      await user.type(screen.getByLabelText('Name'), 'From the account');
      await user.click(saveButton());
      await waitFor(() => expect(onSaved).toHaveBeenCalled());
      expect(sentRecord()).toMatchObject({ name: 'From the account', accountid: 'ACC000000000000042' });
    },
  );

  it('[S2-D-002] the parent id makes a new project task a sub-task of that task', SLOW, async () => {
    const { user, onSaved } = await openDialog({
      objectApi: 'velaprojecttask',
      mode: 'NEW',
      parentId: 'TSK000000000000003',
    });
    await user.type(screen.getByLabelText('Name'), 'Sub-step');
    await user.click(saveButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sentRecord()).toMatchObject({ name: 'Sub-step', their_task: 'TSK000000000000003' });
  });

  it(
    '[S2-D-002] the visitor id and the phone or e-mail go with the load (vistorId on the wire); the caller number fills the case',
    SLOW,
    async () => {
      await openDialog({
        objectApi: 'velacase',
        mode: 'NEW',
        visitorId: 'visitor-77',
        phoneOrEmail: '+49 30 1234567',
      });
      expect(loadBody()).toMatchObject({ vistorId: 'visitor-77', phoneOrEmail: '+49 30 1234567' });
      expect((screen.getByLabelText('Caller phone') as HTMLInputElement).value).toBe('+49 30 1234567');
    },
  );
});

describe('the record type on the edit route (spec 2 §4, DECISIONS 11)', () => {
  it(
    "[S2-E-006] with only one record type, asking to change it warns 'no action available'",
    SLOW,
    async () => {
      const { user } = await openDialog({
        objectApi: 'velacase',
        mode: 'EDIT',
        recordId: 'CAS000000000000001',
      });
      expect(screen.getByText('Standard')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Change record type' }));
      expect(
        await screen.findByText('No action available: this object has only one record type.'),
      ).toBeTruthy();
      // Nothing was reloaded and no picker opened.
      expect(server.callsTo('master/getLayoutDetail')).toHaveLength(1);
      expect(screen.queryByRole('radio')).toBeNull();
    },
  );

  it(
    '[S2-E-006] with more than one, the edit route offers them and rebuilds the form with the chosen one',
    SLOW,
    async () => {
      recordTypes = [recordTypeEntry('rt1', 'Standard', 'lay1'), recordTypeEntry('rt2', 'Partner', 'lay2')];
      const { user, onSaved } = await openDialog({
        objectApi: 'velacase',
        mode: 'EDIT',
        recordId: 'CAS000000000000001',
      });
      await user.click(screen.getByRole('button', { name: 'Change record type' }));
      await user.click(await screen.findByRole('radio', { name: 'Partner' }));
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(await screen.findByText('Partner layout', {}, SLOW)).toBeTruthy();
      expect(loadBody(1)).toMatchObject({ operation: 'EDIT', recordtype: 'rt2' });
      expect(screen.queryByText('No action available: this object has only one record type.')).toBeNull();
      await user.click(saveButton());
      await waitFor(() => expect(onSaved).toHaveBeenCalled());
      expect(sentRecord()).toMatchObject({ id: 'CAS000000000000001', recordtype: 'rt2' });
    },
  );
});

describe('after saving a case (spec 2 §4 "Saving")', () => {
  it(
    '[S2-B-060][S2-R-003][S2-D-002] a case opened for a caller (phone or e-mail in the address) goes to the control panel with caseId, caseOrder and viewId',
    SLOW,
    async () => {
      const user = await openPage(
        '/home/create/table/velacase/velacase/500?phoneOrEmail=%2B4930999&viewId=view-open&caseOrder=4',
      );
      expect(loadBody()).toMatchObject({ phoneOrEmail: '+4930999' });
      await user.type(screen.getByLabelText('Name'), 'Caller case');
      await user.click(saveButton());
      const landed = await screen.findByLabelText('landed', {}, SLOW);
      const url = new URL(landed.textContent ?? '', 'http://x');
      expect(url.pathname).toBe('/controlPanel/control');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        caseId: 'CAS000000000000007',
        caseOrder: '4',
        viewId: 'view-open',
      });
    },
  );

  it('[S2-B-060] a case saved from a console route goes to the control panel too', SLOW, async () => {
    const user = await openPage('/console-menu1-create/velacase/velacase/500/p1', true);
    await user.type(screen.getByLabelText('Name'), 'Console case');
    await user.click(saveButton());
    const landed = await screen.findByLabelText('landed', {}, SLOW);
    expect(landed.textContent).toBe('/controlPanel/control?caseId=CAS000000000000007&caseOrder=&viewId=');
  });

  it('[S2-B-060] outside a console or phone context a saved case goes to its own page', SLOW, async () => {
    const user = await openPage('/home/create/table/velacase/velacase/500');
    await user.type(screen.getByLabelText('Name'), 'Desk case');
    await user.click(saveButton());
    const landed = await screen.findByLabelText('landed', {}, SLOW);
    expect(landed.textContent).toMatch(/^\/commonObjects\/detail\/CAS000000000000007\//);
  });
});

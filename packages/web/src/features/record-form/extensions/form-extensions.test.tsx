import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormData, SaveResultItem } from '@vela/core';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FeedbackEvent, subscribeFeedback } from '../../../api/index.js';
import { forgetClientScripts } from '../../../shell/client-scripts/client-scripts.js';
import { envelopePayload, envelopeRoute } from '../../../test-support/envelope-call.js';
import { type FakeServer, installFakeServer, ok } from '../../../test-support/fake-server.js';
import { renderWithApp } from '../../../test-support/render.js';
import { SLOW } from '../../../test-support/render-app.js';
import type { SaveAction } from '../hooks/useRecordFormSave.js';
import { RecordFormDialog } from '../RecordFormDialog.js';
import {
  EMPTY_CONTAINERS,
  QUIET_SAVE,
  recordTypeEntry,
  wireField,
} from '../state/form-fixture.test-support.js';
import { type FormExtensionContext, loadFormExtensions, registerFormExtension } from './form-extensions.js';

function dealForm(saveandapproval: 'true' | 'false'): FormData {
  return {
    objId: 'deal',
    objectApi: 'Deal',
    prefix: '006',
    labelName: 'Deal',
    operation: 'NEW',
    layoutId: 'lay1',
    recordType: 'rt1',
    recordTypeList: [recordTypeEntry('rt1', 'Default', 'lay1')],
    ...EMPTY_CONTAINERS,
    dataList: [
      {
        title: 'Deal information',
        colNum: 2,
        showWhenEdit: true,
        selectionId: 'sec1',
        data: [
          {
            left: wireField('name', 'S', { fieldLabel: 'Deal name' }),
            right: wireField('stage', 'S', { fieldLabel: 'Stage' }),
          },
        ],
      },
    ],
    controlContainer: [],
    lookupValueExpression: [],
    saveandapproval,
    actionConditions: [],
    record: {},
  };
}

const saved: SaveResultItem = {
  id: '006A',
  name: 'Big deal',
  isSaveSuccess: true,
  errormessage: '',
  errorField: '',
  validaterule: '',
  duplicatemap: [],
  ...QUIET_SAVE,
};

/** What the registered test extension saw and what it answers; reset before each test. */
const seen = {
  contexts: [] as FormExtensionContext[],
  changes: [] as string[],
  afterSave: [] as Array<[string, SaveAction]>,
  submitted: [] as string[],
  refuse: false,
};

beforeAll(async () => {
  registerFormExtension('test-lines', async () => ({
    useFormPart(context) {
      seen.contexts.push(context);
      if (context.objectApi !== 'Deal') return null;
      return {
        body: ({ disabled }) => <p data-testid="extra-body">{disabled ? 'busy' : 'extra lines'}</p>,
        savePayload: () =>
          seen.refuse ? { ok: false, message: 'Line 1 needs a product' } : { ok: true, masterdata: 'M1' },
        guardChange: (change) => (api, value, choices) => {
          seen.changes.push(api);
          // Stage changes are swallowed, as a guard whose person said no.
          if (api !== 'stage') change(api, value, choices);
        },
        afterSave: (record, action) => seen.afterSave.push([record.id, action]),
      };
    },
  }));
  registerFormExtension('test-approval', async () => ({
    useFormPart: () => ({
      approval: {
        label: 'Send for approval',
        submit: async (recordId) => {
          seen.submitted.push(recordId);
        },
      },
      dialogs: <p data-testid="approval-dialogs">dialogs</p>,
    }),
  }));
  await loadFormExtensions();
});

let server: FakeServer;
let toasts: string[];
let unsubscribe: () => void;

beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
  forgetClientScripts();
  Object.assign(seen, { contexts: [], changes: [], afterSave: [], submitted: [], refuse: false });
  toasts = [];
  unsubscribe = subscribeFeedback((event: FeedbackEvent) => {
    if (event.type === 'toast' && 'message' in event.text) toasts.push(event.text.message);
  });
  server = installFakeServer({
    'script/listClientScript': envelopeRoute(() => ok([])),
    'master/getLayoutDetail': envelopeRoute(() => ok(dealForm(approvalOffered ? 'true' : 'false'))),
    'objectInfo/save': envelopeRoute(() => ok([saved])),
  });
});

afterEach(() => {
  unsubscribe();
  vi.unstubAllGlobals();
  localStorage.clear();
  approvalOffered = false;
});

let approvalOffered = false;

async function openForm(onSaved = vi.fn()) {
  await renderWithApp(
    <RecordFormDialog
      request={{ objectApi: 'Deal', mode: 'NEW', checkedList: { orderIds: ['801A'], lines: [] } }}
      onClose={() => undefined}
      onSaved={onSaved}
    />,
  );
  await waitFor(() => expect(document.getElementById('vela-record-field-name')).toBeTruthy());
  return { name: document.getElementById('vela-record-field-name') as HTMLInputElement, onSaved };
}

const saveButton = () => screen.getByRole('button', { name: /^(loading )?save$/i });
type SavePayload = { masterdata?: string; data: string };

describe('record form extensions (issue 17)', () => {
  it('an extension adds its body, wraps the changes, adds to the save and runs after it', SLOW, async () => {
    const user = userEvent.setup();
    const { name, onSaved } = await openForm();
    expect((await screen.findByTestId('extra-body')).textContent).toBe('extra lines');
    expect(screen.getByTestId('approval-dialogs')).toBeTruthy();
    const last = seen.contexts.at(-1);
    expect(last).toMatchObject({ objectApi: 'Deal', mode: 'NEW', checkedList: { orderIds: ['801A'] } });
    expect(last?.labelOf('stage')).toBe('Stage');

    await user.type(name, 'Big deal');
    await user.type(document.getElementById('vela-record-field-stage') as HTMLInputElement, 'x');
    expect(seen.changes).toContain('name');
    expect(seen.changes).toContain('stage');
    expect((document.getElementById('vela-record-field-stage') as HTMLInputElement).value).toBe('');

    await user.click(saveButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: '006A', name: 'Big deal' }));
    const sent = envelopePayload<SavePayload>(server.callsTo('objectInfo/save')[0]);
    expect(sent.masterdata).toBe('M1');
    expect(seen.afterSave).toEqual([['006A', 'save']]);
    // No approval offered by this layout: no button.
    expect(screen.queryByRole('button', { name: 'Send for approval' })).toBeNull();
  });

  it('a refusal from an extension stops the save with its message', SLOW, async () => {
    const user = userEvent.setup();
    const { name } = await openForm();
    seen.refuse = true;
    await user.type(name, 'Big deal');
    await user.click(saveButton());
    await waitFor(() => expect(toasts).toContain('Line 1 needs a product'));
    expect(server.callsTo('objectInfo/save')).toHaveLength(0);
    expect(seen.afterSave).toEqual([]);
  });

  it('the approval extension labels the button and submits once the record is saved', SLOW, async () => {
    approvalOffered = true;
    const user = userEvent.setup();
    const { name, onSaved } = await openForm();
    await user.type(name, 'Big deal');
    await user.click(await screen.findByRole('button', { name: 'Send for approval' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: '006A', name: 'Big deal' }));
    expect(seen.submitted).toEqual(['006A']);
    expect(seen.afterSave).toEqual([['006A', 'saveAndApproval']]);
  });
});

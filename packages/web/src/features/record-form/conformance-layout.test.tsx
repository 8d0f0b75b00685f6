import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormData, OperationType, SaveResultItem } from '@vela/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribeFeedback } from '../../api/index.js';
import type { FeedbackEvent } from '../../api/user-feedback.js';
import { forgetClientScripts } from '../../shell/client-scripts/client-scripts.js';
import { envelopePayload, envelopeRoute } from '../../test-support/envelope-call.js';
import { type FakeServer, fail, installFakeServer, ok } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import { SLOW } from '../../test-support/render-app.js';
import { SaveDialogs } from './components/SaveDialogs.js';
import type { RecordFormDialogProps } from './RecordFormDialog.js';
import { RecordFormDialog } from './RecordFormDialog.js';
import {
  EMPTY_CONTAINERS,
  QUIET_SAVE,
  recordTypeEntry,
  wireField,
} from './state/form-fixture.test-support.js';

/**
 * Spec 2 §1, §2 "Form layout", §4 "Opening" and "Saving", §7: the record form
 * is drawn from the layout the server sends and saves what it shows (issue 25).
 */
const industries = [
  { key: 'Banking', val: 'Banking', isdefault: false },
  { key: 'Other', val: 'Other', isdefault: false },
];

function layout(objectApi: string, operation: OperationType, extra: Partial<FormData> = {}): FormData {
  return {
    objId: objectApi.toLowerCase(),
    objectApi,
    prefix: '001',
    labelName: objectApi,
    operation,
    layoutId: 'lay1',
    recordType: 'rt1',
    recordTypeList: [recordTypeEntry('rt1', 'Standard', 'lay1')],
    ...EMPTY_CONTAINERS,
    dataList: [
      {
        title: 'Main facts',
        colNum: 2,
        showWhenEdit: true,
        selectionId: 'sec-main',
        data: [
          {
            left: wireField('name', 'S', { fieldLabel: 'Name' }),
            right: wireField('phone', 'S', { fieldLabel: 'Phone' }),
          },
          {
            left: wireField('industry', 'L', { fieldLabel: 'Industry', data: industries }),
            right: wireField('industry_other', 'S', { fieldLabel: 'Other industry' }),
          },
        ],
      },
      {
        title: 'Notes',
        colNum: 1,
        showWhenEdit: true,
        selectionId: 'sec-notes',
        data: [{ left: wireField('website', 'S', { fieldLabel: 'Website' }), right: {} }],
      },
    ],
    controlContainer: [],
    lookupValueExpression: [],
    saveandapproval: 'false',
    actionConditions: [
      {
        id: 'show-other',
        watchFields: ['industry'],
        conditions: [{ id: 1, fieldApi: 'industry', operator: 'e', value: 'Other' }],
        actions: { required: [], readonly: [], showFields: ['industry_other'], showSections: [] },
      },
    ],
    record: operation === 'NEW' ? {} : { id: 'REC000000000000001', name: 'Stored', phone: '555' },
    ...extra,
  };
}

const saved = (id: string): SaveResultItem => ({
  id,
  name: 'Saved name',
  isSaveSuccess: true,
  errormessage: '',
  errorField: '',
  validaterule: '',
  duplicatemap: [],
  ...QUIET_SAVE,
});

type LoadBody = { objectApi?: string; operation?: string; recordId?: string; recordtype?: string };
let server: FakeServer;
let answer: (body: LoadBody) => FormData | Promise<FormData>;

beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
  forgetClientScripts();
  answer = (body) => layout(body.objectApi ?? 'Account', (body.operation ?? 'NEW') as OperationType);
  server = installFakeServer({
    'script/listClientScript': envelopeRoute(() => ok([])),
    'master/getLayoutDetail': envelopeRoute<LoadBody>(async (body) => ok(await answer(body))),
    'batch/getRecordType': envelopeRoute(() =>
      ok({
        recordTypeList: [
          recordTypeEntry('rt1', 'Standard', 'lay1'),
          recordTypeEntry('rt2', 'Partner', 'lay2'),
        ],
      }),
    ),
    'objectInfo/save': envelopeRoute(() => ok([saved('REC000000000000009')])),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function open(request: RecordFormDialogProps['request']) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  await renderWithApp(<RecordFormDialog request={request} onClose={onClose} onSaved={onSaved} />);
  await screen.findByLabelText('Name', {}, SLOW);
  return { onSaved, onClose, user: userEvent.setup() };
}

const saveButton = () => screen.getByRole('button', { name: /^(loading )?save$/i });
const sentRecord = (index = 0) =>
  JSON.parse(envelopePayload<{ data: string }>(server.callsTo('objectInfo/save')[index]).data)[0];
const loadBody = (index = 0) => envelopePayload<LoadBody>(server.callsTo('master/getLayoutDetail')[index]);
const cellOf = (api: string) =>
  document.querySelector<HTMLElement>(`[data-form-field="${api}"]`)?.parentElement as HTMLElement;

describe('record form: one form for every object (spec 2 §1)', () => {
  it.each<[string, OperationType, string | undefined]>([
    ['Lead', 'NEW', undefined],
    ['Account', 'EDIT', 'REC000000000000001'],
    ['velacase', 'COPY', 'REC000000000000001'],
    ['velaorder', 'NEW', undefined],
  ])(
    '[S2-B-001] %s %s: the same form loads the layout for that object and operation and saves it',
    SLOW,
    async (objectApi, mode, recordId) => {
      const { user, onSaved } = await open({ objectApi, mode, ...(recordId ? { recordId } : {}) });
      expect(loadBody()).toMatchObject({ objectApi, operation: mode, ...(recordId ? { recordId } : {}) });
      const name = screen.getByLabelText('Name') as HTMLInputElement;
      await user.clear(name);
      await user.type(name, 'Typed');
      await user.click(saveButton());
      await waitFor(() => expect(onSaved).toHaveBeenCalled());
      const payload = envelopePayload<{ objectApi: string }>(server.callsTo('objectInfo/save')[0]);
      expect(payload.objectApi).toBe(objectApi);
      // Edit saves over the record; create and clone make a new one.
      if (mode === 'EDIT') expect(sentRecord()).toMatchObject({ id: recordId, name: 'Typed' });
      else {
        expect(sentRecord()).toMatchObject({ name: 'Typed' });
        expect(sentRecord()).not.toHaveProperty('id');
      }
    },
  );
});

describe('record form: drawn from the layout (spec 2 §2)', () => {
  it(
    '[S2-B-002] shows the sections and fields the server sends, applies its dynamic rule, and saves the record with its record type',
    SLOW,
    async () => {
      const { user, onSaved } = await open({ objectApi: 'Account', mode: 'NEW' });
      const main = screen.getByRole('region', { name: 'Main facts' });
      const notes = screen.getByRole('region', { name: 'Notes' });
      expect(within(main).getByLabelText('Phone')).toBeTruthy();
      expect(within(notes).getByLabelText('Website')).toBeTruthy();
      // Shown only when the rule matches (DECISIONS 12).
      expect(screen.queryByLabelText('Other industry')).toBeNull();
      await user.type(screen.getByLabelText('Name'), 'Layout Co');
      await user.click(screen.getByLabelText('Industry'));
      await user.click(await screen.findByTitle('Other'));
      expect(await screen.findByLabelText('Other industry')).toBeTruthy();
      await user.type(screen.getByLabelText('Other industry'), 'Shipping');
      await user.click(saveButton());
      await waitFor(() => expect(onSaved).toHaveBeenCalled());
      expect(sentRecord()).toMatchObject({
        name: 'Layout Co',
        industry: 'Other',
        industry_other: 'Shipping',
        recordtype: 'rt1',
      });
    },
  );

  it(
    '[S2-B-019][S2-B-020] in a two-column section a field takes one of two columns (50%); in a one-column section the whole row (100%)',
    SLOW,
    async () => {
      await open({ objectApi: 'Account', mode: 'NEW' });
      const grid = cellOf('phone').parentElement as HTMLElement;
      // jsdom has no layout width: the form's narrowest grid, two columns.
      expect(grid.style.getPropertyValue('--vela-form-columns')).toBe('2');
      expect(cellOf('name').style.gridColumn).toBe('span 1');
      expect(cellOf('phone').style.gridColumn).toBe('span 1');
      expect(cellOf('website').style.gridColumn).toBe('span 2');
    },
  );

  it(
    '[S2-B-015][S2-B-018] Cancel and Save are shown; Cancel closes the form and saves nothing',
    SLOW,
    async () => {
      const { user, onClose, onSaved } = await open({ objectApi: 'Account', mode: 'NEW' });
      await user.type(screen.getByLabelText('Name'), 'Never saved');
      expect(saveButton()).toBeEnabled();
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(onClose).toHaveBeenCalled();
      expect(server.callsTo('objectInfo/save')).toHaveLength(0);
      expect(onSaved).not.toHaveBeenCalled();
    },
  );

  it('[S2-D-003] default data, keyed by field api name, fills those fields', SLOW, async () => {
    await open({
      objectApi: 'Account',
      mode: 'NEW',
      defaultValues: { name: 'Preset Co', website: 'preset.example' },
    });
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Preset Co');
    expect((screen.getByLabelText('Website') as HTMLInputElement).value).toBe('preset.example');
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('');
  });
});

describe('record form: opening (spec 2 §4)', () => {
  it(
    '[S2-B-036] shows no fields and no usable Save until the layout and its record type are known',
    SLOW,
    async () => {
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      answer = async (body) => {
        await gate;
        return layout('Account', (body.operation ?? 'NEW') as OperationType);
      };
      await renderWithApp(
        <RecordFormDialog request={{ objectApi: 'Account', mode: 'NEW' }} onClose={() => undefined} />,
      );
      await waitFor(() => expect(server.callsTo('master/getLayoutDetail')).toHaveLength(1));
      expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
      expect(screen.queryByLabelText('Name')).toBeNull();
      expect(saveButton()).toBeDisabled();
      act(() => release());
      expect(await screen.findByLabelText('Name', {}, SLOW)).toBeTruthy();
      expect(saveButton()).toBeEnabled();
    },
  );

  it(
    '[S2-B-037] without a record type passed in, the form asks for none and saves the default one the server answers',
    SLOW,
    async () => {
      const first = await open({ objectApi: 'Account', mode: 'NEW' });
      expect(loadBody(0)).not.toHaveProperty('recordtype');
      await first.user.type(screen.getByLabelText('Name'), 'Default type');
      await first.user.click(saveButton());
      await waitFor(() => expect(first.onSaved).toHaveBeenCalled());
      expect(sentRecord(0).recordtype).toBe('rt1');
    },
  );

  it('[S2-B-037] a record type passed in is the one loaded and saved', SLOW, async () => {
    answer = () =>
      layout('Account', 'NEW', {
        recordType: 'rt2',
        layoutId: 'lay2',
        recordTypeList: [recordTypeEntry('rt2', 'Partner', 'lay2')],
      });
    const { user, onSaved } = await open({ objectApi: 'Account', mode: 'NEW', recordTypeId: 'rt2' });
    expect(loadBody(0)).toMatchObject({ recordtype: 'rt2' });
    await user.type(screen.getByLabelText('Name'), 'Partner type');
    await user.click(saveButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sentRecord(0).recordtype).toBe('rt2');
  });
});

describe('record form: Save and New (spec 2 §2)', () => {
  it.each<[string, string, OperationType, boolean, boolean]>([
    ['a new account: shown', 'Account', 'NEW', false, true],
    ['a clone: shown', 'Account', 'COPY', false, true],
    ['an edit: hidden', 'Account', 'EDIT', false, false],
    ['a new contact outside the console: shown', 'Contact', 'NEW', false, true],
    ['a new account in the console: shown', 'Account', 'NEW', true, true],
    ['the console new contact (DECISIONS 26): hidden', 'Contact', 'NEW', true, false],
  ])('[S2-B-016] Save and New on %s', SLOW, async (_why, objectApi, mode, inConsole, shown) => {
    await renderWithApp(
      <RecordFormDialog
        request={{ objectApi, mode, ...(mode === 'NEW' ? {} : { recordId: 'REC000000000000001' }) }}
        consoleStyle={inConsole}
        onClose={() => undefined}
        onSaved={() => undefined}
      />,
    );
    await screen.findByLabelText('Name', {}, SLOW);
    expect(screen.getByRole('button', { name: /^(loading )?save$/i })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save and New' }) !== null).toBe(shown);
  });
});

describe('record form: the record-type picker (spec 2 §2)', () => {
  const INTRO = 'The record type decides which fields and choices the form offers.';
  it.each<[string, string[], string | undefined, boolean]>([
    ['more than one record type: the picker opens before the form', ['rt1', 'rt2'], undefined, true],
    ['one record type: no picker', ['rt1'], undefined, false],
    [
      'more than one, but the opener passes the type (the selector hidden): no picker',
      ['rt1', 'rt2'],
      'rt2',
      false,
    ],
  ])('[S2-B-010] %s', SLOW, async (_why, typeIds, passed, shown) => {
    answer = () =>
      layout('Account', 'NEW', {
        recordType: passed ?? 'rt1',
        recordTypeList: typeIds.map((id) =>
          recordTypeEntry(id, id === 'rt1' ? 'Standard' : 'Partner', id === 'rt1' ? 'lay1' : 'lay2'),
        ),
      });
    await open({ objectApi: 'Account', mode: 'NEW', ...(passed ? { recordTypeId: passed } : {}) });
    if (shown) expect(await screen.findByText(INTRO, {}, SLOW)).toBeInTheDocument();
    else expect(screen.queryByText(INTRO)).toBeNull();
  });
});

describe('record form: saving (spec 2 §4, §7)', () => {
  it(
    '[S2-B-091] a failed check opens the list of failing fields and brings the first of them into view',
    SLOW,
    async () => {
      answer = (body) => {
        const form = layout(body.objectApi ?? 'Account', 'NEW');
        const [main, notes] = form.dataList;
        // Website (second section) and Phone (first section) are required and left empty.
        main!.data[0]!.right = wireField('phone', 'S', { fieldLabel: 'Phone', required: true });
        notes!.data[0]!.left = wireField('website', 'S', { fieldLabel: 'Website', required: true });
        return form;
      };
      const scrolled: Element[] = [];
      const scrollSpy = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (
        this: Element,
      ) {
        scrolled.push(this);
      });
      try {
        const { user, onSaved } = await open({ objectApi: 'Account', mode: 'NEW' });
        await user.type(screen.getByLabelText('Name'), 'Checked Co');
        await user.click(saveButton());
        const summary = await screen.findByRole('navigation', { name: 'Check these fields' });
        // The list, in layout order.
        expect(
          within(summary)
            .getAllByRole('button')
            .map((button) => button.textContent)
            .filter((text) => text),
        ).toEqual(['Phone', 'Website']);
        // The first failing field is scrolled to and focused.
        await waitFor(() => expect(scrolled.length).toBeGreaterThan(0));
        const phone = document.getElementById('vela-record-field-phone');
        expect(phone).not.toBeNull();
        expect(scrolled[0]!.contains(phone)).toBe(true);
        expect(scrolled[0]!.contains(document.getElementById('vela-record-field-website'))).toBe(false);
        expect(document.activeElement).toBe(phone);
        expect(server.callsTo('objectInfo/save')).toHaveLength(0);
        expect(onSaved).not.toHaveBeenCalled();
      } finally {
        scrollSpy.mockRestore();
      }
    },
  );

  it('[S2-E-009] a refused layout load shows the server returnInfo, and the form closes', SLOW, async () => {
    server.on('master/getLayoutDetail', () => fail('403', 'This layout belongs to another object'));
    const feedback: FeedbackEvent[] = [];
    const unsubscribe = subscribeFeedback((event) => feedback.push(event));
    try {
      const onClose = vi.fn();
      await renderWithApp(
        <RecordFormDialog
          request={{ objectApi: 'Account', mode: 'NEW' }}
          onClose={onClose}
          onSaved={() => undefined}
        />,
      );
      await waitFor(() => expect(onClose).toHaveBeenCalled(), SLOW);
      expect(feedback).toContainEqual({
        type: 'toast',
        text: { message: 'This layout belongs to another object' },
      });
      expect(server.callsTo('objectInfo/save')).toHaveLength(0);
    } finally {
      unsubscribe();
    }
  });

  it('[S2-B-052] Save saves, then closes the form only: no new form is opened', SLOW, async () => {
    const { user, onSaved, onClose } = await open({ objectApi: 'Account', mode: 'NEW' });
    await user.type(screen.getByLabelText('Name'), 'Closing Co');
    await user.click(saveButton());
    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith({ id: 'REC000000000000009', name: 'Saved name' }),
    );
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(server.callsTo('objectInfo/save')).toHaveLength(1);
    expect(server.callsTo('master/getLayoutDetail')).toHaveLength(1);
  });

  it(
    '[S2-B-092] every call the form makes, opening to saving, is a POST in the shared envelope (head and body)',
    SLOW,
    async () => {
      const { user, onSaved } = await open({
        objectApi: 'Account',
        mode: 'EDIT',
        recordId: 'REC000000000000001',
        recordTypeId: 'rt1',
      });
      await user.type(screen.getByLabelText('Phone'), '6');
      await user.click(saveButton());
      await waitFor(() => expect(onSaved).toHaveBeenCalled());
      const paths = server.calls.map((call) => call.path);
      expect(paths).toEqual(
        expect.arrayContaining(['batch/getRecordType', 'master/getLayoutDetail', 'objectInfo/save']),
      );
      for (const call of server.calls) {
        expect(call.method, call.path).toBe('POST');
        expect(call.body, call.path).toEqual({
          head: expect.objectContaining({ accessToken: 'tok-1' }),
          body: expect.any(Object),
        });
      }
    },
  );
});

describe('record form: use assignment rule (spec 2 §2)', () => {
  it(
    '[S2-B-014] leads and cases show the box; ticked, the save asks the server to run the rules',
    SLOW,
    async () => {
      const { user, onSaved } = await open({ objectApi: 'Lead', mode: 'NEW' });
      const box = screen.getByRole('checkbox', { name: 'Use assignment rule' });
      expect(box).not.toBeChecked();
      await user.type(screen.getByLabelText('Name'), 'Lena');
      await user.click(box);
      await user.click(saveButton());
      await waitFor(() => expect(onSaved).toHaveBeenCalled());
      const sent = envelopePayload<{ useAssignmentRule?: boolean }>(server.callsTo('objectInfo/save')[0]);
      expect(sent.useAssignmentRule).toBe(true);
    },
  );

  it.each<[string, string, boolean]>([
    ['[S2-B-014] a case shows the box', 'velacase', true],
    ['[S2-B-014] an account does not', 'Account', false],
  ])('%s', SLOW, async (_title, objectApi, shown) => {
    const { user, onSaved } = await open({ objectApi, mode: 'NEW' });
    expect(screen.queryByRole('checkbox', { name: 'Use assignment rule' }) !== null).toBe(shown);
    await user.type(screen.getByLabelText('Name'), 'Unticked');
    await user.click(saveButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    // Unticked or absent, the save does not ask for the rules.
    const sent = envelopePayload<{ useAssignmentRule?: boolean }>(server.callsTo('objectInfo/save')[0]);
    expect(sent.useAssignmentRule).toBeUndefined();
  });
});

describe('record form: save failures (spec 2 §8)', () => {
  it.each<[string, string | undefined, string, string[]]>([
    [
      'a refused record with an id',
      '500A00000000000001',
      'Some records could not be saved.',
      ['Record 500A00000000000001: Owner is inactive'],
    ],
    ['a refusal with no record', undefined, 'Owner is inactive', []],
  ])(
    '[S2-E-010][S2-E-011][S2-E-012] %s is shown as a list: c170 over one entry per record (id and message), else the message alone',
    async (_why, recordId, heading, entries) => {
      await renderWithApp(
        <SaveDialogs
          dialog={{ kind: 'failed', message: 'Owner is inactive', ...(recordId ? { recordId } : {}) }}
          onClose={() => undefined}
          onSaveAnyway={() => undefined}
        />,
      );
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText(heading)).toBeTruthy();
      const items = within(dialog)
        .queryAllByRole('listitem')
        .map((item) => item.textContent);
      expect(items).toEqual(entries);
    },
  );
});

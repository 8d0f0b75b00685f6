import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormData, LayoutFieldData, SaveResultItem } from '@vela/core';
import { Modal, message } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetClientScripts } from '../../shell/client-scripts/client-scripts.js';
import { envelopePayload, envelopeRoute } from '../../test-support/envelope-call.js';
import { type FakeServer, installFakeServer, ok } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import { useEditableFields } from '../record-form/index.js';
import {
  EMPTY_CONTAINERS,
  QUIET_SAVE,
  recordTypeEntry,
  wireField,
} from '../record-form/state/form-fixture.test-support.js';
import { ActivityPanel } from './components/ActivityPanel.js';
import { DetailSections } from './components/DetailSections.js';
import { ProcessPath } from './components/ProcessPath.js';
import type { DetailSection, RecordDetail, RelatedList } from './record-detail-api.js';
import { processPath } from './state/layout-fields.js';
import { useRecordDetailActions } from './useRecordDetailActions.js';

// Each test loads a layout and saves through the form's whole flow: on a busy machine that takes a while.
const SLOW = { timeout: 30_000 } as const;
const LOAD = { timeout: 10_000 } as const;
const VERSION = '2026-03-01T09:00:00.000Z';
const THEIRS = '2026-03-01T09:05:00.000Z';
const LOCALE = { language: 'en', timeZone: 'UTC', currencyCode: 'USD' };

function form(objectApi: string, fields: LayoutFieldData[], record: FormData['record']): FormData {
  const rows: FormData['dataList'][number]['data'] = fields.map((field) => ({ left: field, right: {} }));
  return {
    objId: objectApi.toLowerCase(),
    objectApi,
    prefix: '001',
    labelName: objectApi,
    operation: 'EDIT',
    layoutId: 'lay1',
    recordType: 'rt1',
    recordTypeList: [recordTypeEntry('rt1', 'Default', 'lay1')],
    ...EMPTY_CONTAINERS,
    dataList: [{ title: 'Information', colNum: 1, showWhenEdit: true, selectionId: 'sec1', data: rows }],
    controlContainer: [],
    lookupValueExpression: [],
    saveandapproval: 'false',
    actionConditions: [],
    record,
  };
}

const saved = (id: string, name: string): SaveResultItem => ({
  id,
  name,
  isSaveSuccess: true,
  errormessage: '',
  errorField: '',
  validaterule: '',
  duplicatemap: [],
  ...QUIET_SAVE,
});

const refused = (field: string, text: string): SaveResultItem => ({
  ...saved('006A', 'Big deal'),
  isSaveSuccess: false,
  errormessage: text,
  errorField: field,
});

type SaveBody = { objectApi: string; data: string };
const sentRecord = (server: FakeServer, index: number) =>
  JSON.parse(envelopePayload<SaveBody>(server.callsTo('objectInfo/save')[index]).data)[0];

let server: FakeServer;
let forms: Record<string, FormData>;
let answers: SaveResultItem[];

beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
  forgetClientScripts();
  answers = [];
  forms = {};
  server = installFakeServer({
    'script/listClientScript': envelopeRoute(() => ok([])),
    'master/getLayoutDetail': envelopeRoute((body) => {
      const request = body as { objectApi?: string; recordId?: string };
      return ok(forms[request.objectApi ?? ''] ?? forms[request.recordId ?? '']!);
    }),
    'objectInfo/save': envelopeRoute(() => ok([answers.shift() ?? saved('001A', 'Acme')])),
    'objectdetail/getRelatedListRows': envelopeRoute(() =>
      ok({
        objectApi: 'Task',
        fieldApi: 'relateid',
        columns: [],
        dataList: [],
        totalCount: 0,
        hasMore: false,
      }),
    ),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('inline edit on the record page (issue 26 item 9)', () => {
  const accountSections: DetailSection[] = [
    {
      title: 'Account information',
      colNum: 1,
      selectionId: 'sec1',
      data: [
        {
          left: { apiname: 'name', fieldId: 'f1', fieldType: 'S', fieldLabel: 'Account name', value: 'Acme' },
          right: {},
        },
        {
          left: { apiname: 'phone', fieldId: 'f2', fieldType: 'S', fieldLabel: 'Phone', value: '111' },
          right: {},
        },
        {
          left: { apiname: 'rating', fieldId: 'f3', fieldType: 'Z', fieldLabel: 'Rating', value: '5' },
          right: {},
        },
      ],
    },
  ];
  const record = { id: '001A', name: 'Acme', phone: '111', rating: '5', lastmodifydate: VERSION };

  function Page({ onSaved }: { onSaved: () => void }) {
    const editable = useEditableFields({ objectApi: 'Account', recordId: '001A', version: VERSION }, true);
    return (
      <DetailSections
        sections={accountSections}
        record={record}
        locale={LOCALE}
        editing={{ objectApi: 'Account', recordId: '001A', editable, onSaved }}
      />
    );
  }

  beforeEach(() => {
    forms.Account = form(
      'Account',
      [
        // Field security made the name read-only for this user; the rating is a formula.
        wireField('name', 'S', { fieldLabel: 'Account name', edit: false }),
        wireField('phone', 'S', { fieldLabel: 'Phone' }),
        wireField('rating', 'Z', { fieldLabel: 'Rating', edit: false }),
      ],
      record,
    );
  });

  it(
    'shows a pencil only on fields the user may change: none on read-only, formula or secured fields',
    SLOW,
    async () => {
      await renderWithApp(<Page onSaved={vi.fn()} />);
      expect(await screen.findByRole('button', { name: 'Edit Phone' }, LOAD)).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Edit Account name' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Edit Rating' })).toBeNull();
    },
  );

  it('the pencil opens the field; Enter saves only the change with the record version', SLOW, async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    await renderWithApp(<Page onSaved={onSaved} />);
    await user.click(await screen.findByRole('button', { name: 'Edit Phone' }, LOAD));
    const input = (await screen.findByDisplayValue('111', {}, LOAD)) as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(input), LOAD);
    await user.clear(input);
    await user.type(input, '222{Enter}');
    await waitFor(() => expect(onSaved).toHaveBeenCalled(), LOAD);
    expect(sentRecord(server, 0)).toEqual({ id: '001A', lastmodifydate: VERSION, phone: '222' });
    expect(screen.queryByDisplayValue('222')).toBeNull();
  });

  it('Escape cancels without saving; a double click on the value opens it too', SLOW, async () => {
    const user = userEvent.setup();
    await renderWithApp(<Page onSaved={vi.fn()} />);
    await screen.findByRole('button', { name: 'Edit Phone' }, LOAD);
    await user.dblClick(screen.getByText('111'));
    const input = (await screen.findByDisplayValue('111', {}, LOAD)) as HTMLInputElement;
    await user.type(input, '9{Escape}');
    await waitFor(() => expect(screen.queryByDisplayValue('1119')).toBeNull(), LOAD);
    expect(screen.getByText('111')).toBeTruthy();
    expect(server.callsTo('objectInfo/save')).toHaveLength(0);
  });

  it('a stale save shows the conflict dialog', SLOW, async () => {
    const user = userEvent.setup();
    await renderWithApp(<Page onSaved={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Edit Phone' }, LOAD));
    const input = await screen.findByDisplayValue('111', {}, LOAD);
    answers.push({
      ...refused('lastmodifydate', 'This Account was changed by someone else'),
      conflict: {
        lastModifiedDate: THEIRS,
        lastModifiedById: '005ADA',
        lastModifiedByName: 'Ada Admin',
        values: { phone: '333' },
      },
    });
    await user.clear(input);
    await user.type(input, '222{Enter}');
    expect(await screen.findByText('Someone else changed this record', {}, LOAD)).toBeTruthy();
    expect(screen.getByTestId('record-conflict-who').textContent).toContain('Ada Admin');
  });
});

describe('the activity panel composes on the page (issue 26 item 10)', () => {
  const detail: RecordDetail = {
    data: { id: '001A', name: 'Acme', lastmodifydate: VERSION },
    objectApi: 'account',
    objId: 'account',
    prefix: '001',
    labelName: 'Account',
    recordTypeName: '',
    layoutId: 'lay1',
    dataList: [],
    permission: {
      isQuery: true,
      isEdit: true,
      isDelete: true,
      isCreate: true,
      isShare: true,
      isTransfer: true,
      isApprove: false,
    },
  };
  const taskList: RelatedList = {
    objId: 'task',
    objectApi: 'Task',
    prefix: '00T',
    labelName: 'Tasks',
    fieldApi: 'relateid',
    fieldLabel: 'Related to',
    totalCount: 1,
    dataList: [],
  };
  const options = (...values: string[]) => values.map((v) => ({ key: v, val: v, isdefault: false }));

  function Panel() {
    const [modal] = Modal.useModal();
    const [messages] = message.useMessage();
    const actions = useRecordDetailActions(detail, [taskList], {
      modal,
      message: messages,
      refresh: async () => undefined,
    });
    return (
      <ActivityPanel recordId="001A" lists={[taskList]} canAdd locale={LOCALE} onNew={actions.newActivity} />
    );
  }

  beforeEach(() => {
    forms.Task = {
      ...form(
        'Task',
        [
          wireField('subject', 'S', { fieldLabel: 'Subject', required: true, requiredCopy: true }),
          wireField('tasktype', 'L', { fieldLabel: 'Task type', data: options('task', 'logcall') }),
          wireField('status', 'L', {
            fieldLabel: 'Status',
            data: options('Not started', 'Completed'),
          }),
          wireField('duedate', 'D', { fieldLabel: 'Due date' }),
          wireField('relateid', 'Y', { fieldLabel: 'Related to', lookupObj: 'account' }),
          wireField('description', 'X', { fieldLabel: 'Comments' }),
        ],
        {},
      ),
      operation: 'NEW',
    };
  });

  it(
    'Log a call saves a completed call task related to the record and stays on the page (tasktype logcall, one of the fields spec 2 §3 names)',
    SLOW,
    async () => {
      const user = userEvent.setup();
      answers.push(saved('00T1', 'Call'));
      await renderWithApp(<Panel />);
      await waitFor(() => expect(server.callsTo('objectdetail/getRelatedListRows')).toHaveLength(1), LOAD);
      await user.click(screen.getByRole('button', { name: /Log a call/ }));
      const composer = await screen.findByRole('region', { name: 'Log a call' }, LOAD);
      expect(await within(composer).findByDisplayValue('Call', {}, LOAD)).toBeTruthy();
      await user.type(within(composer).getByLabelText('Comments'), 'Talked about renewal');
      await user.click(within(composer).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('region', { name: 'Log a call' })).toBeNull(), LOAD);
      expect(sentRecord(server, 0)).toMatchObject({
        subject: 'Call',
        tasktype: 'logcall',
        status: 'Completed',
        relateid: '001A',
        description: 'Talked about renewal',
      });
      expect(sentRecord(server, 0).duedate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // The timeline reads its rows again: the call shows without leaving the record.
      await waitFor(() => expect(server.callsTo('objectdetail/getRelatedListRows')).toHaveLength(2), LOAD);
    },
  );

  it('Cancel closes the composer without saving', SLOW, async () => {
    const user = userEvent.setup();
    await renderWithApp(<Panel />);
    await user.click(screen.getByRole('button', { name: /New task/ }));
    const composer = await screen.findByRole('region', { name: 'New task' });
    await within(composer).findByLabelText(/Subject/, {}, LOAD);
    await user.click(within(composer).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'New task' })).toBeNull();
    expect(server.callsTo('objectInfo/save')).toHaveLength(0);
  });
});

describe('the stage path moves the record (issue 26 item 11)', () => {
  const stages = ['Prospecting', 'Qualification', 'Proposal', 'Closed lost'];
  const stageField = {
    apiname: 'stage',
    fieldId: 'f-stage',
    fieldType: 'L',
    fieldLabel: 'Stage',
    value: 'Qualification',
    data: stages.map((stage) => ({ key: stage, val: stage })),
  };
  const path = processPath('Opportunity', [
    { title: 'Deal', colNum: 1, selectionId: 's1', data: [{ left: stageField, right: {} }] },
  ])!;

  beforeEach(() => {
    forms.Opportunity = form(
      'Opportunity',
      [
        wireField('name', 'S', { fieldLabel: 'Opportunity name' }),
        wireField('stage', 'L', {
          fieldLabel: 'Stage',
          data: stages.map((stage) => ({ key: stage, val: stage, isdefault: false })),
        }),
        wireField('loss_reason', 'X', { fieldLabel: 'Loss reason' }),
      ],
      { id: '006A', name: 'Big deal', stage: 'Qualification', loss_reason: '', lastmodifydate: VERSION },
    );
  });

  const renderPath = (onSaved = vi.fn()) =>
    renderWithApp(
      <ProcessPath path={path} marking={{ objectApi: 'Opportunity', recordId: '006A', onSaved }} />,
    );

  it('on the current stage the button marks it complete, moving to the next stage', SLOW, async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    answers.push(saved('006A', 'Big deal'));
    await renderPath(onSaved);
    await user.click(screen.getByRole('button', { name: 'Mark stage as complete' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled(), LOAD);
    expect(sentRecord(server, 0)).toEqual({ id: '006A', lastmodifydate: VERSION, stage: 'Proposal' });
  });

  it('clicking another stage selects it and offers "Mark as current stage"', SLOW, async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    await renderPath(onSaved);
    await user.click(screen.getByRole('button', { name: /^Prospecting/ }));
    expect(screen.getByRole('button', { name: /^Prospecting/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Mark stage as complete' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Mark as current stage' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled(), LOAD);
    expect(sentRecord(server, 0)).toEqual({ id: '006A', lastmodifydate: VERSION, stage: 'Prospecting' });
  });

  it(
    'a stage whose rule wants a field asks for it in a dialog before saving (S2-V-023, S2-E-015)',
    SLOW,
    async () => {
      const user = userEvent.setup();
      const onSaved = vi.fn();
      answers.push(refused('loss_reason', 'Give the reason the opportunity was lost'));
      answers.push(saved('006A', 'Big deal'));
      await renderPath(onSaved);
      await user.click(screen.getByRole('button', { name: 'Closed lost' }));
      await user.click(screen.getByRole('button', { name: 'Mark as current stage' }));
      const title = await screen.findByText('Before moving to Closed lost', {}, LOAD);
      const dialog = title.closest<HTMLElement>('[role="dialog"]')!;
      expect(within(dialog).getByText('Give the reason the opportunity was lost')).toBeTruthy();
      await user.type(within(dialog).getByLabelText('Loss reason'), 'Budget cut');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onSaved).toHaveBeenCalled(), LOAD);
      expect(sentRecord(server, 1)).toEqual({
        id: '006A',
        lastmodifydate: VERSION,
        stage: 'Closed lost',
        loss_reason: 'Budget cut',
      });
    },
  );
  it(
    'a field a layout rule requires for the stage is asked for before any save is sent (S2-B-062)',
    SLOW,
    async () => {
      const user = userEvent.setup();
      const onSaved = vi.fn();
      forms.Opportunity = {
        ...forms.Opportunity!,
        actionConditions: [
          {
            id: 'r1',
            watchFields: ['stage'],
            conditions: [{ id: 1, fieldApi: 'stage', operator: 'e', value: 'Closed lost' }],
            actions: { required: ['loss_reason'], readonly: [], showFields: [], showSections: [] },
          },
        ],
      };
      await renderPath(onSaved);
      await user.click(screen.getByRole('button', { name: 'Closed lost' }));
      await user.click(screen.getByRole('button', { name: 'Mark as current stage' }));
      const title = await screen.findByText('Before moving to Closed lost', {}, LOAD);
      const dialog = title.closest<HTMLElement>('[role="dialog"]')!;
      expect(server.callsTo('objectInfo/save')).toHaveLength(0);
      // Cancel leaves the record where it was.
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByText('Before moving to Closed lost')).toBeNull(), LOAD);
      expect(server.callsTo('objectInfo/save')).toHaveLength(0);
      expect(onSaved).not.toHaveBeenCalled();
    },
  );
});

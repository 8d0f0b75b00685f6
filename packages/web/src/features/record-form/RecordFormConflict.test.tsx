import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EVENT_CONFLICT_PAGE_SIZE, type FormData, type SaveResultItem } from '@vela/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetClientScripts } from '../../shell/client-scripts/client-scripts.js';
import { envelopePayload, envelopeRoute } from '../../test-support/envelope-call.js';
import { type FakeServer, installFakeServer, ok } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import { SLOW } from '../../test-support/render-app.js';
import { RecordFormDialog } from './RecordFormDialog.js';
import {
  EMPTY_CONTAINERS,
  QUIET_SAVE,
  recordTypeEntry,
  wireField,
} from './state/form-fixture.test-support.js';

const LOADED = '2026-03-01T09:00:00.000Z';
const THEIRS = '2026-03-01T09:05:00.000Z';

function accountForm(record: FormData['record']): FormData {
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
        colNum: 2,
        showWhenEdit: true,
        selectionId: 'sec1',
        data: [
          {
            left: wireField('name', 'S', { fieldLabel: 'Account name', required: true, requiredCopy: true }),
            right: wireField('phone', 'S', { fieldLabel: 'Phone' }),
          },
          { left: wireField('website', 'S', { fieldLabel: 'Website' }), right: {} },
        ],
      },
    ],
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

const stale = (values: Record<string, string>): SaveResultItem => ({
  ...saved('001A', 'Acme'),
  isSaveSuccess: false,
  errormessage: 'This Account was changed by someone else',
  errorField: 'lastmodifydate',
  messageKey: 'recordForm.conflict.refused',
  messageParams: { name: 'Ada Admin' },
  conflict: {
    lastModifiedDate: THEIRS,
    lastModifiedById: '005ADA',
    lastModifiedByName: 'Ada Admin',
    values,
  },
});

type SavePayload = { objectApi: string; data: string };
const sentRecord = (server: FakeServer, index: number) =>
  JSON.parse(envelopePayload<SavePayload>(server.callsTo('objectInfo/save')[index]).data)[0];

let server: FakeServer;
let answers: Array<SaveResultItem | Promise<SaveResultItem>>;
let record: FormData['record'];

beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
  forgetClientScripts();
  record = { id: '001A', name: 'Acme', phone: '111', website: '', lastmodifydate: LOADED, ownerid: 'u1' };
  answers = [];
  server = installFakeServer({
    'script/listClientScript': envelopeRoute(() => ok([])),
    'master/getLayoutDetail': envelopeRoute(() => ok(accountForm(record))),
    'objectInfo/save': envelopeRoute(async () => ok([await (answers.shift() ?? saved('001A', 'Acme'))])),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});

async function openForm(onSaved = vi.fn()) {
  await renderWithApp(
    <RecordFormDialog
      request={{ objectApi: 'Account', mode: 'EDIT', recordId: '001A' }}
      onClose={() => undefined}
      onSaved={onSaved}
    />,
  );
  const phone = (await screen.findByDisplayValue('111')) as HTMLInputElement;
  return { phone, name: screen.getByDisplayValue('Acme') as HTMLInputElement, onSaved };
}

/** The conflict dialog (antd names every dialog after the first title in jsdom, so it is found by its own). */
async function conflictDialog(): Promise<HTMLElement> {
  const title = await screen.findByText('Someone else changed this record');
  const dialog = title.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error('the conflict title is not in a dialog');
  return dialog;
}

const saveButton = () => screen.getByRole('button', { name: /^(loading )?save$/i });

describe('record form: a stale save (issue 16 item 3)', () => {
  it(
    'sends the version it loaded and only the changed fields; the conflict dialog shows who and, field by field, theirs and mine',
    SLOW,
    async () => {
      const user = userEvent.setup();
      const { phone, name, onSaved } = await openForm();
      await user.clear(phone);
      await user.type(phone, '222');
      await user.clear(name);
      await user.type(name, 'Acme Mine');
      // Ada changed the phone meanwhile; the name is still what this form loaded.
      answers.push(stale({ phone: '333', name: 'Acme' }));
      await user.click(saveButton());

      const dialog = await conflictDialog();
      expect(sentRecord(server, 0)).toEqual({
        id: '001A',
        lastmodifydate: LOADED,
        name: 'Acme Mine',
        phone: '222',
      });
      expect(within(dialog).getByTestId('record-conflict-who').textContent).toContain('Ada Admin');
      const phoneRow = within(dialog).getByRole('row', { name: /Phone/ });
      expect(within(phoneRow).getByText('333')).toBeTruthy();
      expect(within(phoneRow).getByText('222')).toBeTruthy();
      expect(within(phoneRow).getByText('Changed by them')).toBeTruthy();
      // Ada changed the phone too: it is hers unless ticked; the name she left alone is kept mine.
      const keepPhone = within(dialog).getByRole('checkbox', { name: 'Keep your value of Phone' });
      const keepName = within(dialog).getByRole('checkbox', { name: 'Keep your value of Account name' });
      expect((keepPhone as HTMLInputElement).checked).toBe(false);
      expect((keepName as HTMLInputElement).checked).toBe(true);

      answers.push(saved('001A', 'Acme Mine'));
      await user.click(within(dialog).getByRole('button', { name: 'Save my ticked values' }));
      await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: '001A', name: 'Acme Mine' }));
      // Saved again over Ada's version with just the field kept: her phone stays.
      expect(sentRecord(server, 1)).toEqual({ id: '001A', lastmodifydate: THEIRS, name: 'Acme Mine' });
    },
  );

  it('overwrites a field the other person changed when it is ticked', SLOW, async () => {
    const user = userEvent.setup();
    const { phone } = await openForm();
    await user.clear(phone);
    await user.type(phone, '222');
    answers.push(stale({ phone: '333' }));
    await user.click(saveButton());
    const dialog = await conflictDialog();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Keep your value of Phone' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save my ticked values' }));
    await waitFor(() => expect(server.callsTo('objectInfo/save')).toHaveLength(2));
    expect(sentRecord(server, 1)).toEqual({ id: '001A', lastmodifydate: THEIRS, phone: '222' });
  });

  it('Reload takes theirs: the form loads the record again and the changes are dropped', SLOW, async () => {
    const user = userEvent.setup();
    const { phone } = await openForm();
    await user.clear(phone);
    await user.type(phone, '222');
    answers.push(stale({ phone: '333' }));
    await user.click(saveButton());
    const dialog = await conflictDialog();
    record = { ...record, phone: '333', lastmodifydate: THEIRS };
    await user.click(within(dialog).getByRole('button', { name: 'Reload (take theirs)' }));
    expect(await screen.findByDisplayValue('333')).toBeTruthy();
    expect(server.callsTo('master/getLayoutDetail')).toHaveLength(2);
    expect(screen.queryByDisplayValue('222')).toBeNull();
    // The next save goes over the version just loaded.
    const fresh = document.getElementById('vela-record-field-phone') as HTMLInputElement;
    await user.clear(fresh);
    await user.type(fresh, '444');
    await user.click(saveButton());
    await waitFor(() => expect(server.callsTo('objectInfo/save')).toHaveLength(2));
    expect(sentRecord(server, 1)).toEqual({ id: '001A', lastmodifydate: THEIRS, phone: '444' });
  });
});

describe('record form: the Save button while a save runs and after it answers (issue 26 item 20)', () => {
  it(
    '[S2-B-043][S2-B-044][S2-B-045][S2-E-015] Save shows loading and Cancel is disabled while saving; a click after a quick refusal always saves',
    SLOW,
    async () => {
      // The clock stands still: every click falls within the 300 ms of the one before.
      vi.useFakeTimers({ toFake: ['Date'] });
      // jsdom has no layout: the form scrolls a refused field into view.
      Element.prototype.scrollIntoView = vi.fn();
      const user = userEvent.setup();
      const { phone } = await openForm();
      await user.clear(phone);
      await user.type(phone, '222');
      let answer: (item: SaveResultItem) => void = () => undefined;
      answers.push(new Promise((resolve) => (answer = resolve)));
      await user.click(saveButton());
      await waitFor(() => expect(server.callsTo('objectInfo/save')).toHaveLength(1));
      expect(saveButton().className).toContain('ant-btn-loading');
      expect((screen.getByRole('button', { name: /cancel/i }) as HTMLButtonElement).disabled).toBe(true);
      // A second click while the first save runs saves nothing more.
      await user.click(saveButton());
      await act(async () =>
        answer({
          ...saved('001A', 'Acme'),
          isSaveSuccess: false,
          errormessage: 'A validation rule refused it',
          errorField: 'phone',
        }),
      );
      await waitFor(() => expect(saveButton().className).not.toContain('ant-btn-loading'));
      expect((screen.getByRole('button', { name: /cancel/i }) as HTMLButtonElement).disabled).toBe(false);
      expect(server.callsTo('objectInfo/save')).toHaveLength(1);
      // The rule's errorField is marked on the form at that field, with the rule's message.
      const marked = document.querySelector('[data-form-field="phone"]');
      expect(marked?.className).toContain('vela-record-form__field--invalid');
      expect(marked).toHaveTextContent('A validation rule refused it');

      // The save has answered: the person corrects the field, and the next click saves, however soon.
      await user.type(phone, '3');
      await user.click(saveButton());
      await waitFor(() => expect(server.callsTo('objectInfo/save')).toHaveLength(2));
    },
  );
});

describe('record form: a save whose answer was lost (issue 16 item 11)', () => {
  it('is sent again with the same request id, so the server answers the first try', SLOW, async () => {
    const user = userEvent.setup();
    const { phone, onSaved } = await openForm();
    await user.clear(phone);
    await user.type(phone, '222');
    let tries = 0;
    server.on('objectInfo/save', (call) => {
      tries += 1;
      // The first try reaches the server, but its answer never comes back.
      if (tries === 1) throw new TypeError('Failed to fetch');
      return envelopeRoute(() => ok([saved('001A', 'Acme')]))(call);
    });
    await user.click(saveButton());
    await waitFor(() => expect(saveButton().className).not.toContain('ant-btn-loading'));
    expect(onSaved).not.toHaveBeenCalled();
    await user.click(saveButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [first, second] = server.callsTo('objectInfo/save');
    expect(second?.headers['X-Request-Id']).toBe(first?.headers['X-Request-Id']);

    // A new save (another change) is a new request.
    await user.type(phone, '3');
    await user.click(saveButton());
    await waitFor(() => expect(server.callsTo('objectInfo/save')).toHaveLength(3));
    expect(server.callsTo('objectInfo/save')[2]?.headers['X-Request-Id']).not.toBe(
      first?.headers['X-Request-Id'],
    );
  });
});

function eventForm(): FormData {
  return {
    ...accountForm({}),
    objId: 'event',
    objectApi: 'Event',
    prefix: '00U',
    labelName: 'Event',
    dataList: [
      {
        title: 'Event',
        colNum: 2,
        showWhenEdit: true,
        selectionId: 'sec1',
        data: [
          { left: wireField('subject', 'S', { fieldLabel: 'Subject' }), right: {} },
          {
            left: wireField('begintime', 'F', { fieldLabel: 'Start' }),
            right: wireField('endtime', 'F', { fieldLabel: 'End' }),
          },
        ],
      },
    ],
    record: {
      id: '00UA',
      subject: 'Call',
      begintime: '2026-03-02 10:00:00',
      endtime: '2026-03-02 11:00:00',
      lastmodifydate: LOADED,
    },
  };
}

describe('record form: an event edit sends only what changed, its overlap check the whole event', () => {
  it('[S2-B-049] checks the overlap with the times though only the subject changed', SLOW, async () => {
    server.on(
      'master/getLayoutDetail',
      envelopeRoute(() => ok(eventForm())),
    );
    server.on(
      'objectInfo/checkEventConflict',
      envelopeRoute(() => ok({ code: '200', data: [], totalCount: 0 })),
    );
    const onSaved = vi.fn();
    await renderWithApp(
      <RecordFormDialog
        request={{ objectApi: 'Event', mode: 'EDIT', recordId: '00UA' }}
        onClose={() => undefined}
        onSaved={onSaved}
      />,
    );
    const user = userEvent.setup();
    const subject = await screen.findByDisplayValue('Call');
    await user.type(subject, ' back');
    await user.click(saveButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const checked = JSON.parse(
      envelopePayload<SavePayload>(server.callsTo('objectInfo/checkEventConflict')[0]).data,
    )[0];
    expect(checked).toMatchObject({ id: '00UA', subject: 'Call back', begintime: '2026-03-02 10:00:00' });
    expect(sentRecord(server, 0)).toEqual({ id: '00UA', lastmodifydate: LOADED, subject: 'Call back' });
  });
});

describe('record form: the overlapping-events dialog', () => {
  it(
    '[S2-B-028] [S2-K-011] [S2-K-012] [S2-D-027] lists 10 events a page with 5 page buttons, and turns pages by pagesize',
    SLOW,
    async () => {
      const overlapping = (page: number) =>
        Array.from({ length: EVENT_CONFLICT_PAGE_SIZE }, (_, index) => ({
          id: `00U${page}-${index}`,
          subject: `Busy ${page}.${index}`,
          begintime: '2026-03-02 10:00:00',
          endtime: '2026-03-02 11:00:00',
        }));
      server.on(
        'master/getLayoutDetail',
        envelopeRoute(() => ok(eventForm())),
      );
      server.on(
        'objectInfo/checkEventConflict',
        envelopeRoute((payload) => {
          const { page } = payload as { page: number };
          return ok({ code: '400', data: overlapping(page), totalCount: 95 });
        }),
      );
      await renderWithApp(
        <RecordFormDialog
          request={{ objectApi: 'Event', mode: 'EDIT', recordId: '00UA' }}
          onClose={() => undefined}
          onSaved={() => undefined}
        />,
      );
      const user = userEvent.setup();
      await user.type(await screen.findByDisplayValue('Call'), ' back');
      await user.click(saveButton());
      // antd gives every modal title the id "test-id" under test, so the dialog is found by its title text.
      const title = await screen.findByText(/overlaps other events/i, {}, { timeout: 10_000 });
      const dialog = title.closest<HTMLElement>('[role="dialog"]');
      if (!dialog) throw new Error('the overlap title is not inside a dialog');
      expect(within(dialog).getAllByRole('row')).toHaveLength(1 + EVENT_CONFLICT_PAGE_SIZE);
      for (const column of ['Start', 'End', 'Subject'])
        within(dialog).getByRole('columnheader', { name: column });
      const pager = within(dialog).getByRole('navigation');
      const numbers = () =>
        within(pager)
          .getAllByRole('button', { name: /^Page \d+$/ })
          .map((button) => button.textContent);
      expect(numbers()).toEqual(['1', '2', '3', '4', '5']);
      await user.click(within(pager).getByRole('button', { name: 'Page 4' }));
      await within(dialog).findByText('Busy 4.0');
      expect(numbers()).toEqual(['2', '3', '4', '5', '6']);
      const turned = envelopePayload<{ page: number; pagesize: number }>(
        server.callsTo('objectInfo/checkEventConflict').at(-1),
      );
      expect(turned).toMatchObject({ page: 4, pagesize: 10 });
      await user.click(within(pager).getByRole('button', { name: 'Next page' }));
      await within(dialog).findByText('Busy 5.0');
    },
  );
});

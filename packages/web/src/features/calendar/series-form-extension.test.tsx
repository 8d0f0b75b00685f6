import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormData, SaveResultItem } from '@vela/core';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetClientScripts } from '../../shell/client-scripts/client-scripts.js';
import { envelopePayload, envelopeRoute } from '../../test-support/envelope-call.js';
import { type FakeServer, installFakeServer, ok } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import { SLOW } from '../../test-support/render-app.js';
import { loadFormExtensions } from '../record-form/extensions/form-extensions.js';
import { RecordFormDialog } from '../record-form/RecordFormDialog.js';
import {
  EMPTY_CONTAINERS,
  QUIET_SAVE,
  recordTypeEntry,
  wireField,
} from '../record-form/state/form-fixture.test-support.js';
import './register-form-extensions.js';

const LOADED = '2026-03-01T09:00:00.000Z';

const eventForm: FormData = {
  objId: 'event',
  objectApi: 'Event',
  prefix: '00U',
  labelName: 'Event',
  operation: 'EDIT',
  layoutId: 'lay1',
  recordType: 'rt1',
  recordTypeList: [recordTypeEntry('rt1', 'Default', 'lay1')],
  ...EMPTY_CONTAINERS,
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
  controlContainer: [],
  lookupValueExpression: [],
  saveandapproval: 'false',
  actionConditions: [],
  record: {
    id: '00UA',
    subject: 'Standup',
    begintime: '2026-03-02 10:00:00',
    endtime: '2026-03-02 10:30:00',
    lastmodifydate: LOADED,
  },
};

const saved = (id: string): SaveResultItem => ({
  id,
  name: 'Standup moved',
  isSaveSuccess: true,
  errormessage: '',
  errorField: '',
  validaterule: '',
  duplicatemap: [],
  ...QUIET_SAVE,
});
const calendarSaved = {
  isSaveSuccess: true,
  id: '00UB',
  name: 'Standup moved',
  errormessage: '',
  errorField: '',
};

let server: FakeServer;
beforeAll(() => loadFormExtensions());
beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
  forgetClientScripts();
  server = installFakeServer({
    'script/listClientScript': envelopeRoute(() => ok([])),
    'master/getLayoutDetail': envelopeRoute(() => ok(eventForm)),
    'objectInfo/checkEventConflict': envelopeRoute(() => ok({ code: '200', data: [], totalCount: 0 })),
    'objectInfo/save': envelopeRoute(() => ok([saved('00UA')])),
    'calendar/getSeries': envelopeRoute(() =>
      ok({
        series: {
          rule: { freq: 'DAILY', interval: 1, byWeekday: [], count: 5, until: null },
          timeZone: 'UTC',
          occurrences: 5,
        },
      }),
    ),
    'calendar/moveOccurrence': envelopeRoute(() => ok(calendarSaved)),
    'calendar/moveFollowing': envelopeRoute(() => ok(calendarSaved)),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** Opens the series' record form, changes the subject, saves and answers the question with `choice`. */
async function editAndSave(choice: RegExp) {
  const onSaved = vi.fn();
  await renderWithApp(
    <RecordFormDialog
      request={{ objectApi: 'Event', mode: 'EDIT', recordId: '00UA' }}
      onClose={() => undefined}
      onSaved={onSaved}
    />,
  );
  await waitFor(() => expect(server.callsTo('calendar/getSeries')).toHaveLength(1));
  const user = userEvent.setup();
  await user.type(await screen.findByDisplayValue('Standup'), ' moved');
  await user.click(screen.getByRole('button', { name: /^save$/i }));
  // antd names every dialog by the same id in tests: the question is found by its title.
  const title = await screen.findByText('Change a repeating event');
  const question = title.closest<HTMLElement>('[role="dialog"]')!;
  expect(within(question).getAllByRole('radio')).toHaveLength(3);
  await user.click(within(question).getByRole('radio', { name: choice }));
  await user.click(within(question).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  return onSaved;
}

describe('the record form of a repeating event (issue 22)', () => {
  it(
    '[S1-R-113] asks which events; "only this" cuts the first occurrence out with the change',
    SLOW,
    async () => {
      const onSaved = await editAndSave(/only this occurrence/i);
      expect(onSaved).toHaveBeenCalledWith({ id: '00UB', name: 'Standup moved' });
      expect(server.callsTo('objectInfo/save')).toHaveLength(0);
      expect(envelopePayload(server.callsTo('calendar/moveOccurrence')[0])).toEqual({
        eventId: '00UA',
        index: 0,
        begintime: '2026-03-02 10:00:00',
        endtime: '2026-03-02 10:30:00',
        values: { id: '00UA', lastmodifydate: LOADED, subject: 'Standup moved' },
      });
    },
  );

  it('[S1-R-113] "this and following" cuts the series at the first event', SLOW, async () => {
    await editAndSave(/this and following/i);
    expect(server.callsTo('calendar/moveFollowing')).toHaveLength(1);
    expect(server.callsTo('objectInfo/save')).toHaveLength(0);
  });

  it('[S1-R-113] "all events" is the form\'s own save of the series record', SLOW, async () => {
    await editAndSave(/the whole series/i);
    expect(server.callsTo('objectInfo/save')).toHaveLength(1);
    expect(server.callsTo('calendar/moveOccurrence')).toHaveLength(0);
  });
});

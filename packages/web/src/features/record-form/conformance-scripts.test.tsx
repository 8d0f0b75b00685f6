import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormData, SaveResultItem } from '@vela/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FeedbackEvent, subscribeFeedback } from '../../api/user-feedback.js';
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

/**
 * Spec 2 §4 "Saving", §6, §8 and DECISIONS 21: the organisation's beforeSave
 * scripts (listClientScript) run in the QuickJS sandbox before the form saves,
 * and may stop the save or change what is saved.
 */
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

type Listed = {
  id: string;
  name: string;
  phase: string;
  objectApi?: string;
  scriptContent: string;
  order?: number;
};
let scripts: Listed[];
let server: FakeServer;
let feedback: FeedbackEvent[];
let unsubscribe: () => void;

beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
  forgetClientScripts();
  scripts = [];
  feedback = [];
  unsubscribe = subscribeFeedback((event) => feedback.push(event));
  server = installFakeServer({
    'script/listClientScript': envelopeRoute(() => ok(scripts)),
    'master/getLayoutDetail': envelopeRoute(() => ok(leadForm)),
    'objectInfo/save': envelopeRoute(() => ok([saved])),
  });
});

afterEach(() => {
  unsubscribe();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const toastTexts = () =>
  feedback.flatMap((event) =>
    event.type === 'toast' && 'message' in event.text ? [event.text.message] : [],
  );

async function fillAndSave() {
  const user = userEvent.setup();
  const onSaved = vi.fn();
  await renderWithApp(
    <RecordFormDialog
      request={{ objectApi: 'Lead', mode: 'NEW' }}
      onClose={() => undefined}
      onSaved={onSaved}
    />,
  );
  const name = (await screen.findByLabelText('Name', {}, SLOW)) as HTMLInputElement;
  await user.type(name, 'Ada');
  await user.type(screen.getByLabelText('Company') as HTMLInputElement, 'Acme');
  await user.click(screen.getByRole('button', { name: /^(loading )?save$/i }));
  return onSaved;
}

const sentRecord = () =>
  JSON.parse(envelopePayload<{ data: string }>(server.callsTo('objectInfo/save')[0]).data)[0];

describe('record form: client scripts before save (spec 2 §4)', () => {
  it(
    '[S2-B-046][S2-P-005] the admin-defined beforeSave scripts of the object run, in their order, before the save is sent',
    SLOW,
    async () => {
      scripts = [
        // Order 20 runs second: it sees what order 10 wrote.
        {
          id: 's2',
          name: 'second',
          phase: 'beforeSave',
          scriptContent: 'context.record.description = context.record.description + "+2"; return true;',
          objectApi: 'Lead',
        },
        {
          id: 's1',
          name: 'first',
          phase: 'beforeSave',
          scriptContent: 'context.record.description = "1"; return true;',
          objectApi: 'Lead',
        },
        // Another object's script and another phase's script do not run here.
        {
          id: 'other',
          name: 'other object',
          phase: 'beforeSave',
          objectApi: 'Account',
          scriptContent: 'context.record.description = "account"; return true;',
        },
        {
          id: 'after',
          name: 'after save',
          phase: 'onSave',
          objectApi: 'Lead',
          scriptContent: 'return true;',
        },
      ].map((script, index) => ({ ...script, order: [20, 10, 0, 0][index] }));
      const onSaved = await fillAndSave();
      await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: '00QNEW', name: 'Ada' }));
      expect(sentRecord().description).toBe('1+2');
      expect(server.callsTo('script/listClientScript').length).toBeGreaterThan(0);
    },
  );

  it(
    '[S1-B-082] the scripts are fetched once: the beforeSave and onSave phases of a save share one load',
    SLOW,
    async () => {
      scripts = [
        {
          id: 'before',
          name: 'before save',
          phase: 'beforeSave',
          objectApi: 'Lead',
          scriptContent: 'context.record.description = "checked"; return true;',
          order: 1,
        },
        {
          id: 'after',
          name: 'after save',
          phase: 'onSave',
          objectApi: 'Lead',
          // A failure is the visible proof that the onSave phase ran.
          scriptContent: 'throw new Error("after save ran");',
          order: 1,
        },
      ];
      const onSaved = await fillAndSave();
      await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: '00QNEW', name: 'Ada' }));
      expect(sentRecord().description).toBe('checked');
      await waitFor(() => expect(toastTexts().join(' ')).toContain('after save ran'));
      // Both phases ran, from one fetched list.
      expect(server.callsTo('script/listClientScript')).toHaveLength(1);
    },
  );

  it(
    '[S2-B-047] a beforeSave script returning false cancels the save and its message is shown',
    SLOW,
    async () => {
      scripts = [
        {
          id: 'block',
          name: 'block BLOCKED',
          phase: 'beforeSave',
          objectApi: 'Lead',
          scriptContent:
            'if (context.record.company === "Acme") { context.message = "Acme leads are not taken"; return false; } return true;',
          order: 1,
        },
        // The stop rule: after a false, the phase's later scripts do not run.
        {
          id: 'later',
          name: 'later check',
          phase: 'beforeSave',
          objectApi: 'Lead',
          scriptContent: 'context.message = "the later script ran"; return false;',
          order: 2,
        },
      ];
      const onSaved = await fillAndSave();
      await waitFor(() => expect(toastTexts()).toContain('Acme leads are not taken'));
      expect(toastTexts()).not.toContain('the later script ran');
      expect(server.callsTo('objectInfo/save')).toHaveLength(0);
      expect(onSaved).not.toHaveBeenCalled();
      // The form stays open with what was typed, to be corrected.
      expect(screen.getByDisplayValue('Acme')).toBeTruthy();
    },
  );

  it('[S2-B-048] a beforeSave script changes the data that is saved', SLOW, async () => {
    scripts = [
      {
        id: 'upper',
        name: 'upper-case company',
        phase: 'beforeSave',
        scriptContent: 'context.record.company = context.record.company.toUpperCase(); return true;',
      },
    ];
    const onSaved = await fillAndSave();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sentRecord()).toMatchObject({ name: 'Ada', company: 'ACME' });
  });

  it('[S2-E-018] a beforeSave script that fails shows its error, naming the script', SLOW, async () => {
    scripts = [
      {
        id: 'broken',
        name: 'Broken check',
        phase: 'beforeSave',
        scriptContent: 'throw new Error("no region configured");',
      },
    ];
    await fillAndSave();
    await waitFor(() =>
      expect(toastTexts()).toContainEqual(expect.stringMatching(/^Broken check: .*no region configured/)),
    );
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormData, LayoutFieldData, SaveResultItem } from '@vela/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeRoute } from '../../test-support/envelope-call.js';
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
import { buildFormModel } from './state/form-model.js';
import { interpretSaveResult } from './state/save-outcome.js';

/** Spec 2 §8, DECISIONS 4: the server refuses a field api name it does not know with c2420. */
const C2420 = 'Fill in the required lookup fields.';

const refused: SaveResultItem = {
  id: '',
  name: '',
  isSaveSuccess: false,
  errormessage: 'Lead has no field "legacy_source"',
  errorField: 'legacy_source',
  validaterule: '',
  duplicatemap: [],
  messageKey: 'c2420',
  ...QUIET_SAVE,
};

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
          right: wireField('campaignid', 'Y', { fieldLabel: 'Campaign' }),
        },
        {
          left: wireField('partnerid', 'Y', { fieldLabel: 'Partner account' }),
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

/** The lead form with the partner (and the campaign) lookup changed. */
function withPartner(partner: Partial<LayoutFieldData>, campaign: Partial<LayoutFieldData> = {}): FormData {
  const [section] = leadForm.dataList;
  return {
    ...leadForm,
    dataList: [
      {
        ...section!,
        data: [
          {
            left: wireField('name', 'S', { fieldLabel: 'Name' }),
            right: wireField('campaignid', 'Y', campaign),
          },
          { left: wireField('partnerid', 'Y', partner), right: wireField('company', 'S') },
        ],
      },
    ],
  };
}

let server: FakeServer;

beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
  server = installFakeServer({
    'script/listClientScript': envelopeRoute(() => ok([])),
    'master/getLayoutDetail': envelopeRoute(() => ok(leadForm)),
    'objectInfo/save': envelopeRoute(() => ok([refused])),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('record form: illegal field api names (spec 2 §8)', () => {
  it('[S2-E-014] the answer flags the editable lookup fields of the form, and only them, in layout order', () => {
    const translate = () => C2420;
    const model = buildFormModel(leadForm, 'NEW');
    expect(interpretSaveResult(model, refused, translate)).toEqual({
      kind: 'lookupFields',
      fields: ['campaignid', 'partnerid'],
      message: C2420,
    });
    // A read-only lookup is not flagged.
    const readOnly = buildFormModel(withPartner({ edit: false }), 'NEW');
    expect(interpretSaveResult(readOnly, refused, translate)).toMatchObject({ fields: ['campaignid'] });
    // With no lookup the person can fill, c2420 is shown as the save's failure.
    const none = buildFormModel(withPartner({ edit: false }, { edit: false }), 'NEW');
    expect(interpretSaveResult(none, refused, translate)).toEqual({ kind: 'failed', message: C2420 });
  });

  it(
    '[S2-E-014] the form shows c2420 on each lookup field and lists them over the save button',
    SLOW,
    async () => {
      const user = userEvent.setup();
      await renderWithApp(
        <RecordFormDialog request={{ objectApi: 'Lead', mode: 'NEW' }} onClose={() => undefined} />,
      );
      await user.type((await screen.findByLabelText('Name', {}, SLOW)) as HTMLInputElement, 'Ada');
      await user.click(screen.getByRole('button', { name: /^(loading )?save$/i }));
      await waitFor(() => expect(server.callsTo('objectInfo/save')).toHaveLength(1), SLOW);
      expect(await screen.findAllByText(C2420, {}, SLOW)).toHaveLength(2);
      const summary = screen.getByRole('navigation');
      expect(within(summary).getByRole('button', { name: 'Campaign' })).toBeInTheDocument();
      expect(within(summary).getByRole('button', { name: 'Partner account' })).toBeInTheDocument();
      expect(within(summary).queryByRole('button', { name: 'Name' })).toBeNull();
    },
  );
});

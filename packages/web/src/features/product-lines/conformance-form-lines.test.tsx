import { screen } from '@testing-library/react';
import type { FormData } from '@vela/core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { forgetClientScripts } from '../../shell/client-scripts/client-scripts.js';
import { envelopeRoute } from '../../test-support/envelope-call.js';
import { installFakeServer, ok } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import { SLOW } from '../../test-support/render-app.js';
import { loadFormExtensions } from '../record-form/extensions/form-extensions.js';
import { RecordFormDialog } from '../record-form/RecordFormDialog.js';
import {
  EMPTY_CONTAINERS,
  recordTypeEntry,
  wireField,
} from '../record-form/state/form-fixture.test-support.js';
import './register-form-extensions.js';

function quoteForm(): FormData {
  return {
    objId: 'quote',
    objectApi: 'Quote',
    prefix: 'q00',
    labelName: 'Quote',
    operation: 'NEW',
    layoutId: 'lay1',
    recordType: 'rt1',
    recordTypeList: [recordTypeEntry('rt1', 'Default', 'lay1')],
    ...EMPTY_CONTAINERS,
    dataList: [
      {
        title: 'Quote information',
        colNum: 1,
        showWhenEdit: true,
        selectionId: 'sec1',
        data: [{ left: wireField('name', 'S', { fieldLabel: 'Quote name' }), right: {} }],
      },
    ],
    controlContainer: [],
    lookupValueExpression: [],
    saveandapproval: 'false',
    actionConditions: [],
    record: {},
  };
}

beforeAll(async () => {
  await loadFormExtensions();
});

beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
  forgetClientScripts();
  installFakeServer({
    'script/listClientScript': envelopeRoute(() => ok([])),
    'master/getLayoutDetail': envelopeRoute(() => ok(quoteForm())),
    'pricebook/hideAddPricebookButton': envelopeRoute(() =>
      ok({ hide: false, reason: '', customerField: 'khmc', lineObjectApi: 'quotedetail' }),
    ),
    'tax/listTax': envelopeRoute(() => ok([])),
  });
});

afterEach(() => localStorage.clear());

describe('the record form with its related lists (spec 2 §2)', () => {
  it('[S2-B-011] shows the main form and, below it, the related list of product lines', SLOW, async () => {
    await renderWithApp(
      <RecordFormDialog request={{ objectApi: 'Quote', mode: 'NEW' }} onClose={() => undefined} />,
    );
    const lines = await screen.findByRole('region', { name: 'Product lines' }, SLOW);
    const name = document.getElementById('vela-record-field-name');
    expect(name).toBeTruthy();
    // The main form's field comes first in the document, the related list after it.
    expect(
      (name as HTMLElement).compareDocumentPosition(lines) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});

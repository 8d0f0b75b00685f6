import { screen } from '@testing-library/react';
import { createEditRendererOf, type FormData, PRODUCT_LINE_RENDERER_PREFIXES } from '@vela/core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApi, resetApiSettings } from '../../api/api-settings.js';
import { forgetClientScripts } from '../../shell/client-scripts/client-scripts.js';
import { envelopeRoute } from '../../test-support/envelope-call.js';
import { installFakeServer, ok } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import { SLOW } from '../../test-support/render-app.js';
import { loadFormExtensions, registerFormExtension } from '../record-form/extensions/form-extensions.js';
import { RecordFormDialog } from '../record-form/RecordFormDialog.js';
import {
  EMPTY_CONTAINERS,
  recordTypeEntry,
  wireField,
} from '../record-form/state/form-fixture.test-support.js';
import '../receivables/register-form-extensions.js';
import './register-form-extensions.js';

/** A stand-in for any other part of the product-line renderer: it shows on every form that renderer draws. */
registerFormExtension(
  'testOldRendererPart',
  async () => ({ useFormPart: () => ({ body: () => <p>Drawn by the product-line renderer</p> }) }),
  { renderer: 'productLines' },
);

function formOf(objectApi: string): FormData {
  return {
    objId: objectApi.toLowerCase(),
    objectApi,
    prefix: 'x01',
    labelName: objectApi,
    operation: 'NEW',
    layoutId: 'lay1',
    recordType: 'rt1',
    recordTypeList: [recordTypeEntry('rt1', 'Default', 'lay1')],
    ...EMPTY_CONTAINERS,
    dataList: [
      {
        title: 'Information',
        colNum: 1,
        showWhenEdit: true,
        selectionId: 'sec1',
        data: [{ left: wireField('name', 'S', { fieldLabel: 'Name' }), right: {} }],
      },
    ],
    controlContainer: [],
    lookupValueExpression: [],
    saveandapproval: 'false',
    actionConditions: [],
    record: {},
  };
}

function serve(objectApi: string) {
  installFakeServer({
    'script/listClientScript': envelopeRoute(() => ok([])),
    'master/getLayoutDetail': envelopeRoute(() => ok(formOf(objectApi))),
    'pricebook/hideAddPricebookButton': envelopeRoute(() =>
      ok({ hide: false, reason: '', customerField: 'accountid', lineObjectApi: 'line' }),
    ),
    'tax/listTax': envelopeRoute(() => ok([])),
  });
}

beforeAll(async () => {
  await loadFormExtensions();
});
beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
  forgetClientScripts();
});
afterEach(() => {
  localStorage.clear();
  resetApiSettings();
});

const EDITOR_REGION = { productLines: 'Product lines', paymentDetails: 'Payment details' } as const;

describe('the product-line renderer (spec 2 §2, DECISIONS 2)', () => {
  it.each(Object.entries(PRODUCT_LINE_RENDERER_PREFIXES))(
    '[S2-B-024][S2-B-012] prefix %s keeps the product-line renderer: its form (order, quote, invoice, purchase order, receivable) opens with the line editor while the new renderer is on',
    SLOW,
    async (_prefix, { formObjectApi, objectApi, editor }) => {
      configureApi({ isOpenNewCreateEdit: '1' });
      expect(createEditRendererOf(objectApi, '1')).toBe('productLines');
      serve(formObjectApi);
      await renderWithApp(
        <RecordFormDialog request={{ objectApi: formObjectApi, mode: 'NEW' }} onClose={() => undefined} />,
      );
      expect(await screen.findByRole('region', { name: EDITOR_REGION[editor] }, SLOW)).toBeInTheDocument();
      expect(screen.getByText('Drawn by the product-line renderer')).toBeInTheDocument();
    },
  );

  it.each([
    ['1', 'Account', false],
    ['0', 'Account', true],
    ['', 'Account', true],
    ['0', 'salesorder', true],
  ] as const)(
    '[S2-B-025] with IS_OPEN_NEW_CREATE_EDIT %j a form of %s is drawn by the product-line renderer: %s',
    SLOW,
    async (setting, objectApi, oldRenderer) => {
      configureApi({ isOpenNewCreateEdit: setting });
      serve(objectApi);
      await renderWithApp(
        <RecordFormDialog request={{ objectApi, mode: 'NEW' }} onClose={() => undefined} />,
      );
      await screen.findByLabelText('Name', {}, SLOW);
      expect(screen.queryByText('Drawn by the product-line renderer') !== null).toBe(oldRenderer);
    },
  );
});

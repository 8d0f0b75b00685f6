import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormData, SaveResultItem } from '@vela/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../api/index.js';
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
 * Spec 2 §2 "Form layout" (S2-B-023): an address group's location — its hidden latitude and longitude
 * sub-fields — is set in a map dialog: a Leaflet map when the global configuration names a tile URL and
 * the browser is online, the plain latitude/longitude form otherwise. Either way the form saves the two.
 */
const address = (stored: { latitude?: number; longitude?: number } = {}) =>
  wireField('billing', 'AD', {
    fieldLabel: 'Billing address',
    children: [
      wireField('billing02', 'S', { fieldLabel: 'Billing address: city' }),
      wireField('billing04', 'S', { fieldLabel: 'Billing address: street' }),
      wireField('billinglatitude', 'N', {
        fieldLabel: 'Billing address: latitude',
        hidden: true,
        decimalPlaces: 7,
        length: 10,
        ...(stored.latitude !== undefined ? { value: stored.latitude } : {}),
      }),
      wireField('billinglongitude', 'N', {
        fieldLabel: 'Billing address: longitude',
        hidden: true,
        decimalPlaces: 7,
        length: 11,
      }),
    ],
  });

function layout(operation: 'NEW' | 'EDIT'): FormData {
  return {
    objId: 'account',
    objectApi: 'Account',
    prefix: '001',
    labelName: 'Account',
    operation,
    layoutId: 'lay1',
    recordType: 'rt1',
    recordTypeList: [recordTypeEntry('rt1', 'Standard', 'lay1')],
    ...EMPTY_CONTAINERS,
    dataList: [
      {
        title: 'Main',
        colNum: 2,
        showWhenEdit: true,
        selectionId: 'sec-main',
        data: [{ left: wireField('name', 'S', { fieldLabel: 'Name' }), right: address() }],
      },
    ],
    controlContainer: [],
    lookupValueExpression: [],
    saveandapproval: 'false',
    actionConditions: [],
    record:
      operation === 'EDIT'
        ? { id: 'REC000000000000001', name: 'Acme', billinglatitude: 48.8584, billinglongitude: 2.2945 }
        : {},
  };
}

const saved: SaveResultItem = {
  id: 'REC000000000000009',
  name: 'Saved',
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
  server = installFakeServer({
    'script/listClientScript': envelopeRoute(() => ok([])),
    'master/getLayoutDetail': envelopeRoute<{ operation?: string }>((body) =>
      ok(layout(body.operation === 'EDIT' ? 'EDIT' : 'NEW')),
    ),
    'objectInfo/save': envelopeRoute(() => ok([saved])),
  });
});

afterEach(() => {
  configureApi({ mapTileUrl: '', mapAttribution: '' });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

async function open(mode: 'NEW' | 'EDIT') {
  const onSaved = vi.fn();
  await renderWithApp(
    <RecordFormDialog
      request={{ objectApi: 'Account', mode, ...(mode === 'EDIT' ? { recordId: 'REC000000000000001' } : {}) }}
      onClose={vi.fn()}
      onSaved={onSaved}
    />,
  );
  await screen.findByLabelText('Name', {}, SLOW);
  return { onSaved, user: userEvent.setup() };
}

const sentRecord = () =>
  JSON.parse(envelopePayload<{ data: string }>(server.callsTo('objectInfo/save')[0]).data)[0];
const saveButton = () => screen.getByRole('button', { name: /^(loading )?save$/i });
// antd names every dialog by the same test id under jsdom: the dialog is found by its title.
const locationDialog = async () =>
  (await screen.findByText('Billing address: location')).closest('[role="dialog"]') as HTMLElement;

describe('the location of an address field (S2-B-023)', () => {
  it(
    '[S2-B-023] without a tile URL the map dialog is the plain latitude/longitude form; the form saves what it sets',
    SLOW,
    async () => {
      const { user, onSaved } = await open('NEW');
      // The two sub-fields stay hidden in the form (S2-B-022): the dialog is their editor.
      expect(screen.queryByLabelText('Latitude')).toBeNull();
      expect(screen.getByText('No location')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: /Location of Billing address/ }));
      const dialog = await locationDialog();
      expect(within(dialog).queryByTestId('location-map')).toBeNull();
      expect(within(dialog).getByText(/No map is available here/)).toBeTruthy();
      await user.type(within(dialog).getByLabelText('Latitude'), '52.5200066');
      await user.type(within(dialog).getByLabelText('Longitude'), '13.404954');
      await user.click(within(dialog).getByRole('button', { name: 'OK' }));
      expect(await screen.findByText('52.5200066, 13.404954')).toBeTruthy();
      await user.type(screen.getByLabelText('Name'), 'Berlin office');
      await user.click(saveButton());
      await waitFor(() => expect(onSaved).toHaveBeenCalled());
      // Saved as numbers with the sub-fields' 7 decimals (S2-B-085).
      expect(sentRecord()).toMatchObject({ billinglatitude: '52.5200066', billinglongitude: '13.4049540' });
    },
  );

  it(
    '[S2-B-023] the dialog refuses a latitude beyond ±90, a longitude beyond ±180, text, and one coordinate alone',
    SLOW,
    async () => {
      const { user } = await open('NEW');
      await user.click(screen.getByRole('button', { name: /Location of Billing address/ }));
      const dialog = await locationDialog();
      const okButton = within(dialog).getByRole('button', { name: 'OK' });
      const latitude = within(dialog).getByLabelText('Latitude');
      const longitude = within(dialog).getByLabelText('Longitude');
      await user.type(latitude, '91');
      expect(within(dialog).getByRole('alert').textContent).toBe('Enter a value from -90 to 90.');
      expect(okButton).toHaveProperty('disabled', true);
      await user.clear(latitude);
      await user.type(latitude, '45');
      expect(within(dialog).getByRole('alert').textContent).toMatch(/both the latitude and the longitude/);
      expect(okButton).toHaveProperty('disabled', true);
      await user.type(longitude, '-180.5');
      expect(within(dialog).getByRole('alert').textContent).toBe('Enter a value from -180 to 180.');
      await user.clear(longitude);
      await user.type(longitude, 'east');
      expect(within(dialog).getByRole('alert').textContent).toMatch(/Enter a number/);
      await user.clear(longitude);
      await user.type(longitude, '-180');
      expect(within(dialog).queryByRole('alert')).toBeNull();
      expect(okButton).toHaveProperty('disabled', false);
    },
  );

  it(
    '[S2-B-023] with a tile URL configured the dialog shows a Leaflet map of those tiles; the keyboard pins its centre',
    SLOW,
    async () => {
      configureApi({ mapTileUrl: 'https://tiles.test/{z}/{x}/{y}.png', mapAttribution: 'Test tiles' });
      const { user, onSaved } = await open('EDIT');
      expect(screen.getByText('48.8584, 2.2945')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: /Location of Billing address/ }));
      const dialog = await locationDialog();
      const map = await within(dialog).findByTestId('location-map', {}, SLOW);
      await waitFor(() => expect(map.classList.contains('leaflet-container')).toBe(true));
      // Leaflet draws the configured tiles (never another address) and their attribution.
      await waitFor(() => expect(map.querySelector('img.leaflet-tile')).not.toBeNull());
      for (const tile of map.querySelectorAll<HTMLImageElement>('img.leaflet-tile'))
        expect(tile.src).toMatch(/^https:\/\/tiles\.test\/15\/\d+\/\d+\.png$/);
      expect(within(dialog).getByText('Test tiles')).toBeTruthy();
      // The stored point is pinned; the map takes the focus for its arrow keys.
      expect(map.querySelector('.vela-location__pin')).not.toBeNull();
      expect(map.tabIndex).toBe(0);
      // Keyboard: clear the point, then put the pin at the map's centre (the stored point it opened at).
      await user.click(within(dialog).getByRole('button', { name: 'Clear location' }));
      expect((within(dialog).getByLabelText('Latitude') as HTMLInputElement).value).toBe('');
      within(dialog).getByRole('button', { name: "Pin at the map's center" }).focus();
      await user.keyboard('{Enter}');
      expect((within(dialog).getByLabelText('Latitude') as HTMLInputElement).value).toBe('48.8584');
      expect((within(dialog).getByLabelText('Longitude') as HTMLInputElement).value).toBe('2.2945');
      // Typed coordinates move the pin; OK keeps them.
      await user.clear(within(dialog).getByLabelText('Latitude'));
      await user.type(within(dialog).getByLabelText('Latitude'), '48.86');
      await user.click(within(dialog).getByRole('button', { name: 'OK' }));
      await user.click(saveButton());
      await waitFor(() => expect(onSaved).toHaveBeenCalled());
      expect(sentRecord()).toMatchObject({ billinglatitude: '48.8600000', billinglongitude: '2.2945000' });
    },
  );

  it('[S2-B-023] offline, a configured tile URL still gives the plain coordinates form', SLOW, async () => {
    configureApi({ mapTileUrl: 'https://tiles.test/{z}/{x}/{y}.png' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user } = await open('EDIT');
    await user.click(screen.getByRole('button', { name: /Location of Billing address/ }));
    const dialog = await locationDialog();
    expect(within(dialog).queryByTestId('location-map')).toBeNull();
    expect((within(dialog).getByLabelText('Latitude') as HTMLInputElement).value).toBe('48.8584');
  });
});

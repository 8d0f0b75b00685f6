import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SetupField } from '@vela/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeRoute } from '../../test-support/envelope-call.js';
import { fail, installFakeServer, ok } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import TrackedFieldsDialog from './TrackedFieldsDialog.js';

const SLOW = { timeout: 20_000 } as const;

const field = (index: number, tracked: boolean, extra: Partial<SetupField> = {}): SetupField => ({
  id: `f${index}`,
  api: `field${index}`,
  type: 'S',
  label: `Field ${String(index).padStart(2, '0')}`,
  labels: {},
  required: false,
  unique: false,
  length: 255,
  decimals: 0,
  defaultValue: '',
  helpText: '',
  placeholder: '',
  lookup: '',
  formula: '',
  trackHistory: tracked,
  system: false,
  deletable: true,
  picklist: [],
  ...extra,
});

const objectWith = (fields: SetupField[]) => ({
  object: {
    id: 'shipment',
    api: 'Shipment',
    prefix: 'a01',
    label: 'Shipment',
    plural: 'Shipments',
    labels: {},
    pluralLabels: {},
    icon: '',
    isCustom: true,
    fieldCount: fields.length,
    features: { activities: true, files: true, history: true },
  },
  fields,
  trackedCount: fields.filter((one) => one.trackHistory).length,
  deletedFields: [],
});

/** "Choose tracked fields" (issue 26 item 13): the 20-field limit said and kept, saves through the setup call. */
describe('choose tracked fields', () => {
  beforeEach(() => {
    localStorage.setItem('vela.accessToken', 'tok-1');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('at 20 tracked fields says so and keeps the other boxes off; clearing one frees another', async () => {
    const fields = [
      ...Array.from({ length: 20 }, (_, index) => field(index + 1, true)),
      field(21, false),
      field(22, false, { type: 'Z', formula: 'a + b', label: 'Computed' }),
      field(23, false, { api: 'createdate', type: 'F', system: true, label: 'Created' }),
    ];
    installFakeServer({ 'setup/object': envelopeRoute(() => ok(objectWith(fields))) });
    await renderWithApp(<TrackedFieldsDialog objId="shipment" open onClose={vi.fn()} onSaved={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Tracked fields of Shipment' }, SLOW);
    expect(await within(dialog).findByTestId('tracking-count', {}, SLOW)).toHaveTextContent(
      '20 of 20 chosen',
    );
    expect(
      within(dialog).getByText(
        '20 fields are tracked, the most an object may track: clear one to choose another.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Field 21' })).toBeDisabled();
    // A formula and a field Vela writes itself are not offered.
    expect(within(dialog).queryByRole('checkbox', { name: 'Computed' })).toBeNull();
    expect(within(dialog).queryByRole('checkbox', { name: 'Created' })).toBeNull();

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Field 01' }));
    expect(within(dialog).getByTestId('tracking-count')).toHaveTextContent('19 of 20 chosen');
    expect(within(dialog).getByRole('checkbox', { name: 'Field 21' })).toBeEnabled();
  }, 120_000);

  it('saves through setFieldHistoryTracking, the field turned off first; a refusal is shown with its reason', async () => {
    const fields = [...Array.from({ length: 20 }, (_, index) => field(index + 1, true)), field(21, false)];
    const sent: unknown[] = [];
    installFakeServer({
      'setup/object': envelopeRoute(() => ok(objectWith(fields))),
      'metadata/setFieldHistoryTracking': envelopeRoute<{ fieldId: string; trackHistory: boolean }>(
        (body) => {
          sent.push(body);
          if (body.fieldId === 'f21')
            return fail('400', 'fieldId: Shipment already tracks the history of 20 fields', 400);
          return ok({ fieldId: body.fieldId, trackHistory: body.trackHistory, trackedCount: 19 });
        },
      ),
    });
    const onSaved = vi.fn();
    await renderWithApp(<TrackedFieldsDialog objId="shipment" open onClose={vi.fn()} onSaved={onSaved} />);
    const dialog = await screen.findByRole('dialog', { name: 'Tracked fields of Shipment' }, SLOW);
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Field 02' }, SLOW));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Field 21' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(
      () =>
        expect(sent).toEqual([
          { fieldId: 'f2', trackHistory: false },
          { fieldId: 'f21', trackHistory: true },
        ]),
      SLOW,
    );
    expect(
      await within(dialog).findByText('fieldId: Shipment already tracks the history of 20 fields', {}, SLOW),
    ).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  }, 120_000);
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SetupField, SetupObject } from '@vela/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopePayload, envelopeRoute } from '../../test-support/envelope-call.js';
import { installFakeServer, ok } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import { FieldEditor } from './FieldEditor.js';

const SLOW = { timeout: 20_000 } as const;

const objectOf = (id: string, label: string): SetupObject => ({
  id,
  api: label,
  prefix: 'a01',
  label,
  plural: `${label}s`,
  labels: {},
  pluralLabels: {},
  icon: '',
  isCustom: true,
  fieldCount: 0,
  features: { activities: true, files: true, history: true },
});

const field = (api: string, type: string, label: string, extra: Partial<SetupField> = {}): SetupField => ({
  id: `f-${api}`,
  api,
  type,
  label,
  labels: {},
  required: false,
  unique: false,
  length: 0,
  decimals: type === 'c' ? 2 : 0,
  defaultValue: '',
  helpText: '',
  placeholder: '',
  lookup: '',
  formula: '',
  trackHistory: false,
  system: false,
  deletable: true,
  picklist: [],
  ...extra,
});

const fund = objectOf('fund', 'Fund');
const pledge = objectOf('pledge', 'Pledge');
const pledgeDetail = {
  object: pledge,
  fields: [
    field('fund', 'M', 'Fund', { lookup: 'fund' }),
    field('donor', 'Y', 'Donor', { lookup: 'donor' }),
    field('amount', 'c', 'Amount'),
    field('note', 'S', 'Note'),
    field('stage', 'L', 'Stage'),
  ],
  trackedCount: 0,
  deletedFields: [],
};

const chooseOption = async (picker: HTMLElement, label: string) => {
  await userEvent.click(picker);
  const options = await screen.findAllByText(label, { selector: '.ant-select-item-option-content' }, SLOW);
  await userEvent.click(options[options.length - 1] as HTMLElement);
};

/**
 * The field editor's roll-up summary (issue 18): the child object, its relationship to this object, the
 * function, the summarised field and a filter, checked by core while chosen, and sent with the result type.
 */
describe('roll-up summary in the field editor', () => {
  beforeEach(() => {
    localStorage.setItem('vela.accessToken', 'tok-1');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('offers only the relationships to this object and number fields to sum, and sends a filtered sum as Currency', async () => {
    const server = installFakeServer({
      'setup/object': envelopeRoute(() => ok(pledgeDetail)),
      'metadata/addField': envelopeRoute(() => ok({ fieldId: 'f-won' })),
    });
    const onSaved = vi.fn();
    await renderWithApp(
      <FieldEditor
        object={fund}
        fields={[]}
        objects={[fund, pledge]}
        trackedCount={0}
        open
        onClose={vi.fn()}
        onSaved={onSaved}
        onReplace={vi.fn()}
      />,
    );
    const drawer = await screen.findByRole('dialog', {}, SLOW);
    // The type list is long (a virtual list): search it, as a person would.
    const typePicker = within(drawer).getByRole('combobox', { name: 'Type' });
    await userEvent.click(typePicker);
    await userEvent.type(typePicker, 'Roll');
    await userEvent.click(
      await screen.findByText('Roll-up summary', { selector: '.ant-select-item-option-content' }, SLOW),
    );
    await chooseOption(await within(drawer).findByRole('combobox', { name: 'Child object' }, SLOW), 'Pledge');
    const relationship = within(drawer).getByRole('combobox', { name: 'Relationship field' });
    await waitFor(() => expect(relationship).toBeEnabled(), SLOW);
    await userEvent.click(relationship);
    // Donor points at another object: only Fund is offered.
    expect(
      await screen.findByText('Fund (fund)', { selector: '.ant-select-item-option-content' }, SLOW),
    ).toBeVisible();
    expect(screen.queryByText('Donor (donor)', { selector: '.ant-select-item-option-content' })).toBeNull();
    await userEvent.click(screen.getByText('Fund (fund)', { selector: '.ant-select-item-option-content' }));
    await chooseOption(within(drawer).getByRole('combobox', { name: 'Function' }), 'Sum');
    // Only number-like fields are offered to sum.
    await userEvent.click(within(drawer).getByRole('combobox', { name: 'Field to summarise' }));
    expect(screen.queryByText('Note (note)', { selector: '.ant-select-item-option-content' })).toBeNull();
    await userEvent.click(
      await screen.findByText('Amount (amount)', { selector: '.ant-select-item-option-content' }, SLOW),
    );
    await chooseOption(within(drawer).getByRole('combobox', { name: 'Field' }), 'Stage (stage)');
    await chooseOption(within(drawer).getByRole('combobox', { name: 'Condition' }), 'equals');
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Value' }), { target: { value: 'won' } });
    expect(await within(drawer).findByText('The value is stored as Currency.', {}, SLOW)).toBeVisible();

    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Field label' }), {
      target: { value: 'Won total' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled(), SLOW);
    const sent = envelopePayload<{ objId: string; field: Record<string, unknown> }>(
      server.calls.find((call) => call.path === 'metadata/addField'),
    );
    expect(sent).toEqual({
      objId: 'fund',
      field: {
        api: 'wonTotal',
        type: 'c',
        decimals: 2,
        label: 'Won total',
        labels: {},
        rollup: {
          childObject: 'pledge',
          relationshipField: 'fund',
          function: 'sum',
          summarisedField: 'amount',
          filter: { field: 'stage', operator: 'equals', value: 'won' },
        },
      },
    });
  }, 300_000);
});

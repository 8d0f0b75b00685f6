import { render, screen, within } from '@testing-library/react';
import type { FieldDefinition } from '@vela/core';
import { describe, expect, it } from 'vitest';
import { fieldOf } from '../../test-support/field-widget-harness.js';
import { FieldGroup, subFieldLabel, visibleSubFields } from './FieldGroup.js';

const group = fieldOf({ type: 'AD', apiName: 'billing', label: 'Billing address' });
const part = (suffix: string, label: string, type: FieldDefinition['type'] = 'L') =>
  fieldOf({
    type,
    apiName: `billing${suffix}`,
    label: `Billing address: ${label}`,
    parentFieldApi: 'billing',
  });
// Given out of order, with the map coordinates among them, as a layout might send them.
const subs = [
  part('04', 'street', 'S'),
  part('latitude', 'latitude', 'N'),
  part('02', 'city'),
  part('00', 'country'),
  part('longitude', 'longitude', 'N'),
  part('05', 'postal code', 'S'),
  part('01', 'province'),
  part('03', 'county'),
];

describe('[S2-D-017] address group (AD)', () => {
  it('[S2-B-021][S2-B-022] shows sub-fields 00 to 05 in order, longitude and latitude hidden', () => {
    expect(visibleSubFields(group, subs).map((sub) => sub.apiName)).toEqual([
      'billing00',
      'billing01',
      'billing02',
      'billing03',
      'billing04',
      'billing05',
    ]);
  });

  it('labels each part by its own short name, pointing at the widget the form renders', () => {
    expect(subFieldLabel(group, subs[0] as FieldDefinition)).toBe('Street');
    render(
      <FieldGroup
        field={group}
        subFields={subs}
        inputIdOf={(sub) => `in-${sub.apiName}`}
        renderField={(sub) => <input id={`in-${sub.apiName}`} />}
      />,
    );
    const box = screen.getByRole('group', { name: 'Billing address' });
    expect(within(box).getByLabelText('Country')).toHaveAttribute('id', 'in-billing00');
    expect(within(box).getByLabelText('Postal code')).toHaveAttribute('id', 'in-billing05');
    expect(within(box).queryByLabelText('Longitude')).toBeNull();
    expect(within(box).getAllByRole('textbox')).toHaveLength(6);
  });

  it('[S2-D-018] a group (LT) keeps its fields in the given order', () => {
    const lt = fieldOf({ type: 'LT', apiName: 'grp', label: 'Group' });
    const children = [
      fieldOf({ type: 'S', apiName: 'b', label: 'B', parentFieldApi: 'grp' }),
      fieldOf({ type: 'S', apiName: 'a', label: 'A', parentFieldApi: 'grp' }),
    ];
    expect(visibleSubFields(lt, children).map((sub) => sub.apiName)).toEqual(['b', 'a']);
  });
});

import { describe, expect, it } from 'vitest';
import { checkStartBeforeEnd } from './date-order.js';
import {
  isMissingValue,
  type MissingRequiredInput,
  missingRequiredFields,
  REQUIRED_MESSAGE_KEY,
  requiredMessage,
} from './required-fields.js';
import { checkWorkingHours, isValidWorkingHours } from './working-hours.js';

describe('required fields', () => {
  const base: MissingRequiredInput = {
    fields: [
      { apiName: 'name', required: true, editable: true },
      { apiName: 'code', required: true, editable: false },
      { apiName: 'province', required: true, editable: true },
      { apiName: 'reason', required: false, editable: true },
      { apiName: 'notes', required: true, editable: true },
      { apiName: 'budget', required: true, editable: true },
      { apiName: 'flag', required: true, editable: true },
    ],
    values: { flag: false },
    layoutFieldApis: ['name', 'code', 'province', 'reason', 'notes', 'budget', 'flag'],
    dynamic: { required: new Set(), readonly: new Set(), hiddenFields: new Set(), hiddenSections: new Set() },
    dependentDisabled: [],
  };

  it('[S2-V-001] lists empty required editable fields in layout order', () => {
    expect(missingRequiredFields(base)).toEqual(['name', 'province', 'notes', 'budget']);
  });

  it('[S2-V-001] the message is "please enter {label}", from a translatable key', () => {
    expect(REQUIRED_MESSAGE_KEY).toBe('please enter {label}');
    expect(requiredMessage('Account Name')).toBe('please enter Account Name');
  });

  it('[S2-V-002] a non-editable field is never required, also when a rule makes it read-only', () => {
    const result = missingRequiredFields({
      ...base,
      dynamic: { ...base.dynamic, readonly: new Set(['name']), required: new Set(['code']) },
    });
    expect(result).not.toContain('code');
    expect(result).not.toContain('name');
  });

  it('[S2-V-003] a disabled dependent field is not required', () => {
    expect(missingRequiredFields({ ...base, dependentDisabled: ['province'] })).not.toContain('province');
  });

  it('[S2-B-064] a field a matching rule requires is required', () => {
    expect(
      missingRequiredFields({ ...base, dynamic: { ...base.dynamic, required: new Set(['reason']) } }),
    ).toContain('reason');
  });

  it('hidden fields and fields of hidden sections are not required', () => {
    const result = missingRequiredFields({
      ...base,
      dynamic: { ...base.dynamic, hiddenFields: new Set(['notes']), hiddenSections: new Set(['sec-b']) },
      sections: [
        {
          id: 'sec-b',
          title: 'B',
          colNum: 1,
          showWhenEdit: true,
          selectionId: 'b',
          fields: { left: ['budget'], right: [] },
        },
      ],
    });
    expect(result).toEqual(['name', 'province']);
  });

  it.each<[unknown, boolean]>([
    [null, true],
    [undefined, true],
    ['', true],
    ['  ', true],
    [[], true],
    [false, false],
    [0, false],
    ['x', false],
    [['a'], false],
  ])('[S2-V-001] %j counts as missing: %s', (value, missing) => {
    expect(isMissingValue(value)).toBe(missing);
  });
});

describe('start before end', () => {
  it.each<[Record<string, unknown>, ReturnType<typeof checkStartBeforeEnd>, string]>([
    [
      { begintime: '2024-05-01 10:00:00', endtime: '2024-05-01 09:00:00' },
      { startField: 'begintime', endField: 'endtime' },
      'S2-V-008',
    ],
    [{ begintime: '2024-05-01 10:00:00', endtime: '2024-05-01 10:00:00' }, null, 'S2-V-008'],
    [{ begintime: '2024-05-01 09:00:00', endtime: '2024-05-01 10:00:00' }, null, 'S2-V-008'],
    [{ begintime: '2024-05-01T10:00:00+02:00', endtime: '2024-05-01 09:00:00' }, null, 'S2-V-008'],
    [{ begintime: '2024-05-01 10:00:00', endtime: '' }, null, 'S2-V-008'],
    [
      { start_date: '2024-05-02', end_date: '2024-05-01' },
      { startField: 'start_date', endField: 'end_date' },
      'S2-V-009',
    ],
    [{ start_date: '2024-05-01', end_date: '2024-05-01' }, null, 'S2-V-009'],
    [{ start_date: '2024-04-30', end_date: '2024-05-01' }, null, 'S2-V-009'],
  ])('[%s] %j → %j', (values, expected) => {
    expect(checkStartBeforeEnd(values)).toEqual(expected);
  });

  it('checks the pairs it is given', () => {
    expect(
      checkStartBeforeEnd({ starttime: '2024-01-02', endtime: '2024-01-01' }, [['starttime', 'endtime']]),
    ).toEqual({
      startField: 'starttime',
      endField: 'endtime',
    });
  });
});

describe('working hours', () => {
  it.each<[unknown, boolean]>([
    [8, true],
    ['7.5', true],
    [24, true],
    ['24.0', true],
    [0.25, true],
    [0, false],
    ['0', false],
    [-1, false],
    [24.01, false],
    ['25', false],
    ['abc', false],
    ['', false],
    [null, false],
  ])('[S2-V-010][S2-V-011] %j is valid working hours: %s', (value, valid) => {
    expect(isValidWorkingHours(value)).toBe(valid);
  });

  it('[S2-V-010][S2-V-011] names the first field out of range and skips empty ones', () => {
    expect(checkWorkingHours({ daily_working_hours: '', working_hours_billing: 30 })).toBe(
      'working_hours_billing',
    );
    expect(checkWorkingHours({ daily_working_hours: 0, working_hours_billing: 30 })).toBe(
      'daily_working_hours',
    );
    expect(checkWorkingHours({ daily_working_hours: 8 })).toBeNull();
  });
});

import type { FormData, LayoutFieldData } from '@vela/core';
import { describe, expect, it } from 'vitest';
import { EMPTY_CONTAINERS, recordTypeEntry, wireField } from './form-fixture.test-support.js';
import { buildFormModel } from './form-model.js';
import { changeField, createFormState, fieldView, validateForm, withSpecialData } from './form-state.js';

const options = (...values: string[]) => values.map((v) => ({ key: v, val: v, isdefault: false }));

function form(objectApi: string, fields: LayoutFieldData[], layoutId = 'lay1'): FormData {
  const rows = [];
  for (let index = 0; index < fields.length; index += 2)
    rows.push({ left: fields[index]!, right: fields[index + 1] ?? {} });
  return {
    objId: objectApi.toLowerCase(),
    objectApi,
    prefix: 'x01',
    labelName: objectApi,
    operation: 'NEW',
    layoutId,
    recordType: 'rt1',
    recordTypeList: [recordTypeEntry('rt1', 'Default', layoutId)],
    ...EMPTY_CONTAINERS,
    dataList: [{ title: 'Information', colNum: 2, showWhenEdit: true, selectionId: 'sec1', data: rows }],
    controlContainer: [],
    lookupValueExpression: [],
    actionConditions: [],
    saveandapproval: 'false',
    record: {},
  };
}

const open = (data: FormData) => {
  const model = buildFormModel(data, 'NEW');
  return { model, state: createFormState(model, 'NEW') };
};

const ATTRIBUTES = [
  {
    objName: 'Service resource',
    fieldList: [
      { id: 'a-name', schemefieldType: 'S', labelName: 'Resource name' },
      { id: 'a-active', schemefieldType: 'B', labelName: 'Active' },
      { id: 'a-size', schemefieldType: 'N', labelName: 'Size', decimalPlaces: 0 },
    ],
  },
];

describe('work rule form', () => {
  const workRule = () =>
    open(
      form('WorkRule', [
        wireField('resourcesproperty', 'S', { fieldLabel: 'Resource attribute' }),
        wireField('fieldoperator', 'L', {
          fieldLabel: 'Operator',
          data: options('e', 'n', 'l', 'g', 'c', 's'),
        }),
        wireField('resourcespropertyvalue', 'S', { fieldLabel: 'Value' }),
      ]),
    );

  it('[S2-B-081] the attribute is a select of the attribute fields; operator and value wait for it', () => {
    const { model, state } = workRule();
    const loaded = withSpecialData(model, state, { attributeGroups: ATTRIBUTES });
    const attribute = fieldView(model, loaded, 'resourcesproperty');
    expect(attribute.widgetType).toBe('L');
    expect(attribute.options.map((o) => [o.codekey, o.codevalue, o.group])).toEqual([
      ['a-name', 'Resource name', 'Service resource'],
      ['a-active', 'Active', 'Service resource'],
      ['a-size', 'Size', 'Service resource'],
    ]);
    expect(fieldView(model, loaded, 'fieldoperator')).toMatchObject({
      disabled: true,
      controlLabel: 'Resource attribute',
    });
  });

  it('[S2-B-081] choosing an attribute switches the operators and the value input', () => {
    const { model, state } = workRule();
    let next = withSpecialData(model, state, { attributeGroups: ATTRIBUTES });
    next = changeField(model, next, 'resourcesproperty', 'a-name');
    expect(fieldView(model, next, 'fieldoperator').options.map((o) => o.codekey)).toEqual([
      'e',
      'n',
      'c',
      's',
    ]);
    expect(fieldView(model, next, 'resourcespropertyvalue').widgetType).toBe('S');
    next = changeField(model, next, 'fieldoperator', 'c');
    next = changeField(model, next, 'resourcesproperty', 'a-active');
    expect(fieldView(model, next, 'fieldoperator').options.map((o) => o.codekey)).toEqual(['e', 'n']);
    expect(next.values.fieldoperator).toBe('e');
    expect(fieldView(model, next, 'resourcespropertyvalue').widgetType).toBe('B');
    next = changeField(model, next, 'resourcespropertyvalue', true);
    expect(next.values.resourcespropertyvalue).toBe('true');
    next = changeField(model, next, 'resourcesproperty', 'a-size');
    expect(fieldView(model, next, 'resourcespropertyvalue').widgetType).toBe('N');
    expect(next.values.resourcespropertyvalue).toBeNull();
    expect(fieldView(model, next, 'fieldoperator').options.map((o) => o.codekey)).toEqual([
      'e',
      'n',
      'l',
      'g',
    ]);
  });

  it('[S2-C-021] a number attribute with no value is reported on save', () => {
    const { model, state } = workRule();
    let next = withSpecialData(model, state, { attributeGroups: ATTRIBUTES });
    next = changeField(model, next, 'resourcesproperty', 'a-size');
    const checked = validateForm(model, next);
    expect(checked.failing.map((entry) => entry.field)).toEqual(['resourcespropertyvalue']);
    expect(fieldView(model, checked.state, 'resourcespropertyvalue').problem).toEqual({
      kind: 'special',
      problem: { kind: 'workRule', reason: 'value-required' },
    });
  });
});

describe('service goal form', () => {
  it('[S2-B-082][S2-B-083] the qualification goal type makes the field a grouped select; others a text input', () => {
    const { model, state } = open(
      form('ServiceGoal', [
        wireField('goaltype', 'L', { data: options('qualification', 'travel') }),
        wireField('qualificationfield', 'S'),
      ]),
    );
    let next = withSpecialData(model, state, { qualificationGroups: ATTRIBUTES });
    expect(fieldView(model, next, 'qualificationfield').widgetType).toBeUndefined();
    next = changeField(model, next, 'goaltype', 'qualification');
    const view = fieldView(model, next, 'qualificationfield');
    expect(view.widgetType).toBe('L');
    expect(new Set(view.options.map((o) => o.group))).toEqual(new Set(['Service resource']));
  });
});

describe('service resource form', () => {
  const resource = () =>
    open(
      form('ServiceResource', [
        wireField('resourcetype', 'L', { data: options('technician', 'crew') }),
        wireField('servicecrewid', 'Y'),
        wireField('relatedrecordid', 'Y'),
      ]),
    );
  it('[S2-B-089] on a crew resource a crew clears the user', () => {
    const { model, state } = resource();
    let next = changeField(model, state, 'resourcetype', 'crew');
    next = changeField(model, next, 'relatedrecordid', '005A');
    next = changeField(model, next, 'servicecrewid', '0HcA');
    expect(next.values.relatedrecordid).toBeNull();
  });
  it('[S2-B-090] on another resource a user clears the crew', () => {
    const { model, state } = resource();
    let next = changeField(model, state, 'resourcetype', 'technician');
    next = changeField(model, next, 'servicecrewid', '0HcA');
    next = changeField(model, next, 'relatedrecordid', '005A');
    expect(next.values.servicecrewid).toBeNull();
  });
  it('[S2-V-012][S2-V-013] the tips show on the missing side', () => {
    const { model, state } = resource();
    let next = changeField(model, state, 'resourcetype', 'crew');
    next = changeField(model, next, 'relatedrecordid', '005A');
    expect(validateForm(model, next).failing.map((entry) => entry.field)).toEqual(['servicecrewid']);
    next = changeField(model, next, 'resourcetype', 'technician');
    next = changeField(model, next, 'relatedrecordid', null);
    next = changeField(model, next, 'servicecrewid', '0HcA');
    const checked = validateForm(model, next);
    expect(fieldView(model, checked.state, 'relatedrecordid').problem).toEqual({
      kind: 'special',
      problem: { kind: 'serviceResource', tip: 'group' },
    });
  });
});

describe('project forms', () => {
  it.each([
    ['0', true],
    ['24', false],
    ['24.5', true],
  ])('[S2-V-010] daily working hours %s blocks the save: %s', (hours, blocks) => {
    const { model, state } = open(
      form('project', [
        wireField('name', 'S'),
        wireField('daily_working_hours', 'N', { length: 4, decimalPlaces: 1 }),
      ]),
    );
    const next = changeField(model, state, 'daily_working_hours', hours);
    expect(validateForm(model, next).failing.some((entry) => entry.field === 'daily_working_hours')).toBe(
      blocks,
    );
  });

  it('[S2-V-022] project-linked lookups wait for the project; a new project clears the milestone', () => {
    const { model, state } = open(
      form('velaSubtask', [
        wireField('project_name', 'M', { fieldLabel: 'Project' }),
        wireField('milestone', 'Y'),
        wireField('principal', 'Y'),
      ]),
    );
    expect(fieldView(model, state, 'principal')).toMatchObject({ disabled: true, controlLabel: 'Project' });
    let next = changeField(model, state, 'project_name', 'p01A');
    expect(fieldView(model, next, 'milestone').disabled).toBe(false);
    next = changeField(model, next, 'milestone', 'p02A');
    next = changeField(model, next, 'project_name', 'p01B');
    expect(next.values.milestone).toBeNull();
  });
});

describe('product form', () => {
  it('[S2-B-084] on addlyccomponentpdt01 the currency is the company currency and read-only', () => {
    const { model, state } = open(
      form(
        'product',
        [wireField('name', 'S'), wireField('currency', 'L', { data: options('USD', 'EUR') })],
        'addlyccomponentpdt01',
      ),
    );
    const next = withSpecialData(model, changeField(model, state, 'currency', 'EUR'), {
      companyCurrency: 'USD',
    });
    expect(next.values.currency).toBe('USD');
    expect(fieldView(model, next, 'currency').readOnly).toBe(true);
  });
  it('another product layout leaves the currency editable', () => {
    const { model, state } = open(
      form('product', [wireField('currency', 'L', { data: options('USD', 'EUR') })], 'layX'),
    );
    expect(fieldView(model, state, 'currency').readOnly).toBe(false);
  });
});

describe('event and task links', () => {
  it('[S2-K-002][S2-K-003] choosing a lead clears Related to', () => {
    const { model, state } = open(form('Task', [wireField('whoid', 'Y'), wireField('relateid', 'Y')]));
    let next = changeField(model, state, 'relateid', '001AAAAAAAAAAAAAAA');
    next = changeField(model, next, 'whoid', '004AAAAAAAAAAAAAAA');
    expect(next.values.relateid).toBeNull();
    next = changeField(model, next, 'relateid', '001AAAAAAAAAAAAAAA');
    expect(next.values.whoid).toBeNull();
  });
});

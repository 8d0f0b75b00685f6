import { describe, expect, it } from 'vitest';
import { caseForm, wireField } from './form-fixture.test-support.js';
import { buildFormModel } from './form-model.js';
import { changeField, createFormState, validateForm } from './form-state.js';

/** A contact-like form: the required name, salutation, first and last name. */
function contactForm() {
  const base = caseForm();
  return {
    ...base,
    objId: 'contact',
    objectApi: 'Contact',
    prefix: '003',
    labelName: 'Contact',
    dataList: [
      {
        title: 'Contact information',
        colNum: 2,
        showWhenEdit: true,
        selectionId: 'sec1',
        data: [
          {
            left: wireField('name', 'S', { required: true, requiredCopy: true, fieldLabel: 'Name' }),
            right: wireField('salutation', 'L', { fieldLabel: 'Salutation' }),
          },
          {
            left: wireField('firstname', 'S', { fieldLabel: 'First name' }),
            right: wireField('lastname', 'S', { fieldLabel: 'Last name' }),
          },
        ],
      },
    ],
  };
}

describe('record form: a person’s name (issue 26 item 15)', () => {
  it('fills the name from first and last name as they are typed, so the required name is met', () => {
    const model = buildFormModel(contactForm(), 'NEW');
    let state = createFormState(model, 'NEW');
    state = changeField(model, state, 'firstname', 'Ada');
    expect(state.values.name).toBe('Ada');
    state = changeField(model, state, 'lastname', 'Lovelace');
    expect(state.values.name).toBe('Ada Lovelace');
    expect(validateForm(model, state).failing).toEqual([]);
  });

  it('leaves the name of an object without name parts alone', () => {
    const model = buildFormModel(caseForm(), 'NEW');
    const state = changeField(model, createFormState(model, 'NEW'), 'subject', 'Broken');
    expect(state.values.subject).toBe('Broken');
    expect(state.values.name).toBeUndefined();
  });
});

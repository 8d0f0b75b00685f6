import { describe, expect, it } from 'vitest';
import { caseForm, wireField } from './form-fixture.test-support.js';
import { buildFormModel } from './form-model.js';
import {
  applyLookupValues,
  blurField,
  changeField,
  createFormState,
  fieldView,
  isFieldShownInSection,
  isSectionVisible,
  validateForm,
  withServerProblems,
} from './form-state.js';

const newForm = () => {
  const model = buildFormModel(caseForm(), 'NEW');
  return { model, state: createFormState(model, 'NEW') };
};

describe('record form state: dependent picklists (spec 2 §4)', () => {
  it('[S2-B-067][S2-V-003] a dependent field starts disabled, names its controlling field, and is not required', () => {
    const { model, state } = newForm();
    const view = fieldView(model, state, 'reason');
    expect(view).toMatchObject({ disabled: true, required: false, controlLabel: 'Case type' });
    expect(view.options).toEqual([]);
  });

  it.each([
    // control value, dependent before, dependent after, options, required
    ['Problem', '', '', ['Installation', 'Breakdown'], true],
    ['Question', '', 'Usage', ['Usage'], true],
    ['Problem', 'Breakdown', 'Breakdown', ['Installation', 'Breakdown'], true],
    ['Question', 'Breakdown', 'Usage', ['Usage'], true],
  ])(
    '[S2-B-068][S2-B-069][S2-B-071][S2-B-076] type %s: reason %j becomes %j',
    (control, before, after, options, required) => {
      const { model, state } = newForm();
      const withReason = { ...state, values: { ...state.values, reason: before } };
      const next = changeField(model, withReason, 'type', control);
      const view = fieldView(model, next, 'reason');
      expect(next.values.reason).toBe(after);
      expect(view.options.map((o) => o.codekey)).toEqual(options);
      expect(view).toMatchObject({ disabled: false, required });
    },
  );

  it('[S2-B-075] clearing the controlling field empties and disables the dependent', () => {
    const { model, state } = newForm();
    const chosen = changeField(model, changeField(model, state, 'type', 'Problem'), 'reason', 'Breakdown');
    const cleared = changeField(model, chosen, 'type', null);
    expect(cleared.values.reason).toBe('');
    expect(fieldView(model, cleared, 'reason').disabled).toBe(true);
  });

  it('[S2-B-074] in edit mode a stored dependent value is not reset on open', () => {
    const data = caseForm({ record: { type: 'Question', reason: 'Breakdown' } });
    const model = buildFormModel(data, 'EDIT');
    const state = createFormState(model, 'EDIT');
    expect(state.values.reason).toBe('Breakdown');
  });
});

describe('record form state: dynamic layout rules (spec 2 §4)', () => {
  it.each([
    ['Banking', false, false],
    ['Other', true, true],
  ])(
    '[S2-B-062][S2-B-063][S2-B-064] industry %s: other industry visible %s, required %s',
    (industry, visible, required) => {
      const { model, state } = newForm();
      const next = changeField(model, state, 'industry', industry);
      expect(fieldView(model, next, 'industry_other')).toMatchObject({ visible, required });
    },
  );
});

describe('record form state: a section a dynamic rule shows (spec 2 §4)', () => {
  const sectionForm = () => {
    const data = caseForm();
    const details = {
      title: 'Other details',
      colNum: 2,
      showWhenEdit: true,
      selectionId: 'sec2',
      data: [{ left: wireField('details', 'S', { fieldLabel: 'Details' }), right: {} }],
    };
    const rule = data.actionConditions[0]!;
    const model = buildFormModel(
      {
        ...data,
        dataList: [...data.dataList, details],
        actionConditions: [
          { ...rule, actions: { ...rule.actions, required: ['details'], showSections: ['sec2'] } },
        ],
      },
      'NEW',
    );
    return { model, state: createFormState(model, 'NEW') };
  };

  it('[S2-B-063] while hidden, the section keeps its field mounted but the field is absent: not visible, not validated', () => {
    const { model, state } = sectionForm();
    expect(isSectionVisible(state, 'sec2')).toBe(false);
    // Mounted in the hidden section (RecordFormSections), so showing it is a style change …
    expect(isFieldShownInSection(model, state, 'details')).toBe(true);
    // … yet absent for the rules and the save.
    expect(fieldView(model, state, 'details').visible).toBe(false);
    expect(validateForm(model, state).failing.map((entry) => entry.field)).not.toContain('details');
  });

  it('[S2-B-062][S2-B-064][S2-D-026] shown by the rule, its field is visible, required and listed by field and label', () => {
    const { model, state } = sectionForm();
    const next = changeField(model, state, 'industry', 'Other');
    expect(isSectionVisible(next, 'sec2')).toBe(true);
    expect(fieldView(model, next, 'details')).toMatchObject({ visible: true, required: true });
    expect(validateForm(model, next).failing).toContainEqual({ field: 'details', label: 'Details' });
  });
});

describe('record form state: validation (spec 2 §5)', () => {
  it('[S2-V-001] a required field shows its problem only after blur', () => {
    const { model, state } = newForm();
    expect(fieldView(model, state, 'subject').problem).toBeUndefined();
    expect(fieldView(model, blurField(state, 'subject'), 'subject').problem).toEqual({ kind: 'required' });
  });

  it('[S2-V-002] a non-editable field is never required', () => {
    const { model, state } = newForm();
    const view = fieldView(model, validateForm(model, state).state, 'casenumber');
    expect(view).toMatchObject({ readOnly: true, required: false });
    expect(view.problem).toBeUndefined();
  });

  it.each([
    ['99.99', undefined],
    ['100', 'too-large'],
    ['-100', 'too-small'],
    ['1.234', 'too-precise'],
  ])('[S2-V-004][S2-V-005][S2-V-007] amount %s (length 5, 2 decimals) → %s', (value, reason) => {
    const { model, state } = newForm();
    const next = blurField(changeField(model, state, 'amount', value), 'amount');
    expect(fieldView(model, next, 'amount').problem).toEqual(
      reason ? expect.objectContaining({ kind: 'number', reason }) : undefined,
    );
  });

  it('[S2-V-008] start later than end marks the end field', () => {
    const { model, state } = newForm();
    let next = changeField(model, state, 'begintime', '2026-01-02 10:00:00');
    next = changeField(model, next, 'endtime', '2026-01-02 09:00:00');
    const { failing, state: shown } = validateForm(model, next);
    expect(failing.map((entry) => entry.field)).toContain('endtime');
    expect(fieldView(model, shown, 'endtime').problem).toEqual({ kind: 'endBeforeStart' });
  });

  it('[S2-B-091] validation lists failing fields in layout order', () => {
    const { model, state } = newForm();
    const withType = changeField(model, state, 'type', 'Problem');
    expect(validateForm(model, withType).failing.map((entry) => entry.field)).toEqual(['subject', 'reason']);
  });

  it('[S2-V-023] a server problem shows on its field until the field changes', () => {
    const { model, state } = newForm();
    const marked = withServerProblems(state, { subject: 'Subject is taken' });
    expect(fieldView(model, marked, 'subject').problem).toEqual({
      kind: 'server',
      message: 'Subject is taken',
    });
    expect(fieldView(model, changeField(model, marked, 'subject', 'x'), 'subject').problem).toBeUndefined();
  });
});

describe('record form state: lookup-value expressions (spec 2 §4)', () => {
  it.each([
    ['NEW', 'old@x.test', 'new@x.test'],
    ['EDIT', 'old@x.test', 'old@x.test'],
    ['EDIT', '', 'new@x.test'],
  ] as const)('[S2-B-078][S2-B-079] %s with target %j copies to %j', (mode, before, after) => {
    const model = buildFormModel(caseForm({ record: { suppliedemail: before } }), mode);
    const state = createFormState(model, mode);
    const next = applyLookupValues(model, state, 'contactid', { email: 'new@x.test' });
    expect(next.values.suppliedemail).toBe(after);
  });
});

describe('record form model', () => {
  it('[S2-B-039] NEW opens with the owner the server gives and picklist defaults', () => {
    const { model, state } = newForm();
    expect(state.values.ownerid).toBe('u1');
    expect(model.lookupNames.u1).toBe('Avery Admin');
  });
});

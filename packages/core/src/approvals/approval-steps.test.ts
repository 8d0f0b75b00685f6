import { describe, expect, it } from 'vitest';
import { compileCriteria } from './approval-process.js';
import {
  type ApprovalAction,
  conditionsFormula,
  defaultDefinition,
  defaultStep,
  withoutStep,
} from './approval-steps.js';

const action = (patch: Partial<ApprovalAction>): ApprovalAction => ({
  on: 'stepApproved',
  step: null,
  kind: 'fieldUpdate',
  field: 'stage',
  value: '',
  subject: '',
  url: '',
  recipient: 'submitter',
  recipientUserId: null,
  recipientField: '',
  templateId: null,
  ...patch,
});

describe('removing a step of a process', () => {
  const definition = defaultDefinition({
    steps: [defaultStep({ name: 'Manager' }), defaultStep({ name: 'Finance' }), defaultStep({ name: 'CFO' })],
    actions: [
      action({ on: 'submit', value: 'submitted' }),
      action({ step: 0, value: 'manager approved' }),
      action({ step: 1, value: 'finance approved' }),
      action({ on: 'stepRejected', step: 2, value: 'cfo rejected' }),
      action({ step: null, value: 'any step approved' }),
      action({ on: 'finalApproval', value: 'approved' }),
    ],
  });

  it('[S1-R-186] drops the removed step and its own actions; later steps keep their actions, renumbered', () => {
    const after = withoutStep(definition, 1);
    expect(after.steps.map((step) => step.name)).toEqual(['Manager', 'CFO']);
    expect(after.actions.map((kept) => [kept.on, kept.step, kept.value])).toEqual([
      ['submit', null, 'submitted'],
      ['stepApproved', 0, 'manager approved'],
      ['stepRejected', 1, 'cfo rejected'],
      ['stepApproved', null, 'any step approved'],
      ['finalApproval', null, 'approved'],
    ]);
  });

  it('[S1-R-186] removing the first step moves every step action down; removing the last touches none before it', () => {
    expect(withoutStep(definition, 0).actions.map((kept) => kept.step)).toEqual([null, 0, 1, null, null]);
    expect(withoutStep(definition, 2).actions.map((kept) => kept.value)).toEqual([
      'submitted',
      'manager approved',
      'finance approved',
      'any step approved',
      'approved',
    ]);
  });

  it('[S1-R-186] a place outside the steps changes nothing', () => {
    expect(withoutStep(definition, 3)).toBe(definition);
    expect(withoutStep(definition, -1)).toBe(definition);
  });
});

describe('entry criteria built from field conditions', () => {
  it('[S1-R-186] writes one formula that holds only when every condition does, each value as its type', () => {
    expect(
      conditionsFormula([
        { field: 'amount', operator: '>', value: '100000', valueType: 'number' },
        { field: 'description', operator: '=', value: 'say "yes"', valueType: 'text' },
        { field: 'isprivate', operator: '<>', value: 'true', valueType: 'boolean' },
        { field: ' ', operator: '=', value: 'ignored', valueType: 'text' },
      ]),
    ).toBe('AND(amount > 100000, description = "say \\"yes\\"", isprivate <> TRUE)');
    expect(conditionsFormula([{ field: 'amount', operator: '>=', value: 'abc', valueType: 'number' }])).toBe(
      'amount >= 0',
    );
    expect(conditionsFormula([])).toBe('');
  });

  it('[S1-R-186] the formula compiles and picks the records the conditions describe', () => {
    const formula = compileCriteria(
      conditionsFormula([
        { field: 'amount', operator: '>', value: '100000', valueType: 'number' },
        { field: 'description', operator: '=', value: 'rush', valueType: 'text' },
      ]),
      [
        { apiName: 'amount', type: 'number' },
        { apiName: 'description', type: 'text' },
      ],
    );
    const holds = (record: Record<string, unknown>) => formula?.evaluate({ record, now: new Date() });
    expect(holds({ amount: 150_000, description: 'rush' })).toBe(true);
    expect(holds({ amount: 150_000, description: 'slow' })).toBe(false);
    expect(holds({ amount: 90_000, description: 'rush' })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { type ApprovalAction, defaultDefinition, defaultStep, withoutStep } from './approval-steps.js';

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

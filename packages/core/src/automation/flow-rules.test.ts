import { describe, expect, it } from 'vitest';
import {
  compileFlowCriteria,
  criteriaHold,
  FlowCriteriaError,
  type FlowFieldInfo,
  fillFlowTemplate,
  flowHearsSave,
  flowShouldRun,
  flowTemplateFields,
} from './flow-rules.js';

const FIELDS: FlowFieldInfo[] = [
  { apiName: 'stage', type: 'text', typeCode: 'L' },
  { apiName: 'amount', type: 'number', typeCode: 'c' },
  { apiName: 'name', type: 'text', typeCode: 'S' },
];

describe('record-triggered flow rules (issue 20)', () => {
  it('conditions and formulas decide the criteria; "only when it changes to match" needs the prior record not to match', () => {
    const won = compileFlowCriteria(
      {
        kind: 'conditions',
        match: 'all',
        conditions: [{ field: 'stage', operator: 'e', value: 'Closed won' }],
      },
      FIELDS,
    );
    const record = { stage: 'Closed won', amount: 10 };
    expect(criteriaHold(won, { record })).toBe(true);
    expect(flowShouldRun(won, true, { record, priorRecord: { stage: 'Proposal' } })).toBe(true);
    expect(flowShouldRun(won, true, { record, priorRecord: { stage: 'Closed won' } })).toBe(false);
    expect(flowShouldRun(won, false, { record, priorRecord: { stage: 'Closed won' } })).toBe(true);
    expect(flowShouldRun(won, true, { record, priorRecord: null })).toBe(true);
    const big = compileFlowCriteria({ kind: 'formula', formula: 'amount > 5' }, FIELDS);
    expect(criteriaHold(big, { record })).toBe(true);
    expect(criteriaHold(big, { record: { amount: 1 } })).toBe(false);
  });

  it('a formula that does not compile, or a condition on a missing field, is a FlowCriteriaError naming it', () => {
    expect(() => compileFlowCriteria({ kind: 'formula', formula: 'gone__c > 1' }, FIELDS)).toThrow(
      FlowCriteriaError,
    );
    expect(() =>
      compileFlowCriteria(
        { kind: 'conditions', match: 'any', conditions: [{ field: 'gone', operator: 'e', value: '' }] },
        FIELDS,
      ),
    ).toThrow(/condition 1 names the field "gone"/);
  });

  it('placeholders are filled from the record, with today and an offset in days', () => {
    const now = new Date('2026-06-01T10:00:00Z');
    expect(
      fillFlowTemplate('Kick-off: {{name}} ({{ID}}) due {{$today+7}}', { name: 'Deal', id: 'x1' }, now),
    ).toBe('Kick-off: Deal (x1) due 2026-06-08');
    expect(fillFlowTemplate('{{missing}}|{{$today}}', {}, now)).toBe('|2026-06-01');
    expect(flowTemplateFields('{{name}} {{$today+1}} {{amount}}')).toEqual(['name', 'amount']);
  });

  it('a flow hears creates, updates or both', () => {
    expect(flowHearsSave('create', true)).toBe(true);
    expect(flowHearsSave('create', false)).toBe(false);
    expect(flowHearsSave('update', false)).toBe(true);
    expect(flowHearsSave('createOrUpdate', true)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import type {
  DynamicLayoutRule,
  FieldTypeCode,
  LayoutRuleActions,
  LayoutSection,
} from '../metadata/types.js';
import { evaluateLayoutRules, watchedFields } from './dynamic-layout-rules.js';

const types: Record<string, FieldTypeCode> = {
  stage: 'L',
  amount: 'c',
  vip: 'B',
  region: 'L',
  reason: 'S',
  discount: 'P',
  notes: 'X',
  approver: 'Y',
};

const sections: LayoutSection[] = [
  {
    id: 'sec-main',
    title: 'Main',
    colNum: 2,
    showWhenEdit: true,
    selectionId: 's1',
    fields: { left: ['stage', 'amount'], right: ['vip'] },
  },
  {
    id: 'sec-loss',
    title: 'Loss',
    colNum: 1,
    showWhenEdit: true,
    selectionId: 's2',
    fields: { left: ['reason'], right: [] },
  },
  {
    id: 'sec-vip',
    title: 'VIP',
    colNum: 2,
    showWhenEdit: true,
    selectionId: 's3',
    fields: { left: ['approver'], right: ['notes'] },
  },
];

const none: LayoutRuleActions = { required: [], readonly: [], showFields: [], showSections: [] };

function rule(
  partial: Partial<DynamicLayoutRule> & Pick<DynamicLayoutRule, 'conditions'>,
): DynamicLayoutRule {
  return { id: 'r', watchFields: [], actions: none, ...partial };
}

const lostRule = rule({
  id: 'lost',
  watchFields: ['stage'],
  conditions: [{ id: 1, fieldApi: 'stage', operator: 'e', value: 'lost' }],
  actions: { required: ['reason'], readonly: ['amount'], showFields: [], showSections: ['sec-loss'] },
});

const bigDealRule = rule({
  id: 'big',
  watchFields: ['amount', 'vip', 'region'],
  conditions: [
    { id: 1, fieldApi: 'amount', operator: 'h', value: '10000' },
    { id: 2, fieldApi: 'vip', operator: 'e', value: 'true' },
    { id: 3, fieldApi: 'region', operator: 'e', value: 'EU;UK' },
  ],
  logic: '1 AND (2 OR 3)',
  actions: { required: [], readonly: [], showFields: ['discount'], showSections: ['sec-vip'] },
  secondLevel: {
    conditions: [
      { id: 1, fieldApi: 'discount', operator: 'g', value: '20' },
      { id: 2, fieldApi: 'vip', operator: 'e', value: 'false' },
    ],
    logic: '1 OR 2',
    actions: { required: ['approver'], readonly: [], showFields: ['notes'], showSections: [] },
  },
});

const rules = [lostRule, bigDealRule];

describe('dynamic layout rules', () => {
  it('[S2-B-063] everything starts off: show targets hidden, nothing required or read-only', () => {
    const result = evaluateLayoutRules(rules, {}, types, sections);
    expect([...result.required]).toEqual([]);
    expect([...result.readonly]).toEqual([]);
    expect([...result.hiddenFields].sort()).toEqual(['discount', 'notes']);
    expect([...result.hiddenSections].sort()).toEqual(['sec-loss', 'sec-vip']);
  });

  it('[S2-B-064] a matching main condition turns on its required, read-only and show actions', () => {
    const result = evaluateLayoutRules(rules, { stage: 'lost' }, types, sections);
    expect([...result.required]).toEqual(['reason']);
    expect([...result.readonly]).toEqual(['amount']);
    expect(result.hiddenSections.has('sec-loss')).toBe(false);
    expect(result.hiddenSections.has('sec-vip')).toBe(true);
  });

  it.each([
    [{ amount: 'USD 20,000', vip: true }, true],
    [{ amount: 'USD 20,000', vip: false, region: 'UK' }, true],
    [{ amount: 'USD 20,000', vip: false, region: 'US' }, false],
    [{ amount: 'USD 9,999', vip: true }, false],
  ])('[S2-B-064] logic "1 AND (2 OR 3)" over %j shows the VIP section and discount: %s', (values, shown) => {
    const result = evaluateLayoutRules(rules, values, types, sections);
    expect(result.hiddenSections.has('sec-vip')).toBe(!shown);
    expect(result.hiddenFields.has('discount')).toBe(!shown);
  });

  it.each([
    [{ amount: '20000', vip: true, discount: '25' }, true],
    [{ amount: '20000', vip: true, discount: '10' }, false],
    [{ amount: '20000', vip: false, region: 'EU', discount: '0' }, true],
    // The second level never applies when the main conditions fail.
    [{ amount: '1', vip: false, discount: '50' }, false],
  ])(
    '[S2-B-065] the second level combines its conditions with its own expression: %j → %s',
    (values, applies) => {
      const result = evaluateLayoutRules(rules, values, types, sections);
      expect(result.required.has('approver')).toBe(applies);
      expect(result.hiddenFields.has('notes')).toBe(!applies);
    },
  );

  it('[S2-B-066] a hidden section stays visible while it holds a required field', () => {
    const makeReasonRequired = rule({
      conditions: [{ id: 1, fieldApi: 'vip', operator: 'e', value: 'true' }],
      actions: { ...none, required: ['reason'] },
    });
    const withRequired = evaluateLayoutRules([lostRule, makeReasonRequired], { vip: true }, types, sections);
    expect(withRequired.hiddenSections.has('sec-loss')).toBe(false);
    const without = evaluateLayoutRules([lostRule, makeReasonRequired], { vip: false }, types, sections);
    expect(without.hiddenSections.has('sec-loss')).toBe(true);
  });

  it('[S2-B-066] a field the layout requires keeps its section visible too', () => {
    const result = evaluateLayoutRules([lostRule], {}, types, sections, { staticRequired: ['reason'] });
    expect(result.hiddenSections.has('sec-loss')).toBe(false);
  });

  it('a field made required is not hidden, so the form can always be completed', () => {
    const showAndRequire = [
      rule({
        conditions: [{ id: 1, fieldApi: 'vip', operator: 'e', value: 'true' }],
        actions: { ...none, showFields: ['notes'] },
      }),
      rule({
        conditions: [{ id: 1, fieldApi: 'stage', operator: 'e', value: 'won' }],
        actions: { ...none, required: ['notes'] },
      }),
    ];
    const result = evaluateLayoutRules(showAndRequire, { stage: 'won' }, types, sections);
    expect(result.hiddenFields.has('notes')).toBe(false);
    expect(result.required.has('notes')).toBe(true);
  });

  it('a rule without conditions always applies; a rule with malformed logic never does', () => {
    const always = rule({ conditions: [], actions: { ...none, readonly: ['vip'] } });
    const broken = rule({
      conditions: [{ id: 1, fieldApi: 'vip', operator: 'e', value: 'false' }],
      logic: '1 AND (',
      actions: { ...none, readonly: ['stage'] },
    });
    const result = evaluateLayoutRules([always, broken], {}, types, sections);
    expect([...result.readonly]).toEqual(['vip']);
  });

  it('[S2-B-062] watches the declared fields and every field a condition reads', () => {
    expect([...watchedFields(rules)].sort()).toEqual(['amount', 'discount', 'region', 'stage', 'vip']);
  });
});

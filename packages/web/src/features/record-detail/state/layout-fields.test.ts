import { afterEach, describe, expect, it } from 'vitest';
import type { DetailField, DetailSection } from '../record-detail-api.js';
import { readDetailVisibility, writeDetailVisibility } from './detail-visibility.js';
import { keyFields, layoutFields, processPath } from './layout-fields.js';

const f = (
  apiname: string,
  fieldType = 'S',
  value: unknown = 'x',
  data?: DetailField['data'],
): DetailField => ({
  apiname,
  fieldId: apiname,
  fieldType,
  fieldLabel: apiname,
  value,
  ...(data ? { data } : {}),
});
const section = (...pairs: Array<[DetailField | undefined, DetailField | undefined]>): DetailSection => ({
  title: 'S',
  colNum: 2,
  selectionId: 's',
  data: pairs.map(([left, right]) => ({ left: left ?? {}, right: right ?? {} })),
});
const stages = [
  { key: 'Prospecting', val: 'Prospecting' },
  { key: 'Proposal', val: 'Proposal' },
  { key: 'Closed won', val: 'Closed won' },
];

describe('layout reading order and key fields', () => {
  it('reads row by row, left then right, skipping blank cells', () => {
    const sections = [section([f('a'), f('b')], [f('c'), undefined], [undefined, f('d')])];
    expect(layoutFields(sections).map((field) => field.apiname)).toEqual(['a', 'b', 'c', 'd']);
  });

  it("takes an object's known key fields in their order, at most 4", () => {
    const sections = [
      section(
        [f('name'), f('khmc', 'Y')],
        [f('amount', 'c', 5), f('closedate', 'D')],
        [f('probability', 'P'), f('ownerid', 'Y')],
      ),
    ];
    expect(keyFields('Opportunity', sections).map((field) => field.apiname)).toEqual([
      'khmc',
      'amount',
      'closedate',
      'probability',
    ]);
  });

  it('for other objects: short fields after the name, filled ones first', () => {
    const sections = [
      section(
        [f('name'), f('notes', 'X')],
        [f('code', 'S', null), f('size', 'N', 3)],
        [f('kind', 'L'), undefined],
      ),
    ];
    expect(keyFields('custom_thing', sections).map((field) => field.apiname)).toEqual([
      'size',
      'kind',
      'code',
    ]);
  });
});

describe('process path', () => {
  it('is the stage picklist of an opportunity with the current step', () => {
    const path = processPath('Opportunity', [section([f('stage', 'L', 'Proposal', stages), undefined])]);
    expect(path?.steps.map((step) => step.label)).toEqual(['Prospecting', 'Proposal', 'Closed won']);
    expect(path?.current).toBe(1);
  });

  it('is the status picklist of a lead or case, and absent when the object has none', () => {
    expect(
      processPath('Lead', [
        section([
          f('status', 'L', 'Open', [
            { key: 'Open', val: 'Open' },
            { key: 'Qualified', val: 'Qualified' },
          ]),
          undefined,
        ]),
      ])?.field.apiname,
    ).toBe('status');
    expect(processPath('Account', [section([f('type', 'L', 'x', stages), undefined])])).toBeNull();
  });
});

describe('[S1-B-055] record detail visibility flags in session storage', () => {
  afterEach(() => sessionStorage.clear());

  it('shows every part unless a flag says false', () => {
    expect(Object.values(readDetailVisibility()).every(Boolean)).toBe(true);
    writeDetailVisibility({ isShowActivity: false, isShowProcess: false });
    expect(sessionStorage.getItem('isShowActivity')).toBe('false');
    const flags = readDetailVisibility();
    expect(flags.isShowActivity).toBe(false);
    expect(flags.isShowProcess).toBe(false);
    expect(flags.isShowTitleBox).toBe(true);
  });
});

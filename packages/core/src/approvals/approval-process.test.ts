import { describe, expect, it } from 'vitest';
import type { FormulaFieldInfo } from '../formula/types.js';
import {
  type ApprovalProcess,
  chooseApprovalProcess,
  compileCriteria,
  managerInHierarchy,
  mayEditPendingRecord,
} from './approval-process.js';

const fields: FormulaFieldInfo[] = [
  { apiName: 'amount', type: 'number' },
  { apiName: 'stage', type: 'picklist' },
];

const process = (patch: Partial<ApprovalProcess>): ApprovalProcess => ({
  id: 'p',
  name: 'Process',
  active: true,
  order: 1,
  criteria: '',
  approverKind: 'ownerManager',
  approverUserId: null,
  ...patch,
});

describe('approval processes', () => {
  const processes = [
    process({ id: 'big', name: 'Big deals', order: 1, criteria: 'amount >= 500000', approverKind: 'manual' }),
    process({ id: 'mid', name: 'Large deals', order: 2, criteria: 'amount >= 100000' }),
    process({ id: 'off', name: 'Switched off', order: 0, active: false }),
  ];

  it.each([
    [750000, 'big'],
    [150000, 'mid'],
  ])('an amount of %d goes to the first active process by order whose criteria hold: %s', (amount, id) => {
    const choice = chooseApprovalProcess(processes, fields, { record: { amount } });
    expect(choice.matched && choice.process.id).toBe(id);
  });

  it('[S2-E-004] answers one reason per active process when none takes the record; inactive ones are skipped', () => {
    const choice = chooseApprovalProcess(processes, fields, { record: { amount: 10 } });
    expect(choice).toEqual({
      matched: false,
      errors: [
        'Big deals: the record does not meet its entry criteria (amount >= 500000)',
        'Large deals: the record does not meet its entry criteria (amount >= 100000)',
      ],
    });
  });

  it('a blank amount meets no numeric criteria (blanks are blanks)', () => {
    expect(chooseApprovalProcess(processes, fields, { record: {} }).matched).toBe(false);
  });

  it('says so when the object has no active process at all', () => {
    const choice = chooseApprovalProcess([processes[2]!], fields, { record: {} });
    expect(choice).toEqual({ matched: false, errors: ['The object has no active approval process'] });
  });

  it('blank criteria take every record; criteria naming a removed field are reported, not thrown', () => {
    const broken = process({ id: 'broken', name: 'Old', criteria: 'discount > 20' });
    const all = process({ id: 'all', order: 5 });
    const choice = chooseApprovalProcess([broken, all], fields, { record: {} });
    expect(choice.matched && choice.process.id).toBe('all');
    const alone = chooseApprovalProcess([broken], fields, { record: {} });
    expect(alone.matched ? '' : alone.errors[0]).toMatch(/^Old: its entry criteria no longer compile/);
  });

  it('compiles criteria as a boolean formula and names what is wrong', () => {
    expect(compileCriteria('  ', fields)).toBeNull();
    expect(() => compileCriteria('amount + 1', fields)).toThrow(/incompatible with expected data type/);
    expect(() => compileCriteria('nosuchfield > 1', fields)).toThrow(/nosuchfield/i);
  });

  it('lets only the approver and administrators change a pending record', () => {
    expect(mayEditPendingRecord('u1', false, { approverId: 'u1' })).toBe(true);
    expect(mayEditPendingRecord('u2', true, { approverId: 'u1' })).toBe(true);
    expect(mayEditPendingRecord('u2', false, { approverId: 'u1' })).toBe(false);
  });

  it('finds the manager in the first role above that has someone else in it', () => {
    const parents = new Map<string, string | null>([
      ['rep', 'lead'],
      ['lead', 'manager'],
      ['manager', null],
    ]);
    const people: Record<string, string[]> = { rep: ['sam'], lead: [], manager: ['maria'] };
    const inRole = (role: string) => people[role] ?? [];
    expect(managerInHierarchy('rep', parents, inRole, 'sam')).toBe('maria');
    expect(managerInHierarchy('manager', parents, inRole, 'maria')).toBeNull();
    expect(managerInHierarchy(null, parents, inRole, 'x')).toBeNull();
  });
});

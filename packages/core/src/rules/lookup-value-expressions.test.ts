import { describe, expect, it } from 'vitest';
import type { LookupValueExpression, OperationType } from '../metadata/types.js';
import { applyLookupValueExpressions } from './lookup-value-expressions.js';

const expressions: LookupValueExpression[] = [
  { id: 'x1', lookupFieldApi: 'accountid', fieldrelateid: 'phone', expression: 'phone', iscover: 'false' },
  {
    id: 'x2',
    lookupFieldApi: 'accountid',
    fieldrelateid: 'billing_city',
    expression: 'city',
    iscover: 'true',
  },
  { id: 'x3', lookupFieldApi: 'contactid', fieldrelateid: 'email', expression: 'email', iscover: 'true' },
];

const account = { id: '001AAAAAAAAAAAAAAA', phone: '+1 555 0100', city: 'Berlin' };

function apply(
  mode: OperationType,
  values: Record<string, unknown>,
  record: Record<string, unknown> | null = account,
) {
  return applyLookupValueExpressions({
    expressions,
    lookupFieldApi: 'accountid',
    lookedUpRecord: record,
    values,
    mode,
  });
}

describe('lookup-value expressions', () => {
  it.each<[OperationType, string]>([
    ['NEW', 'S2-B-078'],
    ['COPY', 'S2-B-078'],
  ])('[%s][S2-B-077][%s] overwrites every target of the chosen lookup', (mode) => {
    const result = apply(mode, { phone: 'old', billing_city: 'Paris', email: 'keep@example.com' });
    expect(result.values).toEqual({
      phone: '+1 555 0100',
      billing_city: 'Berlin',
      email: 'keep@example.com',
    });
    expect(result.changed).toEqual(['phone', 'billing_city']);
  });

  it.each<[string, string | null, string, string]>([
    // target, current value, expected after, why
    ['phone', 'old', 'old', 'filled and cover flag false: kept'],
    ['phone', '', '+1 555 0100', 'empty target: copied'],
    ['phone', null, '+1 555 0100', 'null target: copied'],
    ['billing_city', 'Paris', 'Berlin', "cover flag 'true': overwritten"],
  ])('[S2-B-079] on EDIT %s holding %j becomes %j (%s)', (target, current, expected) => {
    const result = apply('EDIT', { [target]: current });
    expect(result.values[target]).toBe(expected);
  });

  it('reports only targets whose value changed', () => {
    expect(apply('NEW', { phone: '+1 555 0100', billing_city: 'Berlin' }).changed).toEqual([]);
  });

  it('copies an empty string for a source field the record lacks, and nothing when the lookup was cleared', () => {
    expect(apply('NEW', { billing_city: 'Paris' }, { id: 'x' }).values.billing_city).toBe('');
    expect(apply('NEW', { billing_city: 'Paris' }, null)).toEqual({
      values: { billing_city: 'Paris' },
      changed: [],
    });
  });
});

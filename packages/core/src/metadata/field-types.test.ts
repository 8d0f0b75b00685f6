import { describe, expect, it } from 'vitest';
import { FIELD_TYPE_CODES, FIELD_TYPES, isFieldTypeCode, normaliseOperationType } from './field-types.js';

describe('field type codes', () => {
  it('cover the spec codes of spec 2 §3 and ours', () => {
    const spec = ['B', 'P', 'N', 'c', 'D', 'Y', 'M', 'MR', 'Q', 'L', 'AD', 'LT', 'IMG', 'file'];
    const ours = ['S', 'X', 'A', 'E', 'H', 'U', 'F', 'T', 'V', 'Z'];
    expect([...FIELD_TYPE_CODES].sort()).toEqual([...spec, ...ours].sort());
    for (const code of FIELD_TYPE_CODES) expect(FIELD_TYPES[code].code).toBe(code);
  });

  it.each([
    ['B', 'boolean', 'boolean'],
    ['N', 'number', 'number'],
    ['c', 'number', 'number'],
    ['P', 'number', 'number'],
    ['D', 'date', 'date'],
    ['F', 'date', 'datetime'],
    ['Q', 'text', 'text'],
    ['AD', 'none', 'none'],
    ['Z', 'text', 'none'],
  ] as const)('%s holds %s values stored as %s', (code, valueKind, storage) => {
    expect(FIELD_TYPES[code]).toMatchObject({ valueKind, storage });
  });

  it('tells codes apart case-sensitively (c is currency, C is nothing)', () => {
    expect(isFieldTypeCode('c')).toBe(true);
    expect(isFieldTypeCode('C')).toBe(false);
    expect(isFieldTypeCode('toString')).toBe(false);
  });

  it('[S2-D-001] reads the operation type NEW, EDIT or COPY, also lowercase edit (DECISIONS 3)', () => {
    expect(normaliseOperationType('NEW')).toBe('NEW');
    expect(normaliseOperationType('EDIT')).toBe('EDIT');
    expect(normaliseOperationType('edit')).toBe('EDIT');
    expect(normaliseOperationType('COPY')).toBe('COPY');
    expect(normaliseOperationType('clone')).toBeNull();
  });
});

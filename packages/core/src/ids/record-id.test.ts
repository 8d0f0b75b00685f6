import { describe, expect, it } from 'vitest';
import { isRecordId, newRecordId, recordIdPrefix } from './record-id.js';

describe('record ids', () => {
  it('start with the object prefix and are 18 characters', () => {
    const id = newRecordId('001');
    expect(id).toHaveLength(18);
    expect(recordIdPrefix(id)).toBe('001');
    expect(isRecordId(id)).toBe(true);
  });

  it('sort by creation time, also within one millisecond', () => {
    const ids = [
      newRecordId('003', 1000),
      newRecordId('003', 1000),
      newRecordId('003', 2000),
      newRecordId('003', 99_999_999),
    ];
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(4);
  });

  it('are always valid ids, whatever the random bytes', () => {
    for (let i = 0; i < 4_000; i++) {
      const id = newRecordId('001');
      expect(isRecordId(id), id).toBe(true);
    }
  });

  it('draw fresh random bytes for every id, also past a refill of the random pool', () => {
    const ids = Array.from({ length: 2000 }, () => newRecordId('001', 5000));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('refuse a prefix that is not 3 letters or digits', () => {
    expect(() => newRecordId('01')).toThrow(/3 letters or digits/);
    expect(() => newRecordId('0/1')).toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import {
  readPendingData,
  takeSaveAndNewHandoff,
  writePendingData,
  writeSaveAndNewHandoff,
} from './form-storage.js';
import { leadingDebounce } from './leading-debounce.js';

const pending = { objectApi: 'Account', recordTypeId: 'rt1', values: { name: 'Acme' }, lookupNames: {} };

describe('pending page data (spec 2 §9: 86400000 ms)', () => {
  it.each([
    [0, true],
    [86_400_000, true],
    [86_400_001, false],
  ])('read %i ms after writing: offered %s', (age, offered) => {
    writePendingData('/home/create/x', pending, 1_000);
    const read = readPendingData('/home/create/x', 1_000 + age);
    expect(read !== undefined).toBe(offered);
    if (offered) expect(read).toMatchObject({ ...pending, savedAt: 1_000 });
    else expect(localStorage.getItem('vela.recordForm.pending./home/create/x')).toBeNull();
  });
});

describe('save-and-new hand-off (S2-B-054, S2-K-006: 300000 ms)', () => {
  it.each([
    ['Account', 300_000, true],
    ['account', 10, true],
    ['Account', 300_001, false],
    ['Contact', 10, false],
  ])('%s read after %i ms: taken %s', (objectApi, age, taken) => {
    localStorage.clear();
    writeSaveAndNewHandoff({ objectApi: 'Account', recordTypeId: 'rt2', savedName: 'Acme' }, 5_000);
    const handoff = takeSaveAndNewHandoff(objectApi, 5_000 + age);
    expect(handoff !== undefined).toBe(taken);
    // Taken once only.
    if (taken) expect(takeSaveAndNewHandoff(objectApi, 5_000 + age)).toBeUndefined();
  });
});

describe('save debounce (S2-B-045, S2-K-005: 300 ms, leading)', () => {
  it.each([
    [[0, 100, 250], 1],
    [[0, 300], 2],
    [[0, 200, 400, 700], 2],
  ])('clicks at %j save %i times', (times, saves) => {
    let now = 0;
    let calls = 0;
    const save = leadingDebounce(
      () => {
        calls += 1;
      },
      300,
      () => now,
    );
    for (const at of times) {
      now = at;
      save();
    }
    expect(calls).toBe(saves);
  });
});

import { describe, expect, it } from 'vitest';
import {
  readPendingData,
  takeSaveAndNewHandoff,
  writePendingData,
  writeSaveAndNewHandoff,
} from './form-storage.js';
import { leadingDebounce } from './leading-debounce.js';

const pending = { objectApi: 'Account', recordTypeId: 'rt1', values: { name: 'Acme' }, lookupNames: {} };

describe('[S1-B-058][S1-K-017] pending page data, kept under the page id with its time (86400000 ms)', () => {
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
  /** Clicks at the given times; each run answers `answersAfter` ms after it starts (null: never). */
  async function savesFor(times: number[], answersAfter: number | null): Promise<number> {
    let now = 0;
    let calls = 0;
    const pending: Array<{ at: number; answer: () => void }> = [];
    const save = leadingDebounce(
      () => {
        calls += 1;
        return new Promise<void>((answer) => pending.push({ at: now + (answersAfter ?? Infinity), answer }));
      },
      300,
      () => now,
    );
    for (const at of times) {
      now = at;
      for (const run of pending.filter((p) => p.at <= now)) run.answer();
      // Let the answered runs settle before the next click, as the event loop would.
      await Promise.resolve();
      await Promise.resolve();
      save();
    }
    return calls;
  }

  it.each([
    [[0, 100, 250], 1],
    [[0, 300], 2],
    [[0, 200, 400, 700], 3],
  ])('while the first save is still running, clicks at %j save %i times', async (times, saves) => {
    expect(await savesFor(times, null)).toBe(saves);
  });

  it('[S2-B-045] a click right after a save has answered (a refusal, say) always saves', async () => {
    expect(await savesFor([0, 50, 120], 10)).toBe(3);
  });

  it('a run that answers at once (a check that stopped the save) never holds the next click', () => {
    let calls = 0;
    const save = leadingDebounce(
      () => {
        calls += 1;
        return undefined;
      },
      300,
      () => 0,
    );
    save();
    save();
    expect(calls).toBe(2);
  });
});

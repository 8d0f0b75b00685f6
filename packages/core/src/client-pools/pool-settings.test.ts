import { describe, expect, it } from 'vitest';
import {
  POOL_CLAIM_LIMIT_MAX,
  POOL_CLAIM_LIMIT_MIN,
  POOL_OBJECT_APIS,
  poolMemberSettings,
} from './pool-settings.js';

describe('[S1-R-033] client pool settings', () => {
  it('pools hold leads and accounts only, with a claim limit of 1 to 10000', () => {
    expect(POOL_OBJECT_APIS).toEqual(['lead', 'account']);
    expect([POOL_CLAIM_LIMIT_MIN, POOL_CLAIM_LIMIT_MAX]).toEqual([1, 10_000]);
  });
  it('a manager is a member too, and each user is listed once', () => {
    expect(poolMemberSettings(['u1', 'u2'], ['u2', 'u3'])).toEqual([
      { userId: 'u1', isManager: false },
      { userId: 'u2', isManager: true },
      { userId: 'u3', isManager: true },
    ]);
    expect(poolMemberSettings(['u1', 'u1'], [])).toEqual([{ userId: 'u1', isManager: false }]);
    expect(poolMemberSettings([], [])).toEqual([]);
  });
});

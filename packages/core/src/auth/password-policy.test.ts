import { describe, expect, it } from 'vitest';
import { checkPasswordPolicy, describePasswordProblems } from './password-policy.js';

describe('password policy', () => {
  it.each([
    ['Vela-demo-2026', [], 'a long password with letters and digits'],
    ['short1A', ['too-short'], 'fewer than 10 characters'],
    ['onlyletterslong', ['no-digit'], 'no digit'],
    ['1234567890', ['no-letter'], 'no letter'],
    ['a'.repeat(257).replace(/^a/, '1'), ['too-long'], 'over 256 characters'],
    ['ÄÖÜäöüßéèê9', [], 'letters outside ASCII count as letters'],
  ])('%s → %j (%s)', (password, expected) => {
    expect(checkPasswordPolicy({ password, email: 'sam@vela.local' })).toEqual(expected);
  });

  it('refuses the e-mail address, whatever its case', () => {
    expect(checkPasswordPolicy({ password: 'Sam1@Vela.local', email: 'sam1@vela.local' })).toEqual([
      'same-as-email',
    ]);
  });

  it('refuses the old password', () => {
    expect(
      checkPasswordPolicy({ password: 'Vela-demo-2026', email: 'a@b.c', oldPassword: 'Vela-demo-2026' }),
    ).toEqual(['same-as-old']);
  });

  it('says every missing part in one sentence', () => {
    expect(describePasswordProblems(checkPasswordPolicy({ password: 'abc', email: 'a@b.c' }))).toBe(
      'The new password needs: at least 10 characters; at least one digit.',
    );
  });
});

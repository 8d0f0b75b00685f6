import { describe, expect, it } from 'vitest';
import { showsVerticalMenu } from './vertical-menu-rule.js';

describe('the vertical menu (spec 1 §3, DECISIONS 16)', () => {
  it.each<[string, boolean, '0' | '1', boolean]>([
    ['[S1-B-056] tabStyle 1, staff user', false, '1', true],
    ['[S1-B-056] tabStyle 0, staff user', false, '0', false],
    ['[S1-B-056] tabStyle 1, partner user', true, '1', false],
  ])('%s', (_name, ispartner, tabStyle, expected) => {
    expect(showsVerticalMenu({ ispartner }, { tabStyle })).toBe(expected);
  });

  it('no setup yet: no vertical menu', () => {
    expect(showsVerticalMenu(undefined, undefined)).toBe(false);
  });
});

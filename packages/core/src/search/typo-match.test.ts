import { describe, expect, it } from 'vitest';
import { correctionsOf, matchesTypedWord, prefixTypoDistance, typoBudget } from './typo-match.js';

describe('typo-tolerant prefix matching', () => {
  it.each([
    ['acm', 'acme', true, 'a plain prefix'],
    ['ACME', 'acme', true, 'letter case does not matter'],
    ['zurich', 'zürich', true, 'accents do not matter'],
    ['acne', 'acme', true, 'one wrong letter in a four-letter word'],
    ['jonhson', 'johnson', true, 'two letters swapped'],
    ['johnsn', 'johnson', true, 'a letter missing'],
    ['johnsson', 'johnson', true, 'a letter too many'],
    ['hamburgr', 'hamburger', true, 'a typo in the part typed so far'],
    ['nrthwind', 'northwind', true, 'a letter missing at the second place'],
    ['northwnid', 'northwind', true, 'two typos in a word of eight or more'],
    ['acn', 'acme', false, 'no typo in words of three letters'],
    ['bcme', 'acme', false, 'the first letter must be right'],
    ['axxe', 'acme', false, 'two typos in a four-letter word'],
    ['5550123', '5550124', false, 'numbers must be typed right'],
  ])('%s matches %s: %s (%s)', (typed, word, expected) => {
    expect(matchesTypedWord(typed, word)).toBe(expected);
  });

  it('counts typos to the closest beginning of the word', () => {
    expect(prefixTypoDistance('acme', 'acme', 1)).toBe(0);
    expect(prefixTypoDistance('acmr', 'acmeholdings', 1)).toBe(1);
    expect(prefixTypoDistance('xyz', 'acme', 1)).toBe(2);
    expect(typoBudget('abc')).toBe(0);
    expect(typoBudget('abcd')).toBe(1);
    expect(typoBudget('abcdefgh')).toBe(2);
  });

  it('lists the words meant, fewest typos first, then the most used', () => {
    const vocabulary = [
      { word: 'johnson', uses: 40 },
      { word: 'johansson', uses: 3 },
      { word: 'jonas', uses: 9 },
      { word: 'smith', uses: 100 },
    ];
    expect(correctionsOf('jonhson', vocabulary)).toEqual(['johnson']);
    expect(correctionsOf('johanssen', vocabulary)).toEqual(['johansson']);
    expect(correctionsOf('smiht', vocabulary)).toEqual(['smith']);
    expect(correctionsOf('smi', vocabulary)).toEqual([]);
  });
});

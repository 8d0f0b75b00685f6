import { describe, expect, it } from 'vitest';
import {
  describeControlCharacterFinding,
  findForbiddenControlCharacter,
  hasForbiddenControlCharacter,
} from './control-characters.js';

describe('forbidden control characters', () => {
  it.each([
    ['\u0000', true],
    ['a\u0001b', true],
    ['\u000b', true],
    ['\u000c', true],
    ['\u001f', true],
    ['\u007f', true],
    ['\u0085', true],
    ['\u009f', true],
    ['tab\tline\nreturn\r', false],
    ['Grüße 😀 ü', false],
    ['\u00a0 no-break space', false],
  ])('%j is forbidden: %s', (text, expected) => {
    expect(hasForbiddenControlCharacter(text)).toBe(expected);
  });

  it('names the path of the first offending value', () => {
    const body = { head: { appType: 'x' }, body: { rows: [{ name: 'ok' }, { name: 'b\u0000d' }] } };
    expect(findForbiddenControlCharacter(body, 'body')).toEqual({
      path: 'body.body.rows.1.name',
      character: 'U+0000',
      inKey: false,
    });
  });

  it('finds a control character in a key', () => {
    const finding = findForbiddenControlCharacter({ body: { 'a\u0002': 1 } }, 'body');
    expect(finding).toEqual({ path: 'body.body', character: 'U+0002', inKey: true });
    expect(describeControlCharacterFinding(finding as NonNullable<typeof finding>)).toMatch(
      /^body\.body: a field name holds the control character U\+0002/,
    );
  });

  it('searches JSON given as text inside the body', () => {
    const body = { body: { data: JSON.stringify([{ fields: { name: 'x\u0000' } }]) } };
    expect(findForbiddenControlCharacter(body, 'body')?.path).toBe('body.body.data.0.fields.name');
  });

  it('names the field inside JSON text when the character is written raw (DEL, C1)', () => {
    const body = { data: JSON.stringify([{ name: 'a\u007fb' }]) };
    expect(findForbiddenControlCharacter(body, 'body')?.path).toBe('body.data.0.name');
    expect(findForbiddenControlCharacter({ data: '[broken \u0085' }, 'body')?.path).toBe('body.data');
  });

  it('leaves text that only looks like an escape alone', () => {
    expect(findForbiddenControlCharacter({ note: 'type \\u0000 to mean NUL' }, 'body')).toBeUndefined();
    expect(findForbiddenControlCharacter({ note: '[not json \\u0000' }, 'body')).toBeUndefined();
  });

  it('walks a deeply nested value without exhausting the stack', () => {
    let deep: unknown = 'end\u0000';
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(findForbiddenControlCharacter(deep, 'body')?.character).toBe('U+0000');
  });

  it('leaves bytes alone: they are not text', () => {
    expect(findForbiddenControlCharacter({ file: new Uint8Array([0, 1, 2]) }, 'body')).toBeUndefined();
  });

  it('accepts numbers, booleans, null and clean text', () => {
    expect(findForbiddenControlCharacter({ a: 1, b: true, c: null, d: ['x'] }, 'body')).toBeUndefined();
  });
});

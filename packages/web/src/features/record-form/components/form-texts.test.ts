import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../i18n/locales/en.js';
import { formTitle, problemText } from './form-texts.js';

const t = ((key: keyof typeof en, values: Record<string, string> = {}) =>
  en[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '')) as unknown as TFunction;

describe('form titles (spec 2 §2 "Modes and titles")', () => {
  it.each([
    ['NEW', {}, 'Create Account'],
    ['EDIT', {}, 'Edit Account'],
    ['COPY', {}, 'Clone Account'],
    ['EDIT', { subTask: true }, 'Edit sub-task'],
    ['COPY', { objectApi: 'velaKArticle' }, 'Edit knowledge article'],
    ['NEW', { objectApi: 'velaKArticle' }, 'Create Account'],
  ] as const)('[S2-B-004][S2-B-005][S2-B-006][S2-B-007][S2-B-008] %s %j → %s', (mode, options, title) => {
    expect(formTitle(t, mode, 'Account', options)).toBe(title);
  });
});

describe('field messages (spec 2 §5)', () => {
  it.each([
    [{ kind: 'required' }, 'Please enter Amount.'],
    [{ kind: 'number', reason: 'too-large', limit: '99.99' }, 'Enter at most 99.99.'],
    [{ kind: 'number', reason: 'too-small', limit: '-99.99' }, 'Enter at least -99.99.'],
    [{ kind: 'number', reason: 'too-precise', limit: '2' }, 'Use at most 2 decimal places.'],
    [{ kind: 'endBeforeStart' }, 'The end must be later than the start.'],
    [{ kind: 'server', message: 'Amount must be positive' }, 'Amount must be positive'],
  ] as const)('[S2-V-001][S2-V-005][S2-V-008] %j', (problem, text) => {
    expect(problemText(t, problem, 'Amount')).toBe(text);
  });
});

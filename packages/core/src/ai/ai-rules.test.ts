import { describe, expect, it } from 'vitest';
import { detectIntent, keywordOf } from './ai-rules.js';

describe('the built-in assistant reads a question (issue 24)', () => {
  it('finds the record words among the filler, a quoted name first', () => {
    expect(keywordOf('Find the account Acme Corp')).toBe('Acme Corp');
    expect(keywordOf('show me "Globex Ltd" please')).toBe('Globex Ltd');
  });

  it('names the tool each kind of question needs', () => {
    expect(detectIntent('find account Acme')).toEqual({ tool: 'searchRecords', keyword: 'Acme' });
    expect(detectIntent('Open Acme')).toEqual({ tool: 'readRecord', keyword: 'Acme' });
    expect(detectIntent('summarise the history of Acme')).toEqual({ tool: 'recordHistory', keyword: 'Acme' });
    expect(detectIntent('what are my open tasks?')).toEqual({ tool: 'myWork' });
    expect(detectIntent('draft an email to Jane Doe')).toEqual({ tool: 'draftEmail', keyword: 'Jane Doe' });
    expect(detectIntent('create a new account named Initech')).toEqual({
      tool: 'prefillForm',
      objectApi: 'Account',
      name: 'Initech',
    });
    expect(detectIntent('help')).toEqual({ tool: 'help' });
  });
});

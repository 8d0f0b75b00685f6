import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../languages/index.js';
import { SYSTEM_VIEW_KEYS, systemViewName } from './system-view-names.js';

describe('standard list view names', () => {
  it('[S1-K-034] names every standard view in each of the 16 languages around the plural label', () => {
    for (const language of SUPPORTED_LANGUAGES)
      for (const key of SYSTEM_VIEW_KEYS) expect(systemViewName(key, 'Xyz', language)).toMatch(/xyz/i);
    expect(systemViewName('all', 'Opportunities')).toBe('All opportunities');
    expect(systemViewName('mine', 'Opportunities', 'en-GB')).toBe('My opportunities');
    expect(systemViewName('all', '业务机会', 'zh-CN')).toBe('全部业务机会');
    expect(systemViewName('all', '業務機會', 'zh-TW')).toBe('全部業務機會');
    expect(systemViewName('mine', 'Oportunidades', 'pt-BR')).toBe('Meus: Oportunidades');
    expect(systemViewName('recent', 'Kontakte', 'de')).toBe('Zuletzt geänderte Kontakte');
    // A language Vela does not have reads English.
    expect(systemViewName('hot', 'Leads', 'xx')).toBe('Hot leads');
  });
});

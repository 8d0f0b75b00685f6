import { describe, expect, it } from 'vitest';
import { checkPrintDesign, DEFAULT_PRINT_DESIGN, PRINT_TEMPLATE_LIMITS } from './print-template.js';

describe('print template designs', () => {
  it('[S1-R-166] accepts a design, trimming the name and dropping repeated field names', () => {
    const checked = checkPrintDesign({
      ...DEFAULT_PRINT_DESIGN,
      name: '  Letterhead ',
      fields: ['name', 'name', 'khmc'],
    });
    expect(checked).toEqual({
      ok: true,
      design: { ...DEFAULT_PRINT_DESIGN, name: 'Letterhead', fields: ['name', 'khmc'] },
    });
  });

  it('[S1-R-166] refuses what could run or break a page, naming the part', () => {
    const problem = (change: Record<string, unknown>) => {
      const checked = checkPrintDesign({ ...DEFAULT_PRINT_DESIGN, ...change });
      return checked.ok ? '' : checked.problem;
    };
    expect(problem({ logo: 'data:image/svg+xml;base64,PHN2Zz4=' })).toMatch(/^design\.logo/);
    expect(problem({ logo: 'https://example.test/logo.png' })).toMatch(/^design\.logo/);
    expect(problem({ parts: ['header', 'header'] })).toBe('design.parts: each part at most once');
    expect(problem({ parts: ['header', 'html'] })).toMatch(/^design\.parts/);
    expect(problem({ fields: ['name; drop table'] })).toContain('is not a field name');
    expect(problem({ name: ' ' })).toBe('design.name: a template needs a name');
    expect(problem({ terms: 'x'.repeat(PRINT_TEMPLATE_LIMITS.terms + 1) })).toMatch(
      /^design\.terms: at most/,
    );
    expect(problem({ headerText: 7 })).toBe('design.headerText: text is needed');
    expect(checkPrintDesign(null)).toEqual({ ok: false, problem: 'design: an object is needed' });
  });
});

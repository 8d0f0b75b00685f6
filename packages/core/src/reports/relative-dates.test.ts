import { describe, expect, it } from 'vitest';
import { RELATIVE_DATES, relativeDateRange } from './relative-dates.js';

describe('relative dates of report filters', () => {
  it('resolves months, quarters and years across year ends', () => {
    expect(relativeDateRange('this_month', '2026-01-15')).toEqual({ from: '2026-01-01', to: '2026-02-01' });
    expect(relativeDateRange('last_month', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2026-01-01' });
    expect(relativeDateRange('next_quarter', '2026-11-27')).toEqual({ from: '2027-01-01', to: '2027-04-01' });
    expect(relativeDateRange('last_quarter', '2026-02-10')).toEqual({ from: '2025-10-01', to: '2026-01-01' });
    expect(relativeDateRange('this_year', '2026-06-30')).toEqual({ from: '2026-01-01', to: '2027-01-01' });
  });

  it('counts the last N days including today, and weeks from Monday', () => {
    expect(relativeDateRange('today', '2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-02' });
    expect(relativeDateRange('last_90_days', '2026-03-31')).toEqual({ from: '2026-01-01', to: '2026-04-01' });
    // 27 Nov 2026 is a Friday.
    expect(relativeDateRange('this_week', '2026-11-27')).toEqual({ from: '2026-11-23', to: '2026-11-30' });
    for (const relative of RELATIVE_DATES) {
      const range = relativeDateRange(relative, '2026-11-27');
      expect(range.from < range.to, relative).toBe(true);
    }
  });
});

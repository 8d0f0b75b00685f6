import { describe, expect, it } from 'vitest';
import { displayDate, displayDateTime } from './date-display.js';

describe('date display: one format per locale (issue 26 item 15)', () => {
  it('shows a stored instant in the reader’s zone and language, stored as text or ISO alike', () => {
    const newYork = { language: 'en', timeZone: 'America/New_York' };
    expect(displayDateTime('2026-11-27 14:05:00', newYork)).toBe('Nov 27, 2026, 9:05 AM');
    expect(displayDateTime('2026-11-27T14:05:00.000Z', newYork)).toBe('Nov 27, 2026, 9:05 AM');
    expect(
      displayDateTime(new Date('2026-11-27T14:05:00Z'), { language: 'de', timeZone: 'Europe/Berlin' }),
    ).toBe('27.11.2026, 15:05');
    expect(displayDateTime('2026-11-27 14:05:00', { language: 'zh-CN', timeZone: 'Asia/Shanghai' })).toBe(
      '2026年11月27日 22:05',
    );
  });

  it('shows a date as its calendar day in every zone; a bad zone or language falls back, bad text shows as stored', () => {
    expect(displayDate('2026-03-04', { language: 'en', timeZone: 'Pacific/Kiritimati' })).toBe('Mar 4, 2026');
    expect(displayDateTime('2026-03-04 10:30:00', { language: 'xx-invalid-', timeZone: 'Mars/Base' })).toBe(
      'Mar 4, 2026, 10:30 AM',
    );
    expect(displayDateTime('soon', { language: 'en' })).toBe('soon');
  });
});

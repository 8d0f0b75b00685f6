/**
 * Relative date ranges of report filters ("this month", "last 90 days"):
 * resolved to a half-open day range [from, to) against the day the report
 * runs, so a saved report keeps meaning "this month" next month. Days are
 * calendar days as stored (YYYY-MM-DD); the server resolves them in UTC.
 */
export const RELATIVE_DATES = [
  'today',
  'yesterday',
  'tomorrow',
  'this_week',
  'last_week',
  'this_month',
  'last_month',
  'next_month',
  'this_quarter',
  'last_quarter',
  'next_quarter',
  'this_year',
  'last_year',
  'next_year',
  'last_7_days',
  'last_30_days',
  'last_90_days',
  'next_30_days',
  'next_90_days',
] as const;

export type RelativeDate = (typeof RELATIVE_DATES)[number];

export interface DayRange {
  /** First day inside the range. */
  from: string;
  /** First day after the range. */
  to: string;
}

const day = (date: Date) => date.toISOString().slice(0, 10);
const utc = (year: number, month: number, date: number) => new Date(Date.UTC(year, month, date));

function addDays(date: Date, days: number): Date {
  return utc(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + days);
}

function monthRange(year: number, month: number, months: number): DayRange {
  return { from: day(utc(year, month, 1)), to: day(utc(year, month + months, 1)) };
}

/** The range a relative date means on `today` (YYYY-MM-DD); weeks start on Monday (ISO 8601). */
export function relativeDateRange(relative: RelativeDate, today: string): DayRange {
  const now = new Date(`${today}T00:00:00.000Z`);
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const quarterStart = month - (month % 3);
  const weekStart = addDays(now, -((now.getUTCDay() + 6) % 7));
  const span = (from: Date, days: number): DayRange => ({ from: day(from), to: day(addDays(from, days)) });
  switch (relative) {
    case 'today':
      return span(now, 1);
    case 'yesterday':
      return span(addDays(now, -1), 1);
    case 'tomorrow':
      return span(addDays(now, 1), 1);
    case 'this_week':
      return span(weekStart, 7);
    case 'last_week':
      return span(addDays(weekStart, -7), 7);
    case 'this_month':
      return monthRange(year, month, 1);
    case 'last_month':
      return monthRange(year, month - 1, 1);
    case 'next_month':
      return monthRange(year, month + 1, 1);
    case 'this_quarter':
      return monthRange(year, quarterStart, 3);
    case 'last_quarter':
      return monthRange(year, quarterStart - 3, 3);
    case 'next_quarter':
      return monthRange(year, quarterStart + 3, 3);
    case 'this_year':
      return monthRange(year, 0, 12);
    case 'last_year':
      return monthRange(year - 1, 0, 12);
    case 'next_year':
      return monthRange(year + 1, 0, 12);
    case 'last_7_days':
      return span(addDays(now, -6), 7);
    case 'last_30_days':
      return span(addDays(now, -29), 30);
    case 'last_90_days':
      return span(addDays(now, -89), 90);
    case 'next_30_days':
      return span(now, 30);
    case 'next_90_days':
      return span(now, 90);
  }
}

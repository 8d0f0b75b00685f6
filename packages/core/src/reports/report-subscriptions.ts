/**
 * Report subscriptions (issue 19): a person has a report run as them and e-mailed daily or weekly at
 * an hour of their own time zone. The server schedules with nextSubscriptionRun; the screen shows the
 * same time.
 */
export const SUBSCRIPTION_FREQUENCIES = ['daily', 'weekly'] as const;
/** A dashboard is also e-mailed monthly, on a day of the month every month has (1–28). */
export const DASHBOARD_SUBSCRIPTION_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type SubscriptionFrequency = (typeof DASHBOARD_SUBSCRIPTION_FREQUENCIES)[number];
export const MAX_SUBSCRIPTION_DAY = 28;

/** How many subscriptions one person may hold, and extra recipients one may name. */
export const MAX_REPORT_SUBSCRIPTIONS = 50;
export const MAX_SUBSCRIPTION_RECIPIENTS = 20;

export interface SubscriptionSchedule {
  frequency: SubscriptionFrequency;
  /** 0–23 in the subscriber's time zone. */
  hour: number;
  /** Weekly: 1 Monday … 7 Sunday (ISO 8601). */
  weekday: number;
  /** Monthly: 1–28. */
  dayOfMonth?: number;
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const QUARTER_HOUR_MS = 15 * 60_000;

/**
 * The first moment strictly after `after` that is the schedule's hour (minute 0) in `timeZone`, on
 * the schedule's weekday for weekly ones, its day of the month for monthly ones. Walks quarter hours, so zones a half or quarter hour off
 * UTC and daylight-saving changes come out right; an hour a DST change skips runs the next day.
 */
export function nextSubscriptionRun(schedule: SubscriptionSchedule, after: Date, timeZone: string): Date {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
    weekday: 'short',
    day: '2-digit',
  });
  let at = Math.floor(after.getTime() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS + QUARTER_HOUR_MS;
  const limit = at + (schedule.frequency === 'monthly' ? 32 : 9) * 24 * 60 * 60_000;
  for (; at < limit; at += QUARTER_HOUR_MS) {
    const local: Record<string, string> = {};
    for (const part of parts.formatToParts(new Date(at))) local[part.type] = part.value;
    if (Number(local.minute) !== 0 || Number(local.hour) !== schedule.hour) continue;
    if (schedule.frequency === 'weekly' && WEEKDAYS[local.weekday ?? ''] !== schedule.weekday) continue;
    if (schedule.frequency === 'monthly' && Number(local.day) !== (schedule.dayOfMonth ?? 1)) continue;
    return new Date(at);
  }
  // Unreachable for a valid schedule (every hour occurs within nine days, every day 1–28 within 32); a day later is safe.
  return new Date(after.getTime() + 24 * 60 * 60_000);
}

import { safeZone } from './zoned-clock.js';

/**
 * The one way a date or a date-time is shown to a person (issue 26 item 15):
 * lists, kanban cards, the record page and prints all call these, so one
 * moment reads the same everywhere — the user's language, medium date, short
 * time, in the user's zone. A date has no zone: its calendar day is shown.
 */
export interface DateDisplayLocale {
  /** BCP 47 language (`en`, `de`, `zh-CN` …); English when Intl does not know it. */
  language: string;
  /** IANA zone for date-times (stored in UTC); UTC when absent or unknown. */
  timeZone?: string | undefined;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function displayLanguage(language: string): string {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([language]).length > 0 ? language : 'en';
  } catch {
    return 'en';
  }
}

function formatFor(language: string, timeZone: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${language}|${timeZone}|${withTime}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(displayLanguage(language), {
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' } : {}),
      timeZone,
    });
    formats.set(key, format);
  }
  return format;
}

/** A stored instant ('YYYY-MM-DD HH:mm:ss' in UTC, or ISO with a zone) as a Date, or null. */
export function parseStoredInstant(stored: string): Date | null {
  const trimmed = stored.trim();
  if (!trimmed) return null;
  const iso = /[zZ]|[+-]\d{2}:?\d{2}$/.test(trimmed) ? trimmed : `${trimmed.replace(' ', 'T')}Z`;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A date ('YYYY-MM-DD…') as its calendar day; text that is no date is shown as stored. */
export function displayDate(stored: string, locale: DateDisplayLocale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(stored);
  if (!match) return stored;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return formatFor(locale.language, 'UTC', false).format(day);
}

/** A date-time in the reader's zone; text that is no instant is shown as stored. */
export function displayDateTime(stored: string | Date, locale: DateDisplayLocale): string {
  const date = typeof stored === 'string' ? parseStoredInstant(stored) : stored;
  if (!date || Number.isNaN(date.getTime())) return String(stored);
  return formatFor(locale.language, safeZone(locale.timeZone), true).format(date);
}

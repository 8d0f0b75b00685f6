/**
 * Date, date-time and time text as the form and the wire carry it. Values
 * without a zone are read as UTC so that two of them compare consistently;
 * converting from the user's zone is the caller's business.
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

function validDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** 'YYYY-MM-DD' → milliseconds at UTC midnight; null when not a real calendar date. */
export function parseDateText(text: string): number | null {
  const match = DATE.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return validDate(year, month, day) ? Date.UTC(year, month - 1, day) : null;
}

/**
 * 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm[:ss]' or ISO-8601 ('2024-05-01T10:00:00.000Z',
 * '…+08:00') → milliseconds; null when malformed or out of range.
 */
export function parseDateTimeText(text: string): number | null {
  const match = DATE_TIME.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const [hour, minute, second] = [Number(match[4] ?? 0), Number(match[5] ?? 0), Number(match[6] ?? 0)];
  if (!validDate(year, month, day) || hour > 23 || minute > 59 || second > 59) return null;
  const millis = Number((match[7] ?? '0').padEnd(3, '0').slice(0, 3));
  let time = Date.UTC(year, month - 1, day, hour, minute, second, millis);
  const zone = match[8];
  if (zone && zone !== 'Z') {
    const digits = zone.replace(':', '');
    const offsetMinutes = Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5));
    if (Number(digits.slice(1, 3)) > 23 || Number(digits.slice(3, 5)) > 59) return null;
    time -= (digits[0] === '-' ? -1 : 1) * offsetMinutes * 60_000;
  }
  return time;
}

/** 'HH:mm' or 'HH:mm:ss' → seconds since midnight; null when malformed or out of range. */
export function parseTimeText(text: string): number | null {
  const match = TIME.exec(text.trim());
  if (!match) return null;
  const [hour, minute, second] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) return null;
  return hour * 3600 + minute * 60 + second;
}

/** A short date-and-time formatter for list cells in the user's language and time zone. */
export function listTimeFormatter(language: string, timeZone: string | undefined): (iso: string) => string {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short', timeZone });
  } catch {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' });
  }
  return (iso) => {
    const when = new Date(iso);
    return Number.isNaN(when.getTime()) ? iso : format.format(when);
  };
}

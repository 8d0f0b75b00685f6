import { displayDateTime } from '@vela/core';

/**
 * Date-times in list cells and kanban cards: core's one display rule (the record page and prints use
 * it too), in the user's language and time zone.
 */
export function listTimeFormatter(language: string, timeZone: string | undefined): (iso: string) => string {
  return (iso) => displayDateTime(iso, { language, timeZone });
}

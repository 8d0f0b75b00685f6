/**
 * The tables this module owns (recurring series, reminders, the in-app notices they leave and the
 * iCalendar feed tokens, invitees and their invitations' sequence). Only this module queries them; another module calls a function this module's
 * index exports. scripts/check-boundaries.mjs checks it.
 */
export const OWNED_TABLES = [
  'calendar_series',
  'calendar_reminder',
  'calendar_notice',
  'calendar_feed',
  'calendar_invitee',
  'calendar_invitation',
] as const;

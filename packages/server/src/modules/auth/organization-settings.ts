/** Sign-in settings an organisation may set in its settings_json. */
export const DEFAULT_SESSION_IDLE_MINUTES = 8 * 60;
const MIN_IDLE_MINUTES = 5;
const MAX_IDLE_MINUTES = 30 * 24 * 60;

/** `sessionIdleMinutes` from the organisation's settings, or 8 hours when absent or out of range. */
export function sessionIdleMinutesFrom(settingsJson: string): number {
  let settings: unknown;
  try {
    settings = JSON.parse(settingsJson);
  } catch {
    return DEFAULT_SESSION_IDLE_MINUTES;
  }
  if (typeof settings !== 'object' || settings === null) return DEFAULT_SESSION_IDLE_MINUTES;
  const value = (settings as Record<string, unknown>).sessionIdleMinutes;
  if (typeof value !== 'number' || !Number.isInteger(value)) return DEFAULT_SESSION_IDLE_MINUTES;
  return Math.min(MAX_IDLE_MINUTES, Math.max(MIN_IDLE_MINUTES, value));
}

export function addMinutes(time: Date, minutes: number): Date {
  return new Date(time.getTime() + minutes * 60_000);
}

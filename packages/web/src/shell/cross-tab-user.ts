import type { UserInfo } from '../state/index.js';

/**
 * Spec 1 §4 "Cross-tab user change": when another tab signs in with settings
 * that change how everything is shown (country, currency, language, time
 * zone), this tab reloads.
 */
export const USER_SNAPSHOT_KEY = 'vela.userSnapshot';
const WATCHED = ['countryCode', 'currencyCode', 'language', 'timeZone'] as const;

type Snapshot = Pick<UserInfo, (typeof WATCHED)[number]>;

export function shareUserSnapshot(user: UserInfo): void {
  const snapshot: Snapshot = {
    countryCode: user.countryCode,
    currencyCode: user.currencyCode,
    language: user.language,
    timeZone: user.timeZone,
  };
  localStorage.setItem(USER_SNAPSHOT_KEY, JSON.stringify(snapshot));
}

export function needsReload(mine: Snapshot, theirs: string | null): boolean {
  if (!theirs) return false;
  try {
    const other = JSON.parse(theirs) as Partial<Snapshot>;
    return WATCHED.some((key) => other[key] !== undefined && other[key] !== mine[key]);
  } catch {
    return false;
  }
}

export function watchUserChanges(
  mine: Snapshot,
  reload: () => void = () => window.location.reload(),
): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === USER_SNAPSHOT_KEY && needsReload(mine, event.newValue)) reload();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

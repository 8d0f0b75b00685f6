import type { Application } from '../../state/index.js';

/** Spec 1 §3: the app given, else the first with appState 1, else the first. */
export function pickCurrentApp(
  apps: readonly Application[],
  givenId: string | undefined,
): Application | undefined {
  return apps.find((app) => app.id === givenId) ?? apps.find((app) => Number(app.appState) === 1) ?? apps[0];
}

const APP_KEY = 'vela.currentAppId';
const MENU_KEY = 'vela.currentMenuId';

/** Spec 1 §4 step 4: the current app and menu come back from session storage, else local storage. */
export function restoreNavigation(): { appId: string | undefined; menuId: string | undefined } {
  return {
    appId: sessionStorage.getItem(APP_KEY) ?? localStorage.getItem(APP_KEY) ?? undefined,
    menuId: sessionStorage.getItem(MENU_KEY) ?? localStorage.getItem(MENU_KEY) ?? undefined,
  };
}

export function persistNavigation(appId: string | undefined, menuId: string | undefined): void {
  for (const storage of [sessionStorage, localStorage]) {
    if (appId) storage.setItem(APP_KEY, appId);
    if (menuId) storage.setItem(MENU_KEY, menuId);
    else storage.removeItem(MENU_KEY);
  }
}

/** The address parameter that names the app, so an app can be bookmarked and opened from a link. */
export const APP_PARAM = 'app';

/** The app an address names (`?app=<id>`), if any. */
export function appInAddress(search: string): string | undefined {
  return new URLSearchParams(search).get(APP_PARAM) || undefined;
}

/** The address of an app's start page. */
export function appHomeAddress(appId: string): string {
  return `/?${new URLSearchParams({ [APP_PARAM]: appId }).toString()}`;
}

import { ApiError, apiSettings, notifyUser, readAccessToken } from '../../api/index.js';
import { applyLanguage, chooseLanguage } from '../../i18n/index.js';
import {
  applyFavicon,
  commitStartup,
  type MenuItem,
  type StartupSnapshot,
  updateGlobalState,
  writeBrandingCookies,
} from '../../state/index.js';
import { persistNavigation, pickCurrentApp, restoreNavigation } from './current-app.js';
import { loadScripts } from './custom-scripts.js';
import {
  fetchApplications,
  fetchChatSetup,
  fetchCustomComponentAddresses,
  fetchDeveloperPermissions,
  fetchExportReportUrl,
  fetchMenus,
  fetchObjectList,
  fetchUserInfo,
  fetchUserSetup,
} from './startup-calls.js';
import { takePrefetchedStartup } from './startup-prefetch.js';

/**
 * Spec 1 §4 steps 1–5: everything the shell needs before it shows the routed view. `addressAppId`: the
 * app the opened address names (`?app=`), which wins over the one this browser used last.
 */
export async function runStartup(addressAppId?: string): Promise<StartupSnapshot> {
  // 1. An access token must be bound to this browser.
  if (!readAccessToken()) throw new ApiError({ kind: 'signed-out', path: 'startup', requestId: '' });
  const restored = restoreNavigation();
  const givenAppId = addressAppId ?? restored.appId;

  // 2. User info, setup, tabs (of the current app), object list and developer permissions, together.
  const early = takePrefetchedStartup();
  const [userInfo, userSetup, apps, objectList, developerPermissions] = await Promise.all([
    early?.userInfo ?? fetchUserInfo(),
    early?.userSetup ?? fetchUserSetup(),
    (early?.applications ?? fetchApplications()).then(async (applications) => {
      const current = pickCurrentApp(applications, givenAppId);
      return { applications, current, menus: await fetchMenus(current?.id) };
    }),
    early?.objectList ?? fetchObjectList(),
    early?.developerPermissions ?? fetchDeveloperPermissions(),
  ]);

  // 3. Language, then the branding cookies.
  await applyLanguage(
    chooseLanguage({
      // The server fills the user's language with the organisation's default (DECISIONS 17).
      userLanguage: userInfo.language,
      browserLanguage: navigator.language,
    }),
  );
  writeBrandingCookies({
    loadingSrc: userInfo.loadingSrc,
    faviconIcon: userInfo.faviconIcon,
    baseTitle: userInfo.baseTitle,
  });
  applyFavicon(userInfo.faviconIcon);

  // 4. The current app and menu as they were.
  const currentMenuId = findMenu(apps.menus, restored.menuId) ? restored.menuId : undefined;
  persistNavigation(apps.current?.id, currentMenuId);

  // 5. Commit; the caller then shows the routed view.
  const snapshot: StartupSnapshot = {
    userInfo,
    userSetup,
    developerPermissions,
    applications: apps.applications,
    currentAppId: apps.current?.id,
    menus: apps.menus,
    currentMenuId,
    objectList,
  };
  commitStartup(snapshot);
  return snapshot;
}

/** Spec 1 §4 step 6, after the view shows: custom scripts, the export report url, chat setup. */
export async function runAfterStartup(): Promise<void> {
  await Promise.allSettled([
    fetchCustomComponentAddresses(apiSettings().devHost).then((answer) => {
      if (String(answer.returnCode) !== '200') return;
      const { velaAddrList = [], customAddrList = [] } = answer.data ?? {};
      loadScripts([...velaAddrList, ...customAddrList], (address) =>
        notifyUser({
          type: 'toast',
          text: {
            message: `Script could not be loaded: ${address}`,
            translation: { key: 'shell.scriptLoadFailed', params: { address } },
          },
        }),
      );
    }),
    fetchExportReportUrl().then((exportReportDomain) => updateGlobalState({ exportReportDomain })),
    fetchChatSetup().then((chatSetup) => updateGlobalState({ chatSetup })),
  ]);
}

export function findMenu(menus: readonly MenuItem[], id: string | undefined): MenuItem | undefined {
  if (!id) return undefined;
  for (const item of menus) {
    if (item.id === id) return item;
    const child = item.children?.find((candidate) => candidate.id === id);
    if (child) return child;
  }
  return undefined;
}

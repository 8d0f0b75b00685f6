import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { updateGlobalState } from '../state/index.js';
import { appHomeAddress, persistNavigation } from './startup/current-app.js';
import { fetchMenus } from './startup/startup-calls.js';

/** Switching app loads that app's menu and starts from its home, whose address names the app (a bookmark). */
export function useSwitchApp() {
  const navigate = useNavigate();
  return useCallback(
    async (appId: string) => {
      const menus = await fetchMenus(appId);
      updateGlobalState({ currentAppId: appId, menus, currentMenuId: undefined });
      persistNavigation(appId, undefined);
      navigate(appHomeAddress(appId));
    },
    [navigate],
  );
}

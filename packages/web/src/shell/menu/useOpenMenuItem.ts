import { useNavigate } from 'react-router';
import { currentApplication, type MenuItem, updateGlobalState, useGlobalStore } from '../../state/index.js';
import { isConsoleApp } from '../console/console-store.js';
import { MENU_TAB, openConsoleTab } from '../console/index.js';
import { persistNavigation } from '../startup/current-app.js';
import { resolveMenuTarget } from './menu-target.js';

/**
 * What a click on a menu item does, the same from the top menu, the vertical
 * menu and the home tiles: web items open their url in a new browser tab; in a
 * console app the target opens as a workspace tab; otherwise the shell navigates.
 */
export function useOpenMenuItem(): (item: MenuItem) => void {
  const navigate = useNavigate();
  const app = useGlobalStore(currentApplication);
  return (item) => {
    const consoleStyle = isConsoleApp(app);
    const target = resolveMenuTarget(item, { consoleStyle });
    if (target.kind === 'external') {
      window.open(target.url, '_blank', 'noopener');
      return;
    }
    updateGlobalState({ currentMenuId: item.id });
    persistNavigation(app?.id, item.id);
    if (consoleStyle) {
      openConsoleTab({ id: `${MENU_TAB}${item.id}`, title: item.tabName || item.name, path: target.to });
    } else navigate(target.to);
  };
}

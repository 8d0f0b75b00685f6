import { useNavigate } from 'react-router';
import { currentApplication, type MenuItem, updateGlobalState, useGlobalStore } from '../../state/index.js';
import { isConsoleApp } from '../console/console-store.js';
import { MENU_TAB, openConsoleTab } from '../console/index.js';
import { openPage } from '../open-page/open-page.js';
import { persistNavigation } from '../startup/current-app.js';
import { resolveMenuTarget } from './menu-target.js';

/**
 * What a click on a menu item does, the same from the top menu, the vertical
 * menu and the home tiles: web items open their url in a new browser tab; an
 * item with an opening place or mode opens as it says (spec 1 §2.7: a dialog
 * titled with the object's name, a new browser tab…); in a console app the
 * target opens as a workspace tab; otherwise the shell navigates.
 */
export function useOpenMenuItem(): (item: MenuItem) => void {
  const navigate = useNavigate();
  const app = useGlobalStore(currentApplication);
  const objectList = useGlobalStore((state) => state.objectList);
  return (item) => {
    const consoleStyle = isConsoleApp(app);
    const target = resolveMenuTarget(item, { consoleStyle });
    if (target.kind === 'external') {
      window.open(target.url, '_blank', 'noopener');
      return;
    }
    if (item.openPlace || item.openMode) {
      const objectName = objectList.find((entry) => entry.objectapi === item.objectApi)?.labelname;
      const opening = openPage({
        place: item.openPlace || (consoleStyle ? 'menu1' : 'tab'),
        mode: item.openMode || 'self',
        path: target.to,
        id: `${MENU_TAB}${item.id}`,
        title: objectName || item.tabName || item.name,
      });
      // A dialog or a new browser tab leaves this page, and so the current menu, as it was.
      if (opening.kind === 'navigate' || opening.kind === 'consoleTab') {
        updateGlobalState({ currentMenuId: item.id });
        persistNavigation(app?.id, item.id);
      }
      return;
    }
    updateGlobalState({ currentMenuId: item.id });
    persistNavigation(app?.id, item.id);
    if (consoleStyle) {
      openConsoleTab({ id: `${MENU_TAB}${item.id}`, title: item.tabName || item.name, path: target.to });
    } else navigate(target.to);
  };
}

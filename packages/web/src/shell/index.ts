/** The shell's public face for the features. */
export {
  CLIENT_SCRIPT_PHASES,
  type ClientScriptPhase,
  type PhaseContext,
  type PhaseOutcome,
} from './client-scripts/client-script-runner.js';
export { runClientScripts } from './client-scripts/client-scripts.js';
export {
  activeConsoleTabId,
  ConsoleNavigationGate,
  type ConsoleTabsView,
  closeConsoleTab,
  isConsoleApp,
  type OpenConsoleTabInput,
  openConsoleTab,
  refreshConsoleTab,
  useConsoleNavigation,
  useConsoleTabs,
  useConsoleTabTitle,
} from './console/index.js';
export { type MenuTarget, resolveMenuTarget, STANDARD_TAB_TARGETS } from './menu/menu-target.js';
export { isPartnerUser, showsVerticalMenu } from './menu/vertical-menu-rule.js';
export { closeOpenedPage, closePageDialog, openPage } from './open-page/open-page.js';
export {
  CUSTOM_DIALOG,
  type OpeningInput,
  type OpenMode,
  type OpenPlace,
  PAGE_DIALOG,
} from './open-page/opening.js';
export { persistNavigation, pickCurrentApp, restoreNavigation } from './startup/current-app.js';
export { findMenu, runAfterStartup, runStartup } from './startup/run-startup.js';
export { STARTUP_QUERY_KEY, useStartup } from './startup/useStartup.js';
export { useSwitchApp } from './useSwitchApp.js';

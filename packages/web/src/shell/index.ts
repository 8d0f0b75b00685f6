/** The shell's public face for the features and for issue 5's console tabs and vertical menu. */
export { type MenuTarget, resolveMenuTarget, STANDARD_TAB_TARGETS } from './menu/menu-target.js';
export { persistNavigation, pickCurrentApp, restoreNavigation } from './startup/current-app.js';
export { findMenu, runAfterStartup, runStartup } from './startup/run-startup.js';
export { STARTUP_QUERY_KEY, useStartup } from './startup/useStartup.js';
export { useSwitchApp } from './useSwitchApp.js';

export {
  applyFavicon,
  BRANDING_COOKIES,
  baseTitleFrom,
  pageTitle,
  readBrandingCookie,
  writeBrandingCookies,
} from './branding-cookies.js';
export { cookieText, readCookie, removeCookie, writeCookie } from './cookies.js';
export {
  commitStartup,
  currentApplication,
  type GlobalState,
  resetGlobalState,
  type StartupSnapshot,
  updateGlobalState,
  useGlobalStore,
} from './global-store.js';
export type * from './shell-types.js';

export { buildAppRoutes } from './app-routes.js';
export { CHUNK_FAILED_MESSAGE, ChunkLoadError, loadWithTimeout } from './lazy-screen.js';
export {
  isOutsideRoute,
  languageOnlyPageFromHash,
  pathForRouteName,
  ROUTES,
  type RouteEntry,
} from './route-table.js';
export { warmOftenOpenedScreens } from './screen-loaders.js';

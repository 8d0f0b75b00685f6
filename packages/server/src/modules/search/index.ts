/** Global search and tags (issue 7). */
export { globalSearch } from './global-search.js';
export { searchModule } from './routes.js';

/** Global search and tags (issue 7). */
export { type GlobalSearchAnswer, globalSearch } from './global-search.js';
export { searchModule } from './routes.js';

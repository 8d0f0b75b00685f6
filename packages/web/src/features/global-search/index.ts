/** Global search (issue 7): the results page is loaded by the route table. */
export { searchPath } from './global-search-api.js';

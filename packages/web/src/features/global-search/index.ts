/** Global search (issue 7): the results page is loaded by the route table; the top bar's box suggests while typing. */
export { searchEverywhere, searchPath } from './global-search-api.js';
export { SearchSuggestBox } from './SearchSuggestBox.js';

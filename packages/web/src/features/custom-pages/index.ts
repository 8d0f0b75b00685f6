/**
 * Custom pages (issue 18): the screens are loaded by the route table; the custom home page (issue 19)
 * shows one through this view.
 */
export { CustomPageView } from './CustomPagePage.js';
export { default as DefaultCustomPage } from './DefaultCustomPage.js';

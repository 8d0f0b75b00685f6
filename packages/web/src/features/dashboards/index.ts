/** Dashboards and home pages (issue 19): the screens are loaded by the route table; the Home tab shows the page. */
export { dashboardListPath, dashboardPath } from './dashboards-api.js';
export { HomePageSlot } from './HomePageSlot.js';
